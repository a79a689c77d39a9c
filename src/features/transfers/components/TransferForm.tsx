/**
 * Transfer votes: a recipient address (checksum checked, not one's own, not the zero address
 * or a contract of the service, its name shown when the lookup knows one) and a whole number of votes (at most the balance), then a summary to
 * confirm, then POST /api/user-balance/transfer-vote. A failure keeps the summary open with
 * the server's message or 'Transfer failed'; success says so (the name and the full checksummed
 * address), clears the form and the history
 * and balance refresh (the mutation invalidates them).
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { InlineProgress } from '@/components/InlineProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Address, TransferRecord } from '@/api/staking/types';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useToast } from '@/components/toast/useToast';
import { getConfig } from '@/config/runtimeConfig';
import { isolateLtr, useFormatters } from '@/lib/format';
import { serverMessage } from '@/api/http';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkVoteAmount, type AmountError } from '@/lib/votes/wholeVotes';
import { checkRecipient, contractAddressesOf, type RecipientError } from '../transferValidation';
import type { TransferAccount } from '../useTransferAccount';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { useTransferSubmission } from '../useTransferSubmission';

interface TransferSummary {
  from: Address;
  to: Address;
  toName: string | null;
  amount: number;
  balance: bigint;
}

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

export interface TransferFormProps {
  account: TransferAccount;
}

export function TransferForm({ account }: TransferFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const format = useFormatters();
  const formId = useId();
  const transferSpec = useTransferSubmission();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [visited, setVisited] = useState({ recipient: false, amount: false });
  const [submitted, setSubmitted] = useState(false);
  const [summary, setSummary] = useState<TransferSummary | null>(null);
  const submission = useSubmission<TransferRecord>();
  const { state } = submission;
  const recipientInput = useRef<HTMLInputElement | null>(null);
  const amountInput = useRef<HTMLInputElement | null>(null);

  const { votes, error: balanceError, retry } = account.balance;
  const contracts = useMemo(() => contractAddressesOf(getConfig()), []);
  const recipientCheck = checkRecipient(recipient, account.wallet, contracts);
  const amountCheck = votes === null ? null : checkVoteAmount(amount, votes);
  const { name: recipientName, loading: nameLoading } = useNameLookup(
    recipientCheck.ok ? recipientCheck.address : null,
  );

  const recipientError = (submitted || visited.recipient) && !recipientCheck.ok ? recipientCheck.error : null;
  const amountError = (submitted || visited.amount) && amountCheck && !amountCheck.ok ? amountCheck.error : null;

  let recipientHelp: string | null = null;
  if (recipientError) recipientHelp = intl.formatMessage({ id: RECIPIENT_ERRORS[recipientError] });
  else if (recipientCheck.ok && nameLoading)
    recipientHelp = intl.formatMessage({ id: 'transfers.form.recipient.lookingUp' });
  else if (recipientCheck.ok && recipientName)
    recipientHelp = intl.formatMessage({ id: 'transfers.form.recipient.name' }, { name: format.name(recipientName) });
  else if (recipientCheck.ok) recipientHelp = intl.formatMessage({ id: 'transfers.form.recipient.noName' });

  function handleReview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!recipientCheck.ok) {
      recipientInput.current?.focus();
      return;
    }
    if (!amountCheck?.ok || votes === null || !account.wallet) {
      amountInput.current?.focus();
      return;
    }
    submission.reset();
    setSummary({
      from: account.wallet,
      to: recipientCheck.address,
      toName: recipientName,
      amount: amountCheck.amount,
      balance: votes,
    });
  }

  async function handleConfirm() {
    if (!summary) return;
    const sent = summary;
    const last = await submission.submit(
      transferSpec({ walletAddress: sent.from, toWalletAddress: sent.to, amount: sent.amount }),
    );
    if (last.phase !== 'done') return; // A refusal keeps the summary and what was typed.
    // The full checksummed address, so the user can check where the votes went.
    const address = isolateLtr(sent.to, intl.locale);
    const votes = { count: sent.amount, votes: format.integer(sent.amount) };
    toast.success(
      sent.toName
        ? intl.formatMessage({ id: 'transfers.success.named' }, { ...votes, name: format.name(sent.toName), address })
        : intl.formatMessage({ id: 'transfers.success' }, { ...votes, recipient: address }),
    );
    submission.reset();
    setSummary(null);
    setRecipient('');
    setAmount('');
    setVisited({ recipient: false, amount: false });
    setSubmitted(false);
  }

  const balanceText =
    votes === null
      ? null
      : intl.formatMessage({ id: 'transfers.form.available' }, { count: Number(votes), votes: format.integer(votes) });

  return (
    <>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleReview} aria-labelledby={`${formId}-title`}>
        <Typography id={`${formId}-title`} variant="h6" component="h2">
          <FormattedMessage id="transfers.form.title" />
        </Typography>
        {balanceError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                <FormattedMessage id="transfers.retry" />
              </Button>
            }
          >
            <FormattedMessage id="transfers.form.balanceFailed" />
          </Alert>
        ) : votes === null ? (
          <InlineProgress variant="body2">
            <FormattedMessage id="transfers.form.balanceLoading" />
          </InlineProgress>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="transfer-balance">
            {balanceText}
          </Typography>
        )}
        <TextField
          id={`${formId}-recipient`}
          label={intl.formatMessage({ id: 'transfers.form.recipient' })}
          placeholder="0x…"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          onBlur={() => setVisited((current) => ({ ...current, recipient: true }))}
          required
          autoComplete="off"
          error={Boolean(recipientError)}
          helperText={recipientHelp}
          inputRef={recipientInput}
          slotProps={{
            htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace' } },
            formHelperText: { 'aria-live': 'polite' },
          }}
        />
        <TextField
          id={`${formId}-amount`}
          label={intl.formatMessage({ id: 'transfers.form.amount' })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => setVisited((current) => ({ ...current, amount: true }))}
          required
          autoComplete="off"
          disabled={votes === null}
          error={Boolean(amountError)}
          helperText={
            amountError
              ? intl.formatMessage(
                  { id: AMOUNT_ERRORS[amountError] },
                  { count: Number(votes ?? 0n), votes: format.integer(votes ?? 0n) },
                )
              : intl.formatMessage({ id: 'transfers.form.amount.hint' })
          }
          inputRef={amountInput}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 16 } }}
        />
        {votes === 0n && (
          <Alert severity="info">
            <FormattedMessage id="transfers.form.noVotes" />
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={votes === null || votes === 0n}>
            <FormattedMessage id="transfers.form.review" />
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={Boolean(summary)}
        title={intl.formatMessage({ id: 'transfers.confirm.title' })}
        rows={
          summary
            ? [
                { label: intl.formatMessage({ id: 'transfers.confirm.from' }), value: summary.from, monospace: true },
                {
                  label: intl.formatMessage({ id: 'transfers.confirm.to' }),
                  value: (
                    <>
                      {summary.toName && (
                        <Box component="span" sx={{ display: 'block', fontWeight: 600, fontFamily: 'initial' }}>
                          {format.name(summary.toName)}
                        </Box>
                      )}
                      <span data-testid="confirm-recipient">{summary.to}</span>
                    </>
                  ),
                  monospace: true,
                },
                {
                  label: intl.formatMessage({ id: 'transfers.confirm.amount' }),
                  value: intl.formatMessage(
                    { id: 'transfers.votes' },
                    { count: summary.amount, votes: format.integer(summary.amount) },
                  ),
                },
                {
                  label: intl.formatMessage({ id: 'transfers.confirm.after' }),
                  value: intl.formatMessage(
                    { id: 'transfers.votes' },
                    {
                      count: Number(summary.balance - BigInt(summary.amount)),
                      votes: format.integer(summary.balance - BigInt(summary.amount)),
                    },
                  ),
                },
              ]
            : []
        }
        confirmLabel={intl.formatMessage(
          { id: 'transfers.confirm.submit' },
          { count: summary?.amount ?? 0, votes: format.integer(summary?.amount ?? 0) },
        )}
        busyLabel={intl.formatMessage({ id: 'submit.sending' })}
        submission={submission}
        refusalMessage={
          state.phase === 'refused'
            ? (serverMessage(state.error, intl) ?? intl.formatMessage({ id: 'transfers.failed' }))
            : null
        }
        onConfirm={() => void handleConfirm()}
        onClose={() => {
          submission.reset();
          setSummary(null);
        }}
      />
    </>
  );
}
