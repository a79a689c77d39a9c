/**
 * An amount as SPEC.md section 9 shows it, every digit on hover or keyboard focus (and for
 * screen readers). The wallet page has the same component; features do not share code, so a
 * move to src/components would let both use one.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useFormatters } from '@/lib/format';

/** VOTE is whole votes; every other currency the app knows has 18 decimals. */
const decimalsOf = (currency: string) => (currency === 'VOTE' ? 0 : 18);

export interface ExactAmountProps {
  value: string;
  currency: string;
  'data-testid'?: string;
}

export function ExactAmount({ value, currency, 'data-testid': testId }: ExactAmountProps) {
  const intl = useIntl();
  const format = useFormatters();
  // Whatever the server sent is shown in full on hover, even a fraction VOTE should not have.
  const exact = format.decimal(value, { maxFractionDigits: Math.max(decimalsOf(currency), value.split('.')[1]?.length ?? 0) });
  return (
    <Tooltip title={intl.formatMessage({ id: 'money.amount.exact' }, { amount: exact, currency })}>
      <Box
        component="span"
        tabIndex={0}
        // An amount and its currency read left to right inside right-to-left text too.
        dir="ltr"
        data-testid={testId}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', borderRadius: 0.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        {intl.formatMessage({ id: 'money.amount.withSymbol' }, { amount: format.balance(value), currency })}
      </Box>
    </Tooltip>
  );
}
