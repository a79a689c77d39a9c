// Tests run as a demo build (src/config/buildFlags.ts): demo mode and its fixtures are available.
process.env.APP_DEMO = '1';
// jsdom lacks a few browser APIs the app relies on; jest-fixed-jsdom already restores fetch,
// streams and TextEncoder for msw.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!window.scrollTo) {
  window.scrollTo = () => {};
}
