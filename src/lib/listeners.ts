// The subscribe half of every hand-written external store (useSyncExternalStore's `subscribe`),
// written once: a listener that unsubscribes while being told is safe.

export interface Listeners<Args extends unknown[] = []> {
  /** Adds a listener; returns its removal. */
  subscribe(listener: (...args: Args) => void): () => void;
  /** Tells every listener present when the call began. */
  notify(...args: Args): void;
  /** How many listeners there are now. */
  readonly size: number;
}

export function createListeners<Args extends unknown[] = []>(): Listeners<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(...args) {
      for (const listener of [...listeners]) listener(...args);
    },
    get size() {
      return listeners.size;
    },
  };
}
