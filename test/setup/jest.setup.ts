import '@testing-library/jest-dom';
import { server } from '@/testing/mocks/server';
import { resetFixtures } from '@/testing/mocks/fixtures';
import { resetDialogsForTests } from '@/components/dialog/dialogStore';
import { installTestConfig } from '@/testing/testConfig';
import { resetFirstPageForTests } from '@/lib/lazy';
import { connectSessionToApi, resetStorageHealthForTests, setConnectionStatus, setTabUser } from '@/lib/session';
import { resetUnknownSubmissions } from '@/lib/submit/registry';

// One fixture backend for every test: unhandled requests fail the test loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  installTestConfig();
  // As src/index.tsx does at start-up: the API layer sends the session's token.
  connectSessionToApi();
  resetFixtures();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The session's memory of this page (whose tokens it may send, the notices) starts afresh.
  setTabUser(null);
  setConnectionStatus('ok');
  resetStorageHealthForTests();
  // Each test is a fresh page: its first page is not on screen until its frame says so.
  resetFirstPageForTests();
  // Every dialog closed: the dialog store outlives a test's render.
  resetDialogsForTests();
});
afterEach(() => {
  server.resetHandlers();
  // A submission left 'not known yet' by one test must not hold up the next one's.
  resetUnknownSubmissions();
});
afterAll(() => server.close());
