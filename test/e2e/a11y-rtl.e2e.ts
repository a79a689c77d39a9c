/** Accessibility in Arabic, right to left, light and dark (support/a11yScan.ts; English in a11y-ltr.e2e.ts). */
import { a11yTests } from './support/a11yScan';
import { browserSuite } from './support/e2e';

a11yTests(browserSuite('a11y'), 'ar');
