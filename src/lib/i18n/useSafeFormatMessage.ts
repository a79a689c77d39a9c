// For what can render outside the intl context (the spinner, the error fallback, toast buttons):
// there it formats with the default catalogue, so it never crashes or shows a raw id.
import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { defaultIntlShape } from './defaultMessages';

export function useSafeFormatMessage(): (id: string) => string {
  const intl = useContext(IntlContext);
  return useCallback((id: string) => (intl ?? defaultIntlShape()).formatMessage({ id }), [intl]);
}
