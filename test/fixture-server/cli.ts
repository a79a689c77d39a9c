/**
 * Runs the fixture server on its own, e.g. to try the app against it by hand:
 *   npx tsx test/fixture-server/cli.ts --port 4000 --app-origin http://127.0.0.1:3000 [--chain-profile bsc]
 * The chain profile defaults to E2E_CHAIN_PROFILE, else 'default' (docs/testing-chain.md).
 */
import { isChainProfile } from '../chain/testChain';
import { startFixtureServer } from './fixtureServer';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}

const chainProfile = arg('chain-profile', process.env.E2E_CHAIN_PROFILE || 'default');
if (!isChainProfile(chainProfile)) {
  console.error(`--chain-profile must be "default" or "bsc", not "${chainProfile}"`);
  process.exit(2);
}

startFixtureServer({
  port: Number(arg('port', '4000')),
  appOrigin: arg('app-origin', 'http://127.0.0.1:3000'),
  chainProfile,
})
  .then((server) => {
    console.log(
      `fixture server at ${server.url} (app origin ${arg('app-origin', 'http://127.0.0.1:3000')}, chain profile ${chainProfile})`,
    );
    const stop = (): void => {
      void server.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
