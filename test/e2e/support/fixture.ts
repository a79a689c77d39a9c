/**
 * The fixture backend the browser tests talk to: test/fixture-server/fixtureServer.ts (staking
 * API, vote API, name lookup, JSON-RPC and a login-service stand-in on one origin, with control
 * endpoints). E2E_FIXTURE_STUB=1 uses the small stand-in in ./stubFixtureServer.ts instead, which
 * exists only to try the runner while the real one is being written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export interface FixtureServer {
  url: string;
  close(): Promise<void> | void;
  setScenario(name: string | null): Promise<void> | void;
  db: unknown;
}

export type StartFixtureServer = (options: { port: number; appOrigin: string }) => Promise<FixtureServer>;

export const FIXTURE_SERVER_MODULE = path.join(repoRoot, 'test', 'fixture-server', 'fixtureServer.ts');

export async function loadStartFixtureServer(): Promise<{ start: StartFixtureServer; source: string }> {
  const useStub = process.env.E2E_FIXTURE_STUB === '1';
  const file = useStub ? path.join(repoRoot, 'test', 'e2e', 'support', 'stubFixtureServer.ts') : FIXTURE_SERVER_MODULE;
  if (!fs.existsSync(file)) {
    throw new Error(`The fixture server ${path.relative(repoRoot, file)} does not exist yet (E2E_FIXTURE_STUB=1 runs against a stub).`);
  }
  const mod = (await import(file)) as { startFixtureServer?: StartFixtureServer; default?: { startFixtureServer?: StartFixtureServer } };
  const start = mod.startFixtureServer ?? mod.default?.startFixtureServer;
  if (typeof start !== 'function') throw new Error(`${path.relative(repoRoot, file)} does not export startFixtureServer.`);
  return { start, source: path.relative(repoRoot, file) };
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
