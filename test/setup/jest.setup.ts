import '@testing-library/jest-dom';
import { server } from '@/testing/mocks/server';
import { resetFixtures } from '@/testing/mocks/fixtures';
import { installTestConfig } from '@/testing/testConfig';
import { resetUnknownSubmissions } from '@/lib/submit/registry';

// One fixture backend for every test: unhandled requests fail the test loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  installTestConfig();
  resetFixtures();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  // A submission left 'not known yet' by one test must not hold up the next one's.
  resetUnknownSubmissions();
});
afterAll(() => server.close());
