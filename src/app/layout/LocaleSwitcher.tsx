/** Picks the language; a native select, light and fully keyboard- and screen-reader-friendly. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import NativeSelect from '@mui/material/NativeSelect';
import { isAppLocale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/LocaleProvider';

export function LocaleSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const intl = useIntl();
  const { locale, locales, setLocale, switching } = useLocale();
  const id = useId();
  return (
    <NativeSelect
      value={locale}
      disabled={switching}
      fullWidth={fullWidth}
      onChange={(event) => {
        if (isAppLocale(event.target.value)) void setLocale(event.target.value);
      }}
      inputProps={{ id, 'aria-label': intl.formatMessage({ id: 'common.locale.label' }) }}
      sx={{ minWidth: 120 }}
    >
      {locales.map((info) => (
        <option key={info.code} value={info.code} lang={info.code}>
          {intl.formatMessage({ id: info.nameId })}
        </option>
      ))}
    </NativeSelect>
  );
}
