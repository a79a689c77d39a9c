import {
  idlePrefetchFiles,
  IDLE_PREFETCH_ELEMENT_ID,
  prefetchIdleChunks,
  resetIdlePrefetchForTests,
} from './idlePrefetch';

function list(content: string): void {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = IDLE_PREFETCH_ELEMENT_ID;
  data.textContent = content;
  document.head.appendChild(data);
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  resetIdlePrefetchForTests();
});

describe('idle prefetch', () => {
  it('adds one low-priority prefetch link per listed file, once', () => {
    list('["/assets/wallet-runtime.1.js","/assets/42.2.js"]');
    prefetchIdleChunks();
    prefetchIdleChunks();
    expect(prefetchLinks()).toEqual(['/assets/wallet-runtime.1.js', '/assets/42.2.js']);
    expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('as')).toBe('script');
  });

  it('does nothing without a list, or with one it cannot read', () => {
    expect(idlePrefetchFiles()).toEqual([]);
    list('not json');
    expect(idlePrefetchFiles()).toEqual([]);
    document.head.innerHTML = '';
    list('{"a":1}');
    prefetchIdleChunks();
    expect(prefetchLinks()).toEqual([]);
  });

  it('keeps only the strings of the list', () => {
    list('["/assets/a.js", 3, null]');
    expect(idlePrefetchFiles()).toEqual(['/assets/a.js']);
  });
});
