/**
 * Starts what the browser tests run against, both on 127.0.0.1 and free ports: the fixture
 * backend and the static server for dist/ whose /config.js points every service at it.
 */
import net from 'node:net';
import { startAppServer, type AppServer } from './appServer';
import { makeAppConfig, toConfigJs, type E2EAppConfig } from './appConfig';
import { loadStartFixtureServer, type FixtureServer } from './fixture';
import { distDir } from './paths';
import { chainProfile, type ChainProfile } from './profile';

export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Servers {
  appUrl: string;
  fixtureUrl: string;
  config: E2EAppConfig;
  app: AppServer;
  fixture: FixtureServer;
  fixtureSource: string;
  profile: ChainProfile;
  close(): Promise<void>;
}

export async function startServers({
  root = distDir,
  profile = chainProfile(),
}: { root?: string; profile?: ChainProfile } = {}): Promise<Servers> {
  const { start, source } = await loadStartFixtureServer();
  let config: E2EAppConfig | null = null;
  // The app server first (its origin is the fixture's CORS origin and redirect target); its
  // /config.js is filled in once the fixture server's URL is known.
  const app = await startAppServer({
    root,
    configJs: () => (config ? toConfigJs(config) : 'throw new Error("config.js is not ready");'),
  });
  let fixture: FixtureServer;
  try {
    fixture = await start({ port: await getFreePort(), appOrigin: app.origin, chainProfile: profile });
  } catch (error) {
    await app.close();
    throw error;
  }
  const fixtureUrl = fixture.url.replace(/\/+$/, '');
  config = makeAppConfig(fixtureUrl);
  return {
    appUrl: app.url,
    fixtureUrl,
    config,
    app,
    fixture,
    fixtureSource: source,
    profile,
    async close() {
      await Promise.allSettled([app.close(), Promise.resolve(fixture.close())]);
    },
  };
}
