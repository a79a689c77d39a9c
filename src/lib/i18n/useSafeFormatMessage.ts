/**
 * For the few pieces that can render before (or outside) the intl context: the start-up
 * spinner, the error fallback, toast buttons. Inside the context it formats as usual; outside
 * it formats with the default catalogue, so they never crash and never show a raw id.
 */
import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { defaultIntlShape } from './defaultMessages';

export function useSafeFormatMessage(): (id: string) => string {
  const intl = useContext(IntlContext);
  return useCallback((id: string) => (intl ?? defaultIntlShape()).formatMessage({ id }), [intl]);
}
