/**
 * Shown instead of the app when /config.js is missing a key or holds a malformed one: the
 * person deploying sees which key to fix, never a blank screen.
 */
import { FormattedMessage, IntlProvider } from 'react-intl';
import type { ConfigParseResult } from '@/config/appConfig';
import { DEFAULT_LOCALE, defaultMessages } from '@/lib/i18n/defaultMessages';

type Problem = Extract<ConfigParseResult, { ok: false }>;

const style = {
  page: { fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '10vh auto', padding: 24, lineHeight: 1.5 },
  key: { fontFamily: 'ui-monospace, monospace', background: '#f1f3f5', padding: '2px 6px', borderRadius: 4 },
} as const;

export function ConfigErrorPage({ problem }: { problem: Problem }) {
  const key = <code style={style.key}>{problem.key}</code>;
  return (
    <IntlProvider locale={DEFAULT_LOCALE} messages={defaultMessages} timeZone="Asia/Saigon">
      <main style={style.page} role="alert">
        <h1>
          <FormattedMessage id="config.invalid.title" />
        </h1>
        <p>
          {problem.problem === 'missing' ? (
            <FormattedMessage id="config.invalid.missing" values={{ key }} />
          ) : (
            <FormattedMessage id="config.invalid.malformed" values={{ key, expected: problem.expected }} />
          )}
        </p>
        <p>
          <FormattedMessage id="config.invalid.hint" />
        </p>
      </main>
    </IntlProvider>
  );
}
