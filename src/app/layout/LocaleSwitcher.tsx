/**
 * Picks the language: a plain native select (light, and fully keyboard- and
 * screen-reader-friendly on every platform), styled to sit in the app bar.
 */
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { isAppLocale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/LocaleProvider';

export function LocaleSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const intl = useIntl();
  // Never disabled while a catalogue loads: that would drop keyboard focus mid-choice.
  const { locale, locales, setLocale } = useLocale();
  return (
    <Box
      component="select"
      value={locale}
      aria-label={intl.formatMessage({ id: 'common.locale.label' })}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        if (isAppLocale(event.target.value)) void setLocale(event.target.value);
      }}
      sx={{
        width: fullWidth ? '100%' : 'auto',
        minWidth: 120,
        font: 'inherit',
        fontSize: '0.875rem',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: 1,
        py: 0.75,
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {locales.map((info) => (
        <option key={info.code} value={info.code} lang={info.code}>
          {intl.formatMessage({ id: info.nameId })}
        </option>
      ))}
    </Box>
  );
}
