/**
 * Finds the browser the tests drive: Debian's Chromium (Playwright's own browser download does
 * not work on this network). Missing as root on Debian: installs it with apt-get, output shown.
 * Missing otherwise: throws with the one command to run. Never skips.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const INSTALL_HINT = 'sudo apt-get install -y chromium';

/** Flags this machine needs: no sandbox as root, and no background traffic to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export class ChromiumMissingError extends Error {}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH if set (and then only it), else /usr/bin/chromium; null when not there. */
export function findChromium(): string | null {
  const wanted = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return isExecutable(wanted) ? wanted : null;
}

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new ChromiumMissingError(`\`${command} ${args.join(' ')}\` exited with ${result.status ?? result.signal}.`);
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;

  if (process.env.CHROMIUM_PATH) {
    throw new ChromiumMissingError(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version') && isExecutable('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log(
      `Chromium is not installed (${DEFAULT_CHROMIUM_PATH}); installing Debian's chromium package (about 30 s).`,
    );
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    const installed = findChromium();
    if (installed) return installed;
    throw new ChromiumMissingError(`apt-get installed chromium, but ${DEFAULT_CHROMIUM_PATH} is still missing.`);
  }
  throw new ChromiumMissingError(
    `The browser tests need Chromium at ${DEFAULT_CHROMIUM_PATH} (or set CHROMIUM_PATH). Install it with:\n\n    ${INSTALL_HINT}\n`,
  );
}
