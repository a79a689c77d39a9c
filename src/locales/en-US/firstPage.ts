/**
 * The part of the en-US catalogue that the first page and the app bar need: bundled in the app
 * chunk. The rest (the pages' messages, the wallet dialogs' behind the 'Connect Wallet' button,
 * the configuration error page's, which that page's chunk also imports itself) is the
 * 'locale-en-US-pages' chunk (./pages.ts), fetched at start-up beside the first page and
 * awaited by every other page (src/app/router.tsx) and by the wallet dialogs' chunks, so it
 * never holds up first paint. Ids the app bar shows itself live in layout.json.
 */
import auth from './auth.json';
import common from './common.json';
import home from './home.json';
import layout from './layout.json';

const messages = { ...common, ...layout, ...auth, ...home };

export default messages;
