// The validated configuration, set once at start-up. Read it with `getConfig()` at call time, never
// at import time, so tests can install their own with `setConfig`.
import type { AppConfig } from './appConfig';

let current: AppConfig | null = null;

export function setConfig(config: AppConfig): void {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('The runtime configuration was read before start-up validated it.');
  return current;
}
