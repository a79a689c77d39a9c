/**
 * The whole en-US catalogue, for tests and tools. The app loads it in two parts
 * (./firstPage.ts in the app chunk, ./pages.ts as its own chunk; see src/locales/index.ts).
 */
import firstPage from './firstPage';
import pages from './pages';

const messages = { ...firstPage, ...pages };

export default messages;
