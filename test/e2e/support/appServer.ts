/**
 * A small static server for the production bundle (node:http): files from dist/, a generated
 * /config.js instead of the deployment template, and the SPA fallback (any path without a file
 * extension gets index.html, as a real deployment is configured). Text files are gzipped when
 * the browser asks, as a real deployment would, so transfer sizes are realistic.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const JS_TYPE = 'text/javascript; charset=utf-8';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export interface AppServerOptions {
  /** The folder to serve (dist/). */
  root: string;
  /** Body of /config.js: a string, or a function called on every request. */
  configJs: string | (() => string);
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface AppServer {
  url: string;
  origin: string;
  port: number;
  setConfigJs(body: string | (() => string)): void;
  close(): Promise<void>;
}

interface Cached {
  raw: Buffer;
  gzip: Buffer | null;
  type: string;
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  let configJs = options.configJs;
  const cache = new Map<string, Cached>();

  function load(file: string): Cached | null {
    const hit = cache.get(file);
    if (hit) return hit;
    let raw: Buffer;
    try {
      if (!fs.statSync(file).isFile()) return null;
      raw = fs.readFileSync(file);
    } catch {
      return null;
    }
    const ext = path.extname(file).toLowerCase();
    const precompressed = `${file}.gz`;
    const gzip = COMPRESSIBLE.has(ext)
      ? fs.existsSync(precompressed)
        ? fs.readFileSync(precompressed)
        : zlib.gzipSync(raw, { level: 6 })
      : null;
    const entry = { raw, gzip, type: TYPES[ext] ?? 'application/octet-stream' };
    cache.set(file, entry);
    return entry;
  }

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    entry: Cached,
    cacheControl: string,
  ): void {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && entry.gzip && entry.gzip.length < entry.raw.length ? entry.gzip : entry.raw;
    res.writeHead(status, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ...(body === entry.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }

    if (pathname === '/config.js') {
      const body = Buffer.from(typeof configJs === 'function' ? configJs() : configJs);
      send(req, res, 200, { raw: body, gzip: null, type: JS_TYPE }, 'no-store');
      return;
    }

    const file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const entry = pathname.endsWith('/') ? null : load(file);
    if (entry) {
      // Hashed assets are immutable; everything else is revalidated.
      const immutable = pathname.startsWith('/assets/') && /\.[0-9a-f]{8}\./.test(pathname);
      send(req, res, 200, entry, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    // SPA fallback: a route (no file extension in the last segment) gets index.html.
    const lastSegment = pathname.split('/').pop() ?? '';
    const index = load(path.join(root, 'index.html'));
    if (!lastSegment.includes('.') && index) {
      send(req, res, 200, index, 'no-cache');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    url: origin,
    origin,
    port,
    setConfigJs(body) {
      configJs = body;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
