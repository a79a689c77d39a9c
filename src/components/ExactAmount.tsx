/**
 * The one exact-amount display: an amount as SPEC.md section 9 shows it ('1,250.7'), with every digit on hover or keyboard
 * focus ('1,250.75 USDT'), which is also what screen readers read.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Tooltip from '@mui/material/Tooltip';
import { isolateLtr, useFormatters } from '@/lib/format';
import { decimalsOf } from '@/lib/money/currencies';
import { themeStyles, useThemeClass } from './mui/themeStyles';

export interface ExactAmountProps {
  /** A decimal string. */
  value: string;
  currency: string;
  /** Show the currency after the amount (default true). */
  withSymbol?: boolean;
  'data-testid'?: string;
}

const amountStyles = themeStyles({
  position: 'relative',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  borderRadius: 0.5,
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
});

export function ExactAmount({ value, currency, withSymbol = true, 'data-testid': testId }: ExactAmountProps) {
  const intl = useIntl();
  const format = useFormatters();
  const className = useThemeClass(amountStyles);
  const [open, setOpen] = useState<boolean | null>(null);
  const short = format.balance(value);
  // Every digit there is, even one a currency should not have (nothing is hidden on hover).
  const exact = format.decimal(value, {
    maxFractionDigits: Math.max(decimalsOf(currency), value.split('.')[1]?.length ?? 0),
  });
  // The tooltip is plain text in the page's direction: isolated like the amount itself.
  const title = isolateLtr(intl.formatMessage({ id: 'money.amount.exact' }, { amount: exact, currency }), intl.locale);
  return (
    <span
      className={className}
      // Focusable: keyboard users reach every digit as pointer users do (SPEC.md section 9).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // An amount and its currency read left to right inside right-to-left text too.
      dir="ltr"
      data-testid={testId}
      data-exact={value}
      aria-label={title}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(event) => focusVisible(event.currentTarget) && setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {withSymbol ? intl.formatMessage({ id: 'money.amount.withSymbol' }, { amount: short, currency }) : short}
      {open !== null && <ExactTooltip title={title} open={open} onOpenChange={setOpen} />}
    </span>
  );
}

// Over the amount, for the tooltip to point at; not there for pointers, focus or screen readers.
const ANCHOR_STYLE = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

/**
 * Mounted at the first hover or focus: a page of amounts renders no tooltip until one is wanted.
 * It stays open while the pointer is over it, and Escape closes it (WCAG 1.4.13).
 */
function ExactTooltip({
  title,
  open,
  onOpenChange,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Tooltip
      title={title}
      open={open}
      onClose={() => onOpenChange(false)}
      slotProps={{ popper: { onMouseEnter: () => onOpenChange(true), onMouseLeave: () => onOpenChange(false) } }}
    >
      <span aria-hidden="true" style={ANCHOR_STYLE} />
    </Tooltip>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // A browser (or jsdom) without :focus-visible.
  }
}
