/** Unit and component tests: files named *.test.ts(x) beside the code they test. */
const esmPackages = [
  'wagmi',
  '@wagmi',
  'viem',
  'ox',
  '@noble',
  '@scure',
  'abitype',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'rettime',
  'until-async',
  '@open-draft',
  'msw',
  '@mswjs',
  'qrcode.react',
  '@redux-devtools',
];

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://127.0.0.1:3000/' },
  // scripts/: the deployment scripts' own tests (deploy:headers, check-dist); test/chain: the
  // browser tests' node profiles (bscRules.ts).
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test/chain'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/setup/jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/test/setup/fileStub.js',
  },
  // .mjs too: msw's dependencies ship ES modules only.
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  // Every core: jest's default (cores - 1) is ONE worker on CI's 2-core machine, which then
  // leaves a core idle for the whole run (docs/testing.md, "Running the tests in time").
  maxWorkers: '100%',
  clearMocks: true,
  restoreMocks: true,
};
