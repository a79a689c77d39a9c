/** Accessibility in English, light and dark (support/a11yScan.ts; Arabic in a11y-rtl.e2e.ts). */
import { a11yTests } from './support/a11yScan';
import { browserSuite } from './support/e2e';

a11yTests(browserSuite('a11y'), 'en-US');
