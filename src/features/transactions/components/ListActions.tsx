import { memo } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export function ExportButton({ disabled, onExport }: { disabled: boolean; onExport: () => void }) {
  const intl = useIntl();
  return (
    <Button size="small" variant="outlined" disabled={disabled} onClick={onExport}>
      {intl.formatMessage({ id: 'money.history.export' })}
    </Button>
  );
}

/** Refresh and export above a list, memoised: a new page leaves them alone. */
export const ListActions = memo(function ListActions({
  fetching,
  onRefresh,
  canExport,
  onExport,
}: {
  fetching: boolean;
  onRefresh: () => void;
  canExport: boolean;
  onExport: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} sx={ACTIONS_SX}>
      <Button size="small" onClick={onRefresh} disabled={fetching}>
        {intl.formatMessage({ id: 'money.history.refresh' })}
      </Button>
      <ExportButton disabled={!canExport} onExport={onExport} />
    </Stack>
  );
});

const ACTIONS_SX = { justifyContent: 'flex-end' } as const;
