// Lint: typescript-eslint, react-hooks, jsx-a11y, and the direction of imports:
//   app -> features -> (api, components, lib, config); no feature imports another feature;
//   shared folders never import features or app (type-only imports of app/store are allowed
//   for the typed hooks). src/testing is for tests and demo mode only. The session is imported
//   through src/lib/session/index.ts only. No import cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.filter((p) => p.group.length > 0) }],
});
const noApp = {
  group: ['@/app', '@/app/*', '**/app/*'],
  message: 'Shared code must not import app/.',
  allowTypeImports: true,
};
const noFeatures = { group: ['@/features/*', '**/features/*'], message: 'Shared code must not import a feature.' };
const noTesting = { group: ['@/testing/*'], message: 'Only tests and demo mode may import src/testing.' };
const sessionIndex = { group: ['@/lib/session/*'], message: 'Import the session from @/lib/session.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // A cycle makes load order matter and defeats the lazy chunks' boundaries.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  {
    files: ['src/lib/**', 'src/components/**', 'src/config/**', 'src/api/**'],
    rules: restrict([noApp, noFeatures, noTesting, sessionIndex]),
  },
  { files: ['src/app/**', 'src/index.tsx'], rules: restrict([sessionIndex]) },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    ignores: feature === 'demo' ? ['**'] : [],
    rules: restrict([
      noApp,
      noTesting,
      sessionIndex,
      {
        group: features
          .filter((other) => other !== feature)
          .flatMap((other) => [`@/features/${other}`, `@/features/${other}/*`]),
        message: 'A feature must not import another feature: compose them in src/app.',
      },
    ]),
  })),
  { files: ['src/lib/store/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'test/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-console': 'off' },
  },
  { files: ['public/config.js', 'deploy/config.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'test/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
