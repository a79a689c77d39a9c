/** The en-US messages only the pages and the wallet dialogs need (see ./firstPage.ts): their own chunk. */
import config from './config.json';
import demo from './demo.json';
import money from './money.json';
import register from './register.json';
import submit from './submit.json';
import voting from './voting.json';
import wallet from './wallet.json';

const messages = { ...config, ...register, ...demo, ...money, ...voting, ...submit, ...wallet };

export default messages;
