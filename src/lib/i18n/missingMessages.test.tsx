import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { createIntl, FormattedMessage, useIntl } from 'react-intl';
import enUS from '@/locales/en-US';
import viVN from '@/locales/vi-VN';
import { AppIntlProvider } from './AppIntlProvider';
import { missingMessageText, withMissingMessageFallback } from './missingMessages';

function FormattedTime() {
  const intl = useIntl();
  return <p>{intl.formatTime(Date.parse('2026-01-31T18:30:00Z'))}</p>;
}

describe('missing messages (SPEC.md section 8)', () => {
  it("renders '<id> is not yet translated' for an id the catalogue lacks", () => {
    render(
      <AppIntlProvider locale="vi-VN" messages={{ 'known.id': 'Xin chào' }}>
        <FormattedMessage id="known.id" />
        <p>
          <FormattedMessage id="home.nowhere" />
        </p>
      </AppIntlProvider>,
    );
    expect(screen.getByText('Xin chào')).toBeInTheDocument();
    expect(screen.getByText('home.nowhere is not yet translated')).toBeInTheDocument();
  });

  it('applies to the default locale too and to formatMessage', () => {
    function Label() {
      return <span>{useIntl().formatMessage({ id: 'register.field.missing' }, { name: 'x' })}</span>;
    }
    render(
      <AppIntlProvider locale="en-US" messages={enUS}>
        <Label />
      </AppIntlProvider>,
    );
    expect(screen.getByText(missingMessageText('register.field.missing'))).toBeInTheDocument();
  });

  it('leaves object internals alone', () => {
    const messages = withMissingMessageFallback({ a: 'A' });
    expect(messages.a).toBe('A');
    expect(Object.keys(messages)).toEqual(['a']);
    expect(typeof messages.toString).toBe('function');
    expect(Object.prototype.hasOwnProperty.call(messages, 'b')).toBe(true);
    expect(messages.b).toBe('b is not yet translated');
  });

  it('shows times in Asia/Saigon', () => {
    render(
      <AppIntlProvider locale="en-US" messages={enUS}>
        <FormattedTime />
      </AppIntlProvider>,
    );
    expect(screen.getByText('1:30 AM')).toBeInTheDocument();
  });
});

describe('catalogues', () => {
  const all = { 'en-US': enUS, 'vi-VN': viVN } as Record<string, Record<string, string>>;
  const others = Object.entries(all).filter(([locale]) => locale !== 'en-US');
  // A message's arguments, read by the ICU parser; `shown` leaves out plural selectors, which a
  // language without plural forms (Vietnamese) rightly does not use.
  const argumentsOf = (message: string, { shown = false } = {}) => {
    const names = new Set<string>();
    const walk = (elements: MessageFormatElement[]) => {
      for (const element of elements) {
        const isArgument = element.type !== TYPE.literal && element.type !== TYPE.pound;
        if (isArgument && 'value' in element && !(shown && element.type === TYPE.plural))
          names.add(String(element.value));
        if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
        if ('children' in element) walk(element.children);
      }
    };
    walk(parse(message));
    return [...names].sort();
  };
  const placeholders = (message: string) => argumentsOf(message);

  it.each(others)('%s has exactly the en-US ids', (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(enUS).sort());
  });

  it.each(others)('%s shows what en-US shows and uses no argument en-US lacks', (_locale, catalogue) => {
    for (const [id, message] of Object.entries(enUS as Record<string, string>)) {
      const translated = catalogue[id] ?? '';
      const known = argumentsOf(message);
      expect({ id, unknown: argumentsOf(translated).filter((name) => !known.includes(name)) }).toEqual({
        id,
        unknown: [],
      });
      const used = argumentsOf(translated);
      expect({ id, missing: argumentsOf(message, { shown: true }).filter((name) => !used.includes(name)) }).toEqual({
        id,
        missing: [],
      });
    }
  });

  it.each(Object.entries(all))('%s: every message is non-empty and formats without error', (locale, catalogue) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
    for (const [id, message] of Object.entries(catalogue)) {
      expect({ id, empty: message.trim() === '' }).toEqual({ id, empty: false });
      const values = Object.fromEntries(placeholders(message).map((name) => [name, 'x']));
      intl.formatMessage({ id }, values);
    }
    expect(errors).toEqual([]);
  });
});
