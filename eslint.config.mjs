// Lint: typescript-eslint, react-hooks and jsx-a11y. The direction of imports (layers, features
// apart, no cycles) is dependency-cruiser's (.dependency-cruiser.cjs, docs/structure.md); here
// only two public faces: the session through src/lib/session/index.ts, Redux through the typed hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const sessionIndex = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@/lib/session/*'], message: 'Import the session from @/lib/session.' }] },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks in @/lib/store/hooks.',
            },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/lib/session/**'], rules: sessionIndex },
  { files: ['src/lib/store/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'test/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-console': 'off' },
  },
  { files: ['public/config.js', 'deploy/config.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['*.{js,cjs,mjs,ts}', 'scripts/**', 'test/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
