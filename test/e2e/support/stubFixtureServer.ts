/**
 * TEMPORARY stand-in for test/fixture-server/fixtureServer.ts (same interface), used only with
 * E2E_FIXTURE_STUB=1 to try the browser-test runner before the real fixture server exists.
 * Delete it once the real one is in. It implements just the sign-in, registration and control
 * paths the browser tests touch.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

const USER = { id: 'usr_demo', username: 'demo', password: 'demo1234', name: 'Demo User', email: 'demo@example.org', wallet_address: null };
const SCENARIOS = ['token-expired', 'refresh-fails', 'server-error', 'slow', 'empty'];

interface Db {
  tokens: Map<string, string>;
  sessions: Set<string>;
  registered: unknown[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function loginPage(params: URLSearchParams, error = ''): string {
  const hidden = ['client_id', 'redirect_uri', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><main>
<h1>Sign in</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/auth/login">${hidden}
<label for="u">Username</label> <input id="u" name="username" autocomplete="username"><br>
<label for="p">Password</label> <input id="p" name="password" type="password" autocomplete="current-password"><br>
<button type="submit">Sign in</button></form></main></body></html>`;
}

export async function startFixtureServer({ port, appOrigin }: { port: number; appOrigin: string }) {
  const db: Db = { tokens: new Map(), sessions: new Set(), registered: [] };
  let scenario: string | null = null;

  const issue = () => {
    const session = `ses_${randomBytes(8).toString('hex')}`;
    const token = `tok_${randomBytes(8).toString('hex')}`;
    db.sessions.add(session);
    db.tokens.set(token, session);
    return { access_token: token, session_id: session };
  };
  const setScenario = (name: string | null) => {
    if (name !== null && !SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name}`);
    scenario = name;
    // token-expired: every access token issued so far stops working; refresh still works.
    if (name === 'token-expired') db.tokens.clear();
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': appOrigin });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const parsed = (): Record<string, unknown> => {
      try {
        return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    };

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': appOrigin,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Authorization, x-api-key',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /__control/scenario') {
      setScenario((parsed().name as string | null) ?? null);
      return json(200, { scenario });
    }
    if (route === 'POST /__control/reset') {
      db.tokens.clear();
      db.sessions.clear();
      scenario = null;
      return json(200, { ok: true });
    }
    if (route === 'GET /auth/login') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(loginPage(url.searchParams));
      return;
    }
    if (route === 'POST /auth/login') {
      const form = new URLSearchParams(text);
      if (form.get('username') !== USER.username || form.get('password') !== USER.password) {
        res.writeHead(401, { 'Content-Type': 'text/html; charset=utf-8' }).end(loginPage(form, 'Wrong username or password.'));
        return;
      }
      const back = new URL(form.get('redirect_uri') ?? '');
      const tokens = issue();
      back.searchParams.set('access_token', tokens.access_token);
      back.searchParams.set('session_id', tokens.session_id);
      back.searchParams.set('state', form.get('state') ?? '');
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (scenario === 'server-error' && url.pathname.startsWith('/api/')) {
      return json(500, { error: 'The staking service is temporarily unavailable (fixture server-error).' });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    switch (route) {
      case 'GET /api/auth/userinfo':
        return bearer && db.tokens.has(bearer) ? json(200, USER) : json(401, { error: 'Unauthorized' });
      case 'POST /api/auth/refresh': {
        const session = parsed().session_id as string;
        if (scenario === 'refresh-fails' || !db.sessions.has(session)) return json(401, { error: 'session ID not found' });
        db.sessions.delete(session);
        return json(200, issue());
      }
      case 'POST /api/auth/check-session': {
        const session = parsed().session_id as string | null;
        if (session && db.sessions.has(session)) {
          db.sessions.delete(session);
          return json(200, issue());
        }
        return json(200, null);
      }
      case 'POST /api/auth/logout':
        db.sessions.delete(parsed().session_id as string);
        if (bearer) db.tokens.delete(bearer);
        return json(200, { ok: true });
      case 'POST /api/user/register':
        db.registered.push(parsed());
        return json(201, { ...USER, id: 'usr_new' });
      default:
        if (url.pathname.startsWith('/rpc/')) {
          const call = parsed() as { id?: number; method?: string };
          const chainId = url.pathname.endsWith('/56') ? '0x38' : '0x61';
          const result = call.method === 'eth_chainId' ? chainId : call.method === 'eth_blockNumber' ? '0x1' : '0x0';
          return json(200, { jsonrpc: '2.0', id: call.id ?? 1, result });
        }
        return json(404, { error: `No fixture for ${route}` });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    db,
    setScenario,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
