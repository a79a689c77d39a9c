/**
 * The one exact-amount display: an amount as SPEC.md section 9 shows it ('1,250.7'), with every digit on hover or keyboard
 * focus ('1,250.75 USDT'), which is also what screen readers read.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { isolateLtr, useFormatters } from '@/lib/format';
import { decimalsOf } from '@/lib/money/currencies';

export interface ExactAmountProps {
  /** A decimal string. */
  value: string;
  currency: string;
  /** Show the currency after the amount (default true). */
  withSymbol?: boolean;
  'data-testid'?: string;
}

// Made once: a page of amounts does not build its style anew per amount and render.
const AMOUNT_SX = {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  borderRadius: 0.5,
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
} as const;

export function ExactAmount({ value, currency, withSymbol = true, 'data-testid': testId }: ExactAmountProps) {
  const intl = useIntl();
  const format = useFormatters();
  const short = format.balance(value);
  // Every digit there is, even one a currency should not have (nothing is hidden on hover).
  const exact = format.decimal(value, {
    maxFractionDigits: Math.max(decimalsOf(currency), value.split('.')[1]?.length ?? 0),
  });
  // The tooltip is plain text in the page's direction: isolated like the amount itself.
  const title = isolateLtr(intl.formatMessage({ id: 'money.amount.exact' }, { amount: exact, currency }), intl.locale);
  return (
    <Tooltip title={title} describeChild={false}>
      <Box
        component="span"
        tabIndex={0}
        // An amount and its currency read left to right inside right-to-left text too.
        dir="ltr"
        data-testid={testId}
        data-exact={value}
        sx={AMOUNT_SX}
      >
        {withSymbol ? intl.formatMessage({ id: 'money.amount.withSymbol' }, { amount: short, currency }) : short}
      </Box>
    </Tooltip>
  );
}
