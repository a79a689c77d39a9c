/**
 * The pager under a list shown a page at a time (src/lib/paging/usePager), memoised: a refresh or
 * a page fetched ahead leaves it alone. `labels` come from the list's own messages, kept stable.
 * Plain buttons and a native select under one style rule, as the data tables: MUI's
 * TablePagination rebuilt a dozen styled parts at every page change
 * (docs/performance.md#lists-and-page-changes).
 */
import { memo, useId } from 'react';
import type { Theme } from '@mui/material/styles';
import { themeStyles, useThemeClass } from '@/components/mui/themeStyles';
import { PAGE_SIZES } from '@/lib/paging/usePager';

export type PagerItem = 'first' | 'last' | 'next' | 'previous';

export interface PagerLabels {
  rowsPerPage: string;
  displayed: (rows: { from: number; to: number; count: number }) => string;
  item: (type: PagerItem) => string;
}

export interface PagerProps {
  count: number;
  /** 1-based. */
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  labels: PagerLabels;
  /** Buttons to the first and the last page too. */
  firstLast?: boolean;
}

// Material icons' paths; the arrows point the other way in right-to-left text (see pagerStyles).
const ICONS: Record<PagerItem, string> = {
  first: 'M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z',
  previous: 'M15.41 16.09 10.83 11.5l4.58-4.59L14 5.5l-6 6 6 6z',
  next: 'M8.59 16.34 13.17 11.75 8.59 7.16 10 5.75l6 6-6 6z',
  last: 'M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z',
};

const pagerStyles = themeStyles((theme: Theme) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: 3,
  rowGap: 1,
  minHeight: 52,
  color: theme.palette.text.primary,
  '& select': {
    font: 'inherit',
    color: 'inherit',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.text.secondary}`,
    borderRadius: 1,
    padding: '2px 4px',
    marginInlineStart: 1,
  },
  '& [data-buttons]': { display: 'flex', gap: 0.5 },
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover:not(:disabled)': { background: theme.palette.action.hover },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
  },
  '& select:focus-visible, & button:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
}));

const SIZE_OPTIONS = [...PAGE_SIZES];

export const Pager = memo(function Pager({ count, page, size, onPage, onSize, labels, firstLast }: PagerProps) {
  const className = useThemeClass(pagerStyles);
  const sizeId = useId();
  const lastPage = Math.max(1, Math.ceil(count / size));
  const shown = Math.min(Math.max(1, page), lastPage);
  const from = count === 0 ? 0 : (shown - 1) * size + 1;
  const to = Math.min(count, shown * size);
  const button = (type: PagerItem, target: number, disabled: boolean) => (
    <button
      type="button"
      aria-label={labels.item(type)}
      title={labels.item(type)}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[type]} />
      </svg>
    </button>
  );
  return (
    <div className={className}>
      <span>
        <label htmlFor={sizeId}>{labels.rowsPerPage}</label>
        <select id={sizeId} value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {SIZE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
      <span data-testid="pager-range">{labels.displayed({ from, to, count })}</span>
      <span data-buttons>
        {firstLast && button('first', 1, shown <= 1)}
        {button('previous', shown - 1, shown <= 1)}
        {button('next', shown + 1, shown >= lastPage)}
        {firstLast && button('last', lastPage, shown >= lastPage)}
      </span>
    </div>
  );
});
