/** The en-US messages only the pages need (see ./firstPage.ts): their own chunk. */
import demo from './demo.json';
import money from './money.json';
import register from './register.json';
import submit from './submit.json';
import voting from './voting.json';

const messages = { ...register, ...demo, ...money, ...voting, ...submit };

export default messages;
