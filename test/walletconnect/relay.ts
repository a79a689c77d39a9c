/**
 * A local WalletConnect relay for the browser tests: a WebSocket server that speaks the relay
 * protocol of the pinned SDK (@walletconnect/core 2.25, methods named in @walletconnect/relay-api):
 *
 *   irn_subscribe / irn_batchSubscribe        -> the subscription id(s); stored messages follow
 *   irn_unsubscribe / irn_batchUnsubscribe    -> true
 *   irn_publish / irn_batchPublish            -> true; pushed to the topic's other subscribers
 *   irn_batchFetchMessages                    -> {messages, hasMore: false}: what is not yet acknowledged
 *   wc_proposeSession {pairingTopic, sessionProposal}: publishes the proposal and subscribes the
 *     dapp to the pairing topic (sign-client's sendProposeSession; it skips irn_subscribe);
 *   wc_approveSession {sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest}:
 *     publishes both and subscribes the wallet to the session topic;
 *   irn_subscription (relay -> client) {id, data: {topic, message, publishedAt, attestation, tag}},
 *     acknowledged by the client with `{id, result: true}`.
 *
 * Messages are kept per topic until their ttl runs out, so a subscriber that arrives late (the
 * wallet pairing after the proposal was published, a page reloaded) still gets them; a client
 * never gets its own messages back. The SDK authenticates with a JWT in the URL query
 * (`?auth=<jwt>&ua=wc-2/js-2.25.0/...&projectId=...&useOnCloseEvent=true`): any is accepted,
 * and its issuer (the client's did:key) names the client across reconnects.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { waitForRecord } from './waitFor';

export interface RelayMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  /** The method that brought it (irn_publish, wc_proposeSession, wc_approveSession). */
  via: string;
  from: string;
  expiresAt: number;
  attestation?: string;
  /** Clients that acknowledged it. */
  acked: Set<string>;
}

export interface RelayCall {
  at: number;
  clientId: string;
  method: string;
  params: unknown;
}

export interface Relay {
  /** ws://127.0.0.1:PORT, the value of walletConnectRelayUrl. */
  url: string;
  /** The http:// form of the origin, for the e2e harness's allowOrigin. */
  origin: string;
  /** Every request a client sent, in order (tests time the proposal and the requests by it). */
  calls: RelayCall[];
  /** The connections' URL queries, in order. */
  connections: URLSearchParams[];
  /** Resolves with the first call (after `since`) matching `method` (and `predicate`). */
  waitForCall(
    method: string,
    options?: { since?: number; timeoutMs?: number; predicate?: (call: RelayCall) => boolean },
  ): Promise<RelayCall>;
  /** Closes every client's socket (they reconnect by themselves). */
  dropConnections(): void;
  /** Refuses (true) or accepts (false) new connections: a relay that cannot be reached. */
  setRefusing(refusing: boolean): void;
  close(): Promise<void>;
}

interface Client {
  id: string;
  socket: WebSocket;
  /** topic -> subscription id */
  subscriptions: Map<string, string>;
}

type JsonRpcId = string;

const DEFAULT_TTL_S = 300;

