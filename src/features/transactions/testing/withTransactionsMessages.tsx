// For tests: the money catalogue (where the transactions pages' messages live) over the app's, in
// the active locale, so the pages read right whether or not the locale index has it.
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import enMoney from '@/locales/en-US/money.json';
import viMoney from '@/locales/vi-VN/money.json';

const MONEY: Readonly<Record<string, Record<string, string>>> = { 'en-US': enMoney, 'vi-VN': viMoney };

export function WithTransactionsMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(MONEY[intl.locale] ?? enMoney) }),
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      timeZone={intl.timeZone}
      defaultLocale="en-US"
      messages={messages}
      onError={() => {}}
    >
      {children}
    </IntlProvider>
  );
}
