/** A locale's catalogue: its own chunk, loaded only when it is the active locale (src/locales/index.ts). Written by `npm run i18n:index`. */
import auth from './auth.json';
import common from './common.json';
import config from './config.json';
import demo from './demo.json';
import home from './home.json';
import layout from './layout.json';
import money from './money.json';
import register from './register.json';
import submit from './submit.json';
import voting from './voting.json';
import wallet from './wallet.json';

const messages = {
  ...auth,
  ...common,
  ...config,
  ...demo,
  ...home,
  ...layout,
  ...money,
  ...register,
  ...submit,
  ...voting,
  ...wallet,
};

export default messages;
