/**
 * Per-request fault injection for the fixture server, armed by tests over HTTP:
 *
 *   POST /__control/faults  {"method":"POST","path":"/api/user-balance/transfer-vote","mode":"drop","carryOut":true,"times":1}
 *   GET  /__control/faults  {"armed":[...],"hits":[{"method","path","mode","carriedOut"}]}
 *   DELETE /__control/faults                       disarm all, forget the hits
 *
 * Modes: 'status500' (JSON-less 500), 'html502' (a proxy's HTML error page), 'empty' (200, no
 * body), 'malformed' (200, broken JSON), 'drop' (the connection is cut mid-answer), 'slow' (the
 * real answer, after `delayMs`, default 11 s: past the app's 10 s timeout). With `carryOut`
 * the request is first carried out by the real handlers (the server DID it) and only the answer
 * is replaced; 'slow' always carries out. `path` matches the request path exactly (no query).
 */
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { CORS_HEADERS } from '@/testing/mocks/handlers/http';

export type FaultMode = 'status500' | 'html502' | 'empty' | 'malformed' | 'drop' | 'slow';
export const FAULT_MODES: readonly FaultMode[] = ['status500', 'html502', 'empty', 'malformed', 'drop', 'slow'];

export interface Fault {
  method: string;
  path: string;
  mode: FaultMode;
  carryOut: boolean;
  /** How many matching requests it applies to. */
  times: number;
  delayMs: number;
}

export interface FaultHit {
  method: string;
  path: string;
  mode: FaultMode;
  carriedOut: boolean;
}

export const SLOW_DEFAULT_MS = 11_000;

export function parseFault(body: unknown): Fault | string {
  const input = (body ?? {}) as Record<string, unknown>;
  const method = typeof input.method === 'string' ? input.method.toUpperCase() : '';
  const path = typeof input.path === 'string' ? input.path : '';
  const mode = input.mode as FaultMode;
  if (!method || !path.startsWith('/')) return 'method and path (starting with /) are required';
  if (!FAULT_MODES.includes(mode)) return `mode must be one of ${FAULT_MODES.join(', ')}`;
  const times = typeof input.times === 'number' && input.times > 0 ? Math.floor(input.times) : 1;
  const delayMs = typeof input.delayMs === 'number' && input.delayMs >= 0 ? input.delayMs : SLOW_DEFAULT_MS;
  return { method, path, mode, carryOut: mode === 'slow' || input.carryOut === true, times, delayMs };
}

/** Answers the fault on the real response (after the request was carried out, or instead of it). */
function answer(
  fault: Fault,
  res: Response,
  real?: { status: number; headers: Record<string, unknown>; body: Buffer },
): void {
  const send = (status: number, type: string | null, body: string) => {
    res.status(status).set(CORS_HEADERS);
    if (type) res.type(type);
    res.end(body);
  };
  switch (fault.mode) {
    case 'status500':
      return send(500, null, '');
    case 'html502':
      return send(502, 'html', '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>');
    case 'empty':
      return send(200, 'json', '');
    case 'malformed':
      return send(200, 'json', '{"id": "tx_1", "amount": ');
    case 'drop':
      // Cut mid-answer: with no byte received, Chromium silently retries the request on a
      // fresh connection (even a POST on a reused one), which is not the fault being tested.
      res.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
      res.write('{"id": ');
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    case 'slow':
      setTimeout(() => {
        if (res.socket?.destroyed) return; // The browser gave up and closed it.
        res.status(real?.status ?? 200);
        for (const [name, value] of Object.entries(real?.headers ?? {}))
          if (value !== undefined) res.setHeader(name, value as string);
        res.end(real?.body ?? '');
      }, fault.delayMs);
  }
}

/**
 * Runs `handler` with the response captured instead of sent: resolves with what it would have
 * answered.
 */
function capture(
  handler: RequestHandler,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const headers: Record<string, unknown> = {};
    let status = 200;
    const proxy = Object.create(res) as Response;
    const toBuffer = (chunk: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? chunk : '');
    Object.assign(proxy, {
      statusCode: 200,
      setHeader(name: string, value: unknown) {
        headers[name.toLowerCase()] = value;
        return proxy;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      removeHeader: (name: string) => delete headers[name.toLowerCase()],
      writeHead(code: number, more?: Record<string, unknown>) {
        status = code;
        for (const [name, value] of Object.entries(more ?? {})) headers[name.toLowerCase()] = value;
        return proxy;
      },
      write(chunk: unknown) {
        chunks.push(toBuffer(chunk));
        return true;
      },
      end(chunk?: unknown) {
        if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk));
        resolve({ status: proxy.statusCode !== 200 ? proxy.statusCode : status, headers, body: Buffer.concat(chunks) });
        return proxy;
      },
    });
    void handler(req, proxy, next);
  });
}

export function createFaults() {
  let armed: Fault[] = [];
  let hits: FaultHit[] = [];

  const take = (req: Request): Fault | null => {
    const index = armed.findIndex((fault) => fault.method === req.method && fault.path === req.path);
    if (index === -1) return null;
    const fault = armed[index] as Fault;
    fault.times -= 1;
    if (fault.times <= 0) armed = armed.filter((_, i) => i !== index);
    return fault;
  };

  return {
    arm(fault: Fault) {
      armed.push(fault);
    },
    reset() {
      armed = [];
      hits = [];
    },
    report() {
      return { armed, hits };
    },
    /** Express middleware in front of `handler` (the msw middleware). */
    wrap(handler: RequestHandler): RequestHandler {
      return (req, res, next) => {
        const fault = take(req);
        if (!fault) return void handler(req, res, next);
        hits.push({ method: req.method, path: req.path, mode: fault.mode, carriedOut: fault.carryOut });
        if (!fault.carryOut) return answer(fault, res);
        void capture(handler, req, res, next).then((real) => answer(fault, res, real));
      };
    },
  };
}
