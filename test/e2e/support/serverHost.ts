/**
 * One lane's servers in a process of their own (the runner starts one per lane, so each lane's
 * ganache and static server get their own thread): starts the fixture and app servers on the
 * profile given as argv[2], prints their URLs as one JSON line, and closes them on SIGTERM or
 * when the runner goes away (stdin closes).
 */
import { isChainProfile } from '../../chain/testChain';
import { startServers } from './servers';

const profile = process.argv[2] ?? 'default';
if (!isChainProfile(profile)) throw new Error(`Unknown chain profile "${profile}"`);

startServers({ profile })
  .then((servers) => {
    const { appUrl, fixtureUrl, fixtureSource } = servers;
    process.stdout.write(`${JSON.stringify({ appUrl, fixtureUrl, fixtureSource, profile })}\n`);
    const stop = () => void servers.close().finally(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    process.stdin.on('end', stop);
    process.stdin.resume();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
