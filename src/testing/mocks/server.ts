/**
 * The msw/node server every jest test runs against (started by test/setup/jest.setup.ts),
 * answering at the testConfig URLs over the shared fixture db.
 */
import { setupServer } from 'msw/node';
import { testConfig } from '@/testing/testConfig';
import { getFixtureDb } from './fixtures';
import { createHandlers } from './handlers';
import { applyScenario, type ScenarioName, type ScenarioOptions } from './scenarios';

export const server = setupServer(...createHandlers(testConfig, getFixtureDb));

/** Switches a scenario on for the current test (server.resetHandlers after each test ends it). */
export function useScenario(name: ScenarioName, options: ScenarioOptions = {}): void {
  applyScenario(name, { db: getFixtureDb(), urls: testConfig, use: (...handlers) => server.use(...handlers), options });
}
