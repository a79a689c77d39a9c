/**
 * The fixture backend the browser tests talk to: test/fixture-server/fixtureServer.ts (staking
 * API, vote API, name lookup, JSON-RPC and a login-service stand-in on one origin, with control
 * endpoints). Loaded on demand: a test file that gets the runner's servers never loads it.
 */
import path from 'node:path';
import type { startFixtureServer } from '../../fixture-server/fixtureServer';
import { repoRoot } from './paths';

export type StartFixtureServer = typeof startFixtureServer;
export type FixtureServer = Awaited<ReturnType<StartFixtureServer>>;

export const FIXTURE_SERVER_MODULE = path.join(repoRoot, 'test', 'fixture-server', 'fixtureServer.ts');

export async function loadStartFixtureServer(): Promise<{ start: StartFixtureServer; source: string }> {
  const mod = await import('../../fixture-server/fixtureServer');
  return { start: mod.startFixtureServer, source: path.relative(repoRoot, FIXTURE_SERVER_MODULE) };
}

/** POST a control request to the fixture server (scenario switch, reset). */
export async function control(fixtureUrl: string, action: 'scenario' | 'reset', body?: unknown): Promise<void> {
  const response = await fetch(`${fixtureUrl}/__control/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST /__control/${action} answered ${response.status}: ${await response.text()}`);
}

export const setScenario = (fixtureUrl: string, name: string | null) => control(fixtureUrl, 'scenario', { name });
export const resetFixtures = (fixtureUrl: string) => control(fixtureUrl, 'reset');
