import '@testing-library/jest-dom';
import { server } from '@/testing/mocks/server';
import { resetFixtures } from '@/testing/mocks/fixtures';
import { installTestConfig } from '@/testing/testConfig';

// One fixture backend for every test: unhandled requests fail the test loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  installTestConfig();
  resetFixtures();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
