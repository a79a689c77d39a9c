/**
 * react-intl configured the one way the app uses it: Asia/Saigon time, en-US as the default
 * locale, and the missing-message fallback of SPEC.md section 8.
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Messages } from '@/locales';
import { DEFAULT_LOCALE, TIME_ZONE } from './locales';
import { withMissingMessageFallback } from './missingMessages';

const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  // Missing messages are handled by the fallback text; anything else is a catalogue bug.
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  if (process.env.NODE_ENV !== 'production') console.error(error);
};

export interface AppIntlProviderProps {
  locale: string;
  messages: Messages;
  children: ReactNode;
}

export function AppIntlProvider({ locale, messages, children }: AppIntlProviderProps) {
  const withFallback = useMemo(() => withMissingMessageFallback(messages), [messages]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      timeZone={TIME_ZONE}
      messages={withFallback}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
