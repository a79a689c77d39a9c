/**
 * The part of the en-US catalogue that the first page and the app bar need (its dialogs
 * included): bundled in the app chunk. The pages' messages (money, voting, submit, register,
 * demo) are the 'locale-en-US-pages' chunk (./pages.ts), fetched at start-up beside the first
 * page and awaited by every other page (src/app/router.tsx), so they never hold up first paint.
 */
import auth from './auth.json';
import common from './common.json';
import config from './config.json';
import home from './home.json';
import layout from './layout.json';
import wallet from './wallet.json';

const messages = { ...common, ...config, ...layout, ...auth, ...home, ...wallet };

export default messages;
