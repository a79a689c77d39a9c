// Shown instead of the app when /config.js has a missing, malformed or implausible key, so the
// person deploying sees which key to fix and why, never a blank screen.
import { FormattedMessage, IntlProvider } from 'react-intl';
import type { ConfigParseResult, ConfigProblem } from '@/config/appConfig';
import { DEFAULT_LOCALE, defaultMessages } from '@/lib/i18n/defaultMessages';
// Not in the first page's catalogue: only this page, its own chunk, shows them.
import configMessages from '@/locales/en-US/config.json';

type Problem = Extract<ConfigParseResult, { ok: false }>;

const messages = { ...defaultMessages, ...configMessages } as typeof defaultMessages;

const MESSAGE_IDS: Record<ConfigProblem, string> = {
  missing: 'config.invalid.missing',
  malformed: 'config.invalid.malformed',
  zeroAddress: 'config.invalid.zeroAddress',
  placeholder: 'config.invalid.placeholder',
  demoInProduction: 'config.invalid.demoInProduction',
  demoOnMainnet: 'config.invalid.demoOnMainnet',
  demoNotInBuild: 'config.invalid.demoNotInBuild',
  insecureUrl: 'config.invalid.insecureUrl',
  imageOrigin: 'config.invalid.imageOrigin',
};

const style = {
  page: { fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '10vh auto', padding: 24, lineHeight: 1.5 },
  key: { fontFamily: 'ui-monospace, monospace', background: '#f1f3f5', padding: '2px 6px', borderRadius: 4 },
} as const;

export function ConfigErrorPage({ problem }: { problem: Problem }) {
  const key = <code style={style.key}>{problem.key}</code>;
  return (
    <IntlProvider locale={DEFAULT_LOCALE} messages={messages} timeZone="Asia/Saigon">
      <main style={style.page} role="alert">
        <h1>
          <FormattedMessage id="config.invalid.title" />
        </h1>
        <p>
          <FormattedMessage id={MESSAGE_IDS[problem.problem]} values={{ key, expected: problem.expected }} />
        </p>
        <p>
          <FormattedMessage id="config.invalid.hint" />
        </p>
      </main>
    </IntlProvider>
  );
}
