/** The transfer form's two fields, each with its problem or its hint under it. */
import { useIntl } from 'react-intl';
import TextField from '@mui/material/TextField';
import { useFormatters } from '@/lib/format';
import type { AmountError } from '@/lib/votes/wholeVotes';
import type { RecipientError } from '../model/transferValidation';
import type { TransferFormModel } from '../model/useTransferForm';

const RECIPIENT_ERRORS: Record<RecipientError, string> = {
  required: 'transfers.form.recipient.required',
  invalid: 'transfers.form.recipient.invalid',
  checksum: 'transfers.form.recipient.checksum',
  self: 'transfers.form.recipient.self',
  zero: 'transfers.form.recipient.zero',
  contract: 'transfers.form.recipient.contract',
};

const AMOUNT_ERRORS: Record<AmountError, string> = {
  required: 'transfers.form.amount.required',
  notWhole: 'transfers.form.amount.notWhole',
  tooSmall: 'transfers.form.amount.tooSmall',
  overBalance: 'transfers.form.amount.overBalance',
};

type RecipientField = TransferFormModel['recipient'];

/** The problem, else the recipient's name as the lookup knows it (or that it knows none). */
function useRecipientHelp({ error, check, name, nameLoading }: RecipientField): string | null {
  const intl = useIntl();
  const format = useFormatters();
  if (error) return intl.formatMessage({ id: RECIPIENT_ERRORS[error] });
  if (!check.ok) return null;
  if (nameLoading) return intl.formatMessage({ id: 'transfers.form.recipient.lookingUp' });
  if (name) return intl.formatMessage({ id: 'transfers.form.recipient.name' }, { name: format.name(name) });
  return intl.formatMessage({ id: 'transfers.form.recipient.noName' });
}

export function RecipientInput({ id, field }: { id: string; field: RecipientField }) {
  const intl = useIntl();
  const help = useRecipientHelp(field);
  return (
    <TextField
      id={id}
      label={intl.formatMessage({ id: 'transfers.form.recipient' })}
      placeholder="0x…"
      value={field.value}
      onChange={(event) => field.set(event.target.value)}
      onBlur={field.leave}
      required
      autoComplete="off"
      error={Boolean(field.error)}
      helperText={help}
      inputRef={field.inputRef}
      slotProps={{
        htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace' } },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}

export function AmountInput(props: { id: string; field: TransferFormModel['amount']; votes: bigint | null }) {
  const { id, field, votes } = props;
  const intl = useIntl();
  const format = useFormatters();
  const balance = { count: Number(votes ?? 0n), votes: format.integer(votes ?? 0n) };
  return (
    <TextField
      id={id}
      label={intl.formatMessage({ id: 'transfers.form.amount' })}
      value={field.value}
      onChange={(event) => field.set(event.target.value)}
      onBlur={field.leave}
      required
      autoComplete="off"
      disabled={votes === null}
      error={Boolean(field.error)}
      helperText={
        field.error
          ? intl.formatMessage({ id: AMOUNT_ERRORS[field.error] }, balance)
          : intl.formatMessage({ id: 'transfers.form.amount.hint' })
      }
      inputRef={field.inputRef}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 16 } }}
    />
  );
}
