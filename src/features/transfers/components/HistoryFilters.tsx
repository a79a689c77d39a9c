/**
 * The transfer history's filters: type, another wallet, and a range of Saigon days. What is typed
 * stays in its field; only a complete value (or nothing) reaches the address and the request.
 */
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { asOneOf } from '@/api/parse';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useDraft, type Represents } from '@/lib/hooks/useDraft';
import {
  NO_FILTERS,
  isPlausibleDay,
  isWalletAddress,
  type HistoryView,
  type TransferTypeFilter,
} from '../model/historyView';

const TYPES: readonly TransferTypeFilter[] = ['all', 'in', 'out'];

/** The user's own address, committed: trimmed, in any case. */
const sameWallet: Represents = (draft, committed) => draft.trim().toLowerCase() === committed.toLowerCase();

/**
 * The wallet filter: what is typed stays in the field; only a valid address (or nothing) reaches
 * the address bar and the request, anything else shows why it is not one.
 */
function WalletFilter({
  wallet,
  onChange,
}: {
  wallet: string | null;
  onChange: (wallet: `0x${string}` | null) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useDraft(wallet ?? '', sameWallet);
  const text = draft.trim();
  const invalid = text !== '' && !isWalletAddress(text);
  return (
    <TextField
      size="small"
      label={intl.formatMessage({ id: 'transfers.filters.wallet' })}
      value={draft}
      placeholder="0x…"
      error={invalid}
      helperText={
        invalid
          ? intl.formatMessage({ id: 'transfers.filters.wallet.invalid' })
          : intl.formatMessage({ id: 'transfers.filters.wallet.hint' })
      }
      onChange={(event) => {
        setDraft(event.target.value);
        const next = event.target.value.trim();
        if (next === '') onChange(null);
        else if (isWalletAddress(next)) onChange(next);
      }}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off', maxLength: 64 } }}
      sx={{ minWidth: { sm: 300 } }}
    />
  );
}

/**
 * A bound of the range. A date field reports every key of the year (0002-11-01 while typing
 * 2026), so only a plausible day, or nothing, reaches the address bar.
 */
function DayFilter({
  label,
  day,
  error,
  onChange,
}: {
  label: string;
  day: string | null;
  error: boolean;
  onChange: (day: string | null) => void;
}) {
  const [draft, setDraft] = useDraft(day ?? '');
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (next === '') onChange(null);
        else if (isPlausibleDay(next)) onChange(next);
      }}
      error={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * The filters of the history. Memoised: a new page of the history (a new address) does not
 * re-render its fields.
 */
export const HistoryFilters = memo(function HistoryFilters({
  type,
  wallet,
  from,
  to,
  filtered,
  rangeError,
  update,
}: {
  type: TransferTypeFilter;
  wallet: `0x${string}` | null;
  from: string | null;
  to: string | null;
  filtered: boolean;
  rangeError: boolean;
  update: (change: Partial<HistoryView>) => void;
}) {
  const intl = useIntl();
  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ border: 0, p: 0, m: 0, alignItems: { sm: 'flex-start' } }}
    >
      <Box component="legend" sx={visuallyHidden}>
        <FormattedMessage id="transfers.filters.legend" />
      </Box>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'transfers.filters.type' })}
        value={type}
        onChange={(event) => {
          const type = asOneOf(TYPES, event.target.value);
          if (type) update({ type });
        }}
        sx={{ minWidth: 160 }}
      >
        {TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            <FormattedMessage id={`transfers.filters.type.${type}`} />
          </MenuItem>
        ))}
      </TextField>
      <WalletFilter wallet={wallet} onChange={(wallet) => update({ wallet })} />
      <DayFilter
        label={intl.formatMessage({ id: 'transfers.filters.from' })}
        day={from}
        error={rangeError}
        onChange={(from) => update({ from })}
      />
      <DayFilter
        label={intl.formatMessage({ id: 'transfers.filters.to' })}
        day={to}
        error={rangeError}
        onChange={(to) => update({ to })}
      />
      {filtered && (
        <Button onClick={() => update(NO_FILTERS)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          <FormattedMessage id="transfers.filters.clear" />
        </Button>
      )}
    </Stack>
  );
});
