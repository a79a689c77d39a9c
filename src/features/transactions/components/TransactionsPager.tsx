import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Pager, type PagerLabels, type PagerProps } from '@/components/table/Pager';

/** The shared pager with the transactions' labels (memoised, like the lists' actions). */
export const TransactionsPager = memo(function TransactionsPager(props: Omit<PagerProps, 'labels' | 'firstLast'>) {
  const intl = useIntl();
  const labels = useMemo<PagerLabels>(
    () => ({
      rowsPerPage: intl.formatMessage({ id: 'money.history.perPage' }),
      displayed: ({ from, to, count: total }) =>
        intl.formatMessage({ id: 'money.history.displayed' }, { from, to, total }),
      item: (type) => intl.formatMessage({ id: `money.history.pager.${type}` }),
    }),
    [intl],
  );
  return <Pager {...props} labels={labels} firstLast />;
});
