// For tests: the money catalogue (the balances and transactions pages' messages) over the app's, in
// the active locale, so those pages read right whether or not the locale index has it.
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import arMoney from '@/locales/ar/money.json';
import enMoney from '@/locales/en-US/money.json';
import viMoney from '@/locales/vi-VN/money.json';

const MONEY: Readonly<Record<string, Record<string, string>>> = { ar: arMoney, 'en-US': enMoney, 'vi-VN': viMoney };

export function WithMoneyMessages({ children }: { children: ReactNode }) {
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
