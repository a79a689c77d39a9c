/**
 * The amount input of every money form: digits and the locale's decimal separator (read by
 * lib/format/amountInput; the keyboard of phones shows numbers), a Max button, and the message of what is wrong with the amount, if anything.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@/components/visuallyHidden';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  currency: string;
  /** What is wrong with the amount, shown instead of the hint. */
  error: string | null;
  hint?: ReactNode;
  /** Fills in the most the user can use; no button without it. */
  onMax?: () => void;
  maxDisabled?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  currency,
  error,
  hint,
  onMax,
  maxDisabled,
  disabled,
  inputRef,
}: AmountFieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== null}
      helperText={error ?? hint}
      disabled={disabled}
      fullWidth
      autoComplete="off"
      inputRef={inputRef}
      slotProps={{
        htmlInput: { inputMode: 'decimal', spellCheck: false, 'aria-invalid': error !== null },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ gap: 1 }}>
              <span aria-hidden="true">{currency}</span>
              {onMax && (
                // Named by its visible word (WCAG 2.5.3: what a voice user says), explained by the hint.
                <>
                  <Button
                    size="small"
                    onClick={onMax}
                    disabled={disabled || maxDisabled}
                    aria-describedby={`${id}-max-hint`}
                  >
                    {intl.formatMessage({ id: 'money.amount.max' })}
                  </Button>
                  <Box component="span" id={`${id}-max-hint`} sx={visuallyHidden}>
                    {intl.formatMessage({ id: 'money.amount.maxLabel' }, { currency })}
                  </Box>
                </>
              )}
            </InputAdornment>
          ),
        },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    />
  );
}
