/**
 * Picks the language: a plain native select (light, and fully keyboard- and
 * screen-reader-friendly on every platform), styled to sit in the app bar (shell.css).
 */
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { isAppLocale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/LocaleProvider';

export function LocaleSwitcher({ fullWidth = false, inBar = false }: { fullWidth?: boolean; inBar?: boolean }) {
  const intl = useIntl();
  // Never disabled while a catalogue loads: that would drop keyboard focus mid-choice.
  const { locale, locales, setLocale } = useLocale();
  return (
    <select
      className={`app-locale-select${fullWidth ? ' app-locale-select--full' : ''}${inBar ? ' app-locale-select--bar' : ''}`}
      value={locale}
      aria-label={intl.formatMessage({ id: 'common.locale.label' })}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        if (isAppLocale(event.target.value)) void setLocale(event.target.value);
      }}
    >
      {locales.map((info) => (
        <option key={info.code} value={info.code} lang={info.code}>
          {intl.formatMessage({ id: info.nameId })}
        </option>
      ))}
    </select>
  );
}
