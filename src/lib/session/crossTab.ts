// Session changes passed between the origin's tabs, never a token (the tokens are in localStorage
// already): a BroadcastChannel, or a 'storage' event without one. A tab never hears its own.
import { ACCESS_TOKEN_KEY } from './sessionStorage';

export type CrossTabMessage = { type: 'signedOut' } | { type: 'expired' } | { type: 'signedIn'; userId: string };

export const SESSION_CHANNEL = 'staking.session';
export const SESSION_EVENT_KEY = 'session.event';

const senderId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface Envelope {
  sender: string;
  at: number;
  message: CrossTabMessage;
}

function isMessage(value: unknown): value is CrossTabMessage {
  const message = value as Partial<CrossTabMessage & { userId: unknown }> | null;
  if (!message || typeof message !== 'object') return false;
  if (message.type === 'signedOut' || message.type === 'expired') return true;
  return message.type === 'signedIn' && typeof message.userId === 'string' && message.userId !== '';
}

function readEnvelope(value: unknown): CrossTabMessage | null {
  const envelope = value as Partial<Envelope> | null;
  if (!envelope || typeof envelope !== 'object' || envelope.sender === senderId) return null;
  return isMessage(envelope.message) ? envelope.message : null;
}

let channel: BroadcastChannel | null | undefined;
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
      // Node (tests) would keep the process alive for it.
      (channel as { unref?: () => void } | null)?.unref?.();
    } catch {
      channel = null;
    }
  }
  return channel;
}

export function broadcastSessionChange(message: CrossTabMessage): void {
  const envelope: Envelope = { sender: senderId, at: Date.now(), message };
  const bc = getChannel();
  if (bc) {
    bc.postMessage(envelope);
    return;
  }
  try {
    // A new value every time, so the same message twice still fires the event.
    window.localStorage.setItem(SESSION_EVENT_KEY, JSON.stringify(envelope));
  } catch {
    // No storage: no other tab shares this session either.
  }
}

/** Calls `listener` for every message of another tab; returns the unsubscribe. */
export function onSessionChange(listener: (message: CrossTabMessage) => void): () => void {
  const bc = getChannel();
  if (bc) {
    const onMessage = (event: MessageEvent) => {
      const message = readEnvelope(event.data);
      if (message) listener(message);
    };
    bc.addEventListener('message', onMessage);
    return () => bc.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_EVENT_KEY || !event.newValue) return;
    try {
      const message = readEnvelope(JSON.parse(event.newValue));
      if (message) listener(message);
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Calls `listener` when another tab removes the stored access token, which every end of a session
 * there does, message or not. Returns the unsubscribe.
 */
export function onStoredTokenRemoved(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage.
    const removed = event.key === ACCESS_TOKEN_KEY ? event.newValue === null : event.key === null;
    if (removed && event.storageArea === window.localStorage && !window.localStorage.getItem(ACCESS_TOKEN_KEY))
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Tests: forget the channel (jsdom's BroadcastChannel may be replaced per test). */
export function resetCrossTabForTests(): void {
  channel?.close();
  channel = undefined;
}