function readClientId(auth: string | null, fallback: string): string {
  if (!auth) return fallback;
  try {
    const payload = JSON.parse(Buffer.from(auth.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      iss?: unknown;
    };
    return typeof payload.iss === 'string' && payload.iss ? payload.iss : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The request's id exactly as sent: the SDK's ids are 19-digit numbers (getBigIntRpcId), past
 * what JSON.parse keeps, and the answer must carry the same digits.
 */
function rawId(text: string, parsed: { id?: unknown }): JsonRpcId {
  const match = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/.exec(text);
  return match?.[1] ?? JSON.stringify(parsed.id ?? null);
}

export async function startRelay({ port = 0 }: { port?: number } = {}): Promise<Relay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${actualPort}`;
  const clients = new Set<Client>();
  const messages: RelayMessage[] = [];
  const calls: RelayCall[] = [];
  const connections: URLSearchParams[] = [];
  const waiters = new Set<() => void>();
  /** Pushed messages awaiting their acknowledgement: push id -> [client, message]. */
  const inFlight = new Map<number, [Client, RelayMessage]>();
  let nextPushId = 1;
  let refusing = false;

  const live = () => {
    const now = Date.now();
    for (let i = messages.length - 1; i >= 0; i--)
      if ((messages[i] as RelayMessage).expiresAt < now) messages.splice(i, 1);
    return messages;
  };

  const subscriptionId = (client: Client, topic: string) =>
    crypto
      .createHash('sha256')
      .update(topic + client.id)
      .digest('hex');

  function push(client: Client, stored: RelayMessage): void {
    const subId = client.subscriptions.get(stored.topic);
    if (!subId || stored.from === client.id || stored.acked.has(client.id)) return;
    if (client.socket.readyState !== client.socket.OPEN) return;
    const id = nextPushId++;
    inFlight.set(id, [client, stored]);
    client.socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subId,
          data: {
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            tag: stored.tag,
            ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {}),
          },
        },
      }),
    );
  }

  function store(from: Client, via: string, topic: string, message: string, params: Record<string, unknown>): void {
    if (typeof topic !== 'string' || typeof message !== 'string' || !topic || !message) return;
    const ttl = typeof params.ttl === 'number' && params.ttl > 0 ? params.ttl : DEFAULT_TTL_S;
    const stored: RelayMessage = {
      topic,
      message,
      publishedAt: Date.now(),
      tag: typeof params.tag === 'number' ? params.tag : 0,
      via,
      from: from.id,
      expiresAt: Date.now() + ttl * 1000,
      acked: new Set(),
      // Kept even when empty: an empty attestation tells the wallet not to ask the verify host.
      ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
    };
    live().push(stored);
    for (const client of clients) push(client, stored);
  }

  function subscribe(client: Client, topic: string): string {
    const id = subscriptionId(client, topic);
    client.subscriptions.set(topic, id);
    // After the answer, as the real relay does: the mailbox of a late subscriber.
    setTimeout(() => {
      for (const stored of live()) if (stored.topic === topic) push(client, stored);
    }, 0);
    return id;
  }

  function handle(client: Client, method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, String(params.topic));
      case 'irn_batchSubscribe':
        return (Array.isArray(params.topics) ? params.topics : []).map((topic) => subscribe(client, String(topic)));
      case 'irn_unsubscribe':
        client.subscriptions.delete(String(params.topic));
        return true;
      case 'irn_batchUnsubscribe':
        for (const sub of Array.isArray(params.subscriptions) ? params.subscriptions : []) {
          client.subscriptions.delete(String((sub as { topic?: unknown }).topic));
        }
        return true;
      case 'irn_publish':
        store(client, method, String(params.topic), String(params.message), params);
        return true;
      case 'irn_batchPublish':
        for (const item of Array.isArray(params.messages) ? params.messages : []) {
          const entry = item as Record<string, unknown>;
          store(client, method, String(entry.topic), String(entry.message), entry);
        }
        return true;
      case 'irn_batchFetchMessages': {
        const topics = new Set((Array.isArray(params.topics) ? params.topics : []).map(String));
        const pending = live().filter(
          (stored) => topics.has(stored.topic) && stored.from !== client.id && !stored.acked.has(client.id),
        );
        for (const stored of pending) stored.acked.add(client.id);
        return {
          messages: pending.map((stored) => ({
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            tag: stored.tag,
            ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {}),
          })),
          hasMore: false,
        };
      }
      // 2.25's proposer and approver skip irn_subscribe (skipSubscribe): these subscribe them.
      case 'wc_proposeSession':
        subscribe(client, String(params.pairingTopic));
        store(client, method, String(params.pairingTopic), String(params.sessionProposal), params);
        return true;
      case 'wc_approveSession':
        subscribe(client, String(params.sessionTopic));
        store(client, method, String(params.pairingTopic), String(params.sessionProposalResponse), params);
        store(client, method, String(params.sessionTopic), String(params.sessionSettlementRequest), params);
        return true;
      default:
        throw new Error(`Method not found: ${method}`);
    }
  }

  server.on('connection', (socket, request) => {
    const query = new URL(request.url ?? '/', url).searchParams;
    if (refusing) {
      socket.terminate();
      return;
    }
    connections.push(query);
    const client: Client = {
      id: readClientId(query.get('auth'), crypto.randomUUID()),
      socket,
      subscriptions: new Map(),
    };
    clients.add(client);
    // The SDK in Node drops a connection that stays silent for 35 s; the real relay pings.
    const ping = setInterval(() => socket.ping(), 10_000);
    socket.on('close', () => {
      clearInterval(ping);
      clients.delete(client);
    });
    socket.on('message', (data) => {
      const text = data.toString();
      let payload: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown };
      try {
        payload = JSON.parse(text) as typeof payload;
      } catch {
        return;
      }
      if (typeof payload.method !== 'string') {
        // The acknowledgement of an irn_subscription push.
        const acked = inFlight.get(Number(payload.id));
        if (acked && acked[0] === client) {
          inFlight.delete(Number(payload.id));
          acked[1].acked.add(client.id);
        }
        return;
      }
      const id = rawId(text, payload);
      const params = (payload.params ?? {}) as Record<string, unknown>;
      calls.push({ at: Date.now(), clientId: client.id, method: payload.method, params });
      let answer: string;
      try {
        const result = handle(client, payload.method, params);
        answer = `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
      } catch (error) {
        answer = `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code: -32601, message: (error as Error).message })}}`;
      }
      socket.send(answer);
      for (const wake of waiters) wake();
    });
  });

  return {
    url,
    origin: `http://127.0.0.1:${actualPort}`,
    calls,
    connections,
    waitForCall(method, { since = 0, timeoutMs = 15_000, predicate } = {}) {
      return waitForRecord(
        calls,
        waiters,
        (call) => call.at >= since && call.method === method && (!predicate || predicate(call)),
        timeoutMs,
        `The relay received no ${method}`,
      );
    },
    dropConnections() {
      for (const client of clients) client.socket.terminate();
    },
    setRefusing(value) {
      refusing = value;
      if (value) for (const client of clients) client.socket.terminate();
    },
    close() {
      for (const client of clients) client.socket.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
