/** Copies a text (a hash, an address) and says so; when copying fails it says to copy by hand. */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import { useCopyToClipboard } from '@/lib/hooks/useCopyToClipboard';

export interface CopyButtonProps {
  text: string;
  /** The accessible name ('Copy the transaction hash'). */
  label: string;
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const intl = useIntl();
  const { copied, failed, copy } = useCopyToClipboard();
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => void copy(text)} aria-label={label}>
        {intl.formatMessage({ id: copied ? 'submit.copied' : 'submit.copy' })}
      </Button>
      <span role="status" aria-live="polite" style={{ marginInlineStart: 8 }}>
        {failed
          ? intl.formatMessage({ id: 'submit.copyFailed' })
          : copied
            ? intl.formatMessage({ id: 'submit.copied' })
            : ''}
      </span>
    </>
  );
}
