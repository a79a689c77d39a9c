/** The en-US catalogue: the default locale, bundled in the main chunk and the fallback for every other. */
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

const messages = { ...common, ...config, ...layout, ...auth, ...home, ...register, ...demo, ...wallet, ...money, ...voting, ...submit };

export default messages;
