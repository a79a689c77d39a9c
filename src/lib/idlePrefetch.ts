// Has the browser fetch, not run, the wallet runtime's code once the first page is idle.
// See docs/performance.md#idle-prefetch.
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
