import { createIntl } from 'react-intl';
import ar from '@/locales/ar';
import enUS from '@/locales/en-US';
import { formatDecimal } from './decimal';
import { moneyText } from './money';

const LRI = '\u2066';
const PDI = '\u2069';
const count = (text: string, mark: string) => text.split(mark).length - 1;

describe('moneyText', () => {
  it('reads as the amount then its currency in English, with no bidi marks', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    expect(moneyText(intl, '1234.5', 'USDT')).toBe('1,234.5 USDT');
    // Every digit the currency has by default; fewer when asked.
    expect(moneyText(intl, '0.000000000000000001', 'BNB')).toBe('0.000000000000000001 BNB');
    expect(moneyText(intl, '0.123456', 'BNB', { maxFractionDigits: 2 })).toBe('0.12 BNB');
    expect(moneyText(intl, '12', 'VOTE')).toBe('12 VOTE');
  });

  it('isolates the amount and its currency once, as one left-to-right piece, in Arabic', () => {
    const intl = createIntl({ locale: 'ar', messages: ar });
    const text = moneyText(intl, '0.0000252', 'BNB');
    expect(text).toBe(`${LRI}${formatDecimal('0.0000252', 'ar', { maxFractionDigits: 18 })} BNB${PDI}`);
    expect([count(text, LRI), count(text, PDI)]).toEqual([1, 1]);
  });
});
