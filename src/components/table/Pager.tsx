/**
 * The pager under a list shown a page at a time (src/lib/paging/usePager), memoised: a refresh or
 * a page fetched ahead leaves it alone. `labels` come from the list's own messages, kept stable.
 */
import { memo } from 'react';
import TablePagination from '@mui/material/TablePagination';
import type { SxProps, Theme } from '@mui/material/styles';
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
  sx?: SxProps<Theme>;
}

const SIZE_OPTIONS = [...PAGE_SIZES];

export const Pager = memo(function Pager({ count, page, size, onPage, onSize, labels, firstLast, sx }: PagerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={size}
      rowsPerPageOptions={SIZE_OPTIONS}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      labelRowsPerPage={labels.rowsPerPage}
      labelDisplayedRows={labels.displayed}
      getItemAriaLabel={labels.item}
      showFirstButton={firstLast}
      showLastButton={firstLast}
      sx={sx}
    />
  );
});
