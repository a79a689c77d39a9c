/**
 * Code the app will probably need soon but must not run yet (the wallet runtime: wagmi, viem
 * and the connectors, and the wallet controls). The build lists its files in index.html
 * (`<script type="application/json" id="idle-prefetch">`, webpack.config.ts); once the first
 * page is on screen and the browser is idle, the browser fetches them at low priority
 * (`<link rel="prefetch">`) without parsing or running them. When a wallet is chosen, the
 * import() then finds them in the cache and only has to run them.
 */
export const IDLE_PREFETCH_ELEMENT_ID = 'idle-prefetch';

let done = false;

/** The files index.html lists; none when it lists none or the list is unreadable. */
export function idlePrefetchFiles(doc: Document = document): string[] {
  const text = doc.getElementById(IDLE_PREFETCH_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the prefetch links, once per page. */
export function prefetchIdleChunks(doc: Document = document): void {
  if (done) return;
  done = true;
  for (const href of idlePrefetchFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.appendChild(link);
  }
}

/** Tests: forget that the links were added. */
export function resetIdlePrefetchForTests(): void {
  done = false;
}
