// The support export: one JSON file Redux DevTools can import, plus a `diagnostics` section.
// Secrets and personal data are redacted wherever they appear (docs/support.md, "Support: the
// diagnostics export"); the signed-in user's own stay only when they tick the box.
import type { AppConfig } from '@/config/appConfig';
import { getAccessToken, getSessionId } from '@/lib/session';
import { REDACTED } from '@/lib/store/redactSecrets';
import { userRpcUrlValues } from '@/lib/wallet/userRpcUrls';
import { recentErrors } from './errorLog';
import { activeRecorder, RECORDED_ACTIONS } from './recorder';
import { readDiagnosticsSections, readPersonalData } from './sections';

export const PERSONAL_REDACTED = '[redacted personal data]';
export const DIAGNOSTICS_FORMAT = 'staking-diagnostics/1';

const SECRET_KEY =
  /(access_?token|refresh_?token|session_?id|client_?secret|signature|password|secret|authorization|api_?key|^token$)/i;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** Keys whose value names a person, whoever it is. */
const PERSONAL_KEY = /^(email|name|username)$/i;

export interface DiagnosticsOptions {
  /** The user ticked "include my name and email". */
  includePersonal: boolean;
  locale: string;
  config: AppConfig | null;
  now?: Date;
}

interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: unknown;
  timestamp: number;
}

export interface DiagnosticsExport {
  actionsById: Record<number, LiftedAction>;
  computedStates: Array<{ state: unknown }>;
  committedState: unknown;
  currentStateIndex: number;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  monitorState: Record<string, never>;
  isLocked: boolean;
  isPaused: boolean;
  diagnostics: Record<string, unknown>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A JSON-safe, secret-free deep copy, each shared object copied once. Personal values are replaced
 * wherever they appear, unless `allowed` (the user's own, when they agreed).
 */
function makeSanitizer(
  secrets: readonly string[],
  personal: readonly string[],
  allowed: ReadonlySet<string>,
): (value: unknown) => unknown {
  const memo = new Map<object, unknown>();
  const secretPattern = secrets.length > 0 ? new RegExp(secrets.map(escapeRegExp).join('|'), 'g') : null;
  // Longest first: a username inside an email must not leave the rest of the email behind.
  const byLength = [...personal].sort((a, b) => b.length - a.length);
  const personalPattern = byLength.length > 0 ? new RegExp(byLength.map(escapeRegExp).join('|'), 'gi') : null;
  const cleanString = (text: string): string => {
    let result = text.replace(JWT, REDACTED);
    if (secretPattern) result = result.replace(secretPattern, REDACTED);
    if (personalPattern) result = result.replace(personalPattern, PERSONAL_REDACTED);
    return result;
  };
  const sanitize = (value: unknown): unknown => {
    if (typeof value === 'string') return cleanString(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (typeof value !== 'object' || value === null) return value;
    const known = memo.get(value);
    if (known !== undefined) return known;
    if (value instanceof Error) return { name: value.name, message: cleanString(value.message) };
    if (Array.isArray(value)) {
      const copy: unknown[] = [];
      memo.set(value, copy);
      for (const item of value) copy.push(sanitize(item) ?? null);
      return copy;
    }
    const copy: Record<string, unknown> = {};
    memo.set(value, copy);
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEY.test(key) && inner !== null && inner !== undefined && inner !== '') copy[key] = REDACTED;
      else if (PERSONAL_KEY.test(key) && typeof inner === 'string' && inner !== '' && !allowed.has(inner))
        copy[key] = PERSONAL_REDACTED;
      else {
        const clean = sanitize(inner);
        if (clean !== undefined) copy[cleanString(key)] = clean;
      }
    }
    return copy;
  };
  return sanitize;
}

function configWithoutSecrets(config: AppConfig | null): unknown {
  if (!config) return null;
  return {
    ...config,
    clientSecret: config.clientSecret ? REDACTED : '',
    nameLookupApiKey: config.nameLookupApiKey ? REDACTED : '',
  };
}

export function buildDiagnosticsExport({
  includePersonal,
  locale,
  config,
  now = new Date(),
}: DiagnosticsOptions): DiagnosticsExport {
  // The user's own RPC URLs may carry a provider's key (in an error message naming the URL, say).
  const secrets = [
    getAccessToken(),
    getSessionId(),
    config?.clientSecret,
    config?.nameLookupApiKey,
    ...userRpcUrlValues(),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 4);
  const history = activeRecorder()?.history() ?? { committedState: undefined, entries: [], personalValues: [] };
  // The box covers the signed-in user's own values; anyone else's are never included.
  const own = new Set(includePersonal ? readPersonalData() : []);
  const personal = [...new Set([...history.personalValues, ...readPersonalData()])].filter(
    (value) => value.trim().length >= 2 && !own.has(value),
  );
  const sanitize = makeSanitizer(secrets, personal, own);
  const committedState = sanitize(history.committedState) ?? {};
  const startedAt = history.entries[0]?.timestamp ?? now.getTime();

  const actionsById: Record<number, LiftedAction> = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: startedAt },
  };
  const computedStates: Array<{ state: unknown }> = [{ state: committedState }];
  history.entries.forEach((entry, index) => {
    actionsById[index + 1] = { type: 'PERFORM_ACTION', action: sanitize(entry.action), timestamp: entry.timestamp };
    computedStates.push({ state: sanitize(entry.state) ?? {} });
  });
  const count = history.entries.length;

  return {
    actionsById,
    computedStates,
    committedState,
    currentStateIndex: count,
    nextActionId: count + 1,
    stagedActionIds: Array.from({ length: count + 1 }, (_, id) => id),
    skippedActionIds: [],
    monitorState: {},
    isLocked: false,
    isPaused: false,
    diagnostics: sanitize({
      format: DIAGNOSTICS_FORMAT,
      exportedAt: now.toISOString(),
      appVersion: process.env.APP_VERSION ?? 'unknown',
      page: typeof window === 'undefined' ? null : window.location.pathname,
      userAgent: typeof navigator === 'undefined' ? null : navigator.userAgent,
      locale,
      personalDataIncluded: includePersonal,
      recordedActions: `the last ${count} of at most ${RECORDED_ACTIONS}`,
      config: configWithoutSecrets(config),
      lastErrors: recentErrors(),
      ...readDiagnosticsSections(),
    }) as Record<string, unknown>,
  };
}

export function diagnosticsFileName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');
  return `staking-diagnostics-${stamp}.json`;
}

/** Saves the export as a file through the browser's download. */
export function downloadDiagnostics(data: DiagnosticsExport, now = new Date()): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = diagnosticsFileName(now);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
