export {};

declare global {
  interface Window {
    /** Set by /config.js before the bundle loads; validated by src/config/appConfig.ts. */
    APP_CONFIG?: unknown;
  }
}
