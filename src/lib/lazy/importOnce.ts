/**
 * `load` run once, its promise shared by every caller; after a failure (offline, a new
 * deployment) the next call runs it again instead of keeping the failure.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
