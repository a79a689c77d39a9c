/**
 * Browser helpers: Debian's Chromium through playwright-core, a request log per page, and
 * screenshots of a state at phone and desktop sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';
import { SCREENSHOTS_WANTED, screenshotsDir } from './paths';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Viewport = { width: number; height: number };

/** Touch-screen emulation for a phone; `userAgent` as the phone's browser (or a wallet's in-app browser) sends it. */
export interface PhoneDevice {
  userAgent: string;
}

/** Chrome on an Android phone. */
export const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = ensureChromium();
  // playwright-core gives every launch a fresh, empty user-data-dir of its own.
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, timeout: 30_000 });
}

export interface LoggedRequest {
  seq: number;
  method: string;
  url: string;
  resourceType: string;
  isNavigation: boolean;
  status?: number;
  failure?: string;
}

/** Every request a browser context makes (pages, workers, popups, web sockets), in order. */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private seq = 0;

  attach(context: BrowserContext): void {
    const byRequest = new WeakMap<object, LoggedRequest>();
    context.on('request', (request) => {
      const entry: LoggedRequest = {
        seq: this.seq++,
        method: request.method(),
        url: request.url(),
        resourceType: request.resourceType(),
        isNavigation: request.isNavigationRequest(),
      };
      byRequest.set(request, entry);
      this.entries.push(entry);
    });
    context.on('response', (response) => {
      const entry = byRequest.get(response.request());
      if (entry) entry.status = response.status();
    });
    context.on('requestfailed', (request) => {
      const entry = byRequest.get(request);
      if (entry) entry.failure = request.failure()?.errorText ?? 'failed';
    });
    const watchSockets = (page: Page) =>
      page.on('websocket', (socket) => {
        this.entries.push({
          seq: this.seq++,
          method: 'WEBSOCKET',
          url: socket.url(),
          resourceType: 'websocket',
          isNavigation: false,
        });
      });
    context.pages().forEach(watchSockets);
    context.on('page', watchSockets);
  }

  /** A position in the log; pass it as `since` to look only at later requests. */
  mark(): number {
    return this.seq;
  }

  find({
    method,
    path: pathPattern,
    since = 0,
  }: {
    method?: string;
    path?: string | RegExp;
    since?: number;
  }): LoggedRequest[] {
    return this.entries.filter((entry) => {
      if (entry.seq < since) return false;
      if (method && entry.method !== method.toUpperCase()) return false;
      if (pathPattern !== undefined) {
        let pathname: string;
        try {
          pathname = new URL(entry.url).pathname;
        } catch {
          return false;
        }
        if (typeof pathPattern === 'string' ? pathname !== pathPattern : !pathPattern.test(pathname)) return false;
      }
      return true;
    });
  }

  count(query: { method?: string; path?: string | RegExp; since?: number }): number {
    return this.find(query).length;
  }

  /** Requests to any origin outside `allowed` (http, https, ws, wss; data: and blob: are local). */
  foreign(allowed: readonly string[]): LoggedRequest[] {
    const origins = new Set(allowed.map((origin) => new URL(origin).origin));
    return this.entries.filter((entry) => {
      let url: URL;
      try {
        url = new URL(entry.url);
      } catch {
        return true;
      }
      if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return false;
      const asHttp = url.protocol.startsWith('ws')
        ? `${url.protocol === 'wss:' ? 'https' : 'http'}://${url.host}`
        : url.origin;
      return !origins.has(asHttp);
    });
  }

  describe(entries: readonly LoggedRequest[] = this.entries): string {
    return entries
      .map(
        (e) =>
          `  #${e.seq} ${e.method} ${e.url}${e.status ? ` -> ${e.status}` : ''}${e.failure ? ` (${e.failure})` : ''}`,
      )
      .join('\n');
  }
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  log: RequestLog;
  /** Uncaught page errors and console errors, printed when a test fails. */
  errors: string[];
}

/** A page in its own context (fresh storage), with a request log attached before any request. */
export async function newPage(
  browser: Browser,
  { viewport = VIEWPORTS.desktop, phone }: { viewport?: Viewport; phone?: PhoneDevice } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    ...(phone && { userAgent: phone.userAgent, isMobile: true, hasTouch: true }),
    locale: 'en-US',
    timezoneId: 'Asia/Saigon',
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const log = new RequestLog();
  log.attach(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return { page, context, log, errors };
}

function safeName(name: string): string {
  return name
    .replace(/[^a-z0-9._-]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * Screenshots of the page's current state at 375x812 and 1280x800 (full page), kept as
 * test-results/screenshots/NAME-375x812.png and NAME-1280x800.png; the viewport is restored.
 * `sizes` shoots other sizes instead, e.g. only the page's own viewport for a state that
 * switching layouts would not keep.
 */
export async function screenshot(
  page: Page,
  name: string,
  sizes: readonly Viewport[] = [VIEWPORTS.phone, VIEWPORTS.desktop],
): Promise<string[]> {
  if (!SCREENSHOTS_WANTED) return [];
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  try {
    for (const size of sizes) {
      await page.setViewportSize(size);
      // Let the layout settle after the resize (media queries, resize observers).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The layout switches 500 ms after a resize (debounced): wait past that.
      await page.waitForTimeout(700);
      const file = path.join(screenshotsDir, `${safeName(name)}-${size.width}x${size.height}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
      files.push(file);
    }
  } finally {
    if (original) await page.setViewportSize(original).catch(() => undefined);
  }
  return files;
}
