// The registration form: rules checked on the client first, the password parked with holdSecret
// so it never enters the store, and every field kept as typed on a failure.
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { serverMessage } from '@/api/http';
import { useRegisterMutation } from '@/api/staking/stakingApi';
import type { User } from '@/api/staking/types';
import { useToast } from '@/components/toast/useToast';
import { dropSecret, holdSecret } from '@/api/secretHandle';
import {
  REGISTER_FIELDS,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
} from '../model/registerValidation';

const EMPTY: RegisterValues = { email: '', username: '', password: '', name: '' };

interface FieldSpec {
  type: string;
  autoComplete: string;
  hintId?: string;
}

const FIELD_SPECS: Record<RegisterField, FieldSpec> = {
  email: { type: 'email', autoComplete: 'email' },
  username: { type: 'text', autoComplete: 'username', hintId: 'register.hint.username' },
  password: { type: 'password', autoComplete: 'new-password', hintId: 'register.hint.password' },
  name: { type: 'text', autoComplete: 'name', hintId: 'register.hint.name' },
};

export interface RegisterFormProps {
  onRegistered: (user: User) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const [register] = useRegisterMutation();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [visited, setVisited] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // State updates land after the event: the ref stops a second click in the same frame.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});

  const errors = validateRegistration(values);
  const shownError = (field: RegisterField) => (submitted || visited[field] ? errors[field] : undefined);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const firstInvalid = REGISTER_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }

    inFlight.current = true;
    setBusy(true);
    const password = holdSecret(values.password);
    try {
      const user = await register({
        email: values.email.trim(),
        username: values.username.trim(),
        name: values.name.trim(),
        password,
      }).unwrap();
      toast.success(intl.formatMessage({ id: 'register.success' }));
      onRegistered(user);
    } catch (error) {
      toast.error(serverMessage(error, intl) ?? intl.formatMessage({ id: 'register.failed' }));
    } finally {
      dropSecret(password); // Already taken if it was sent; gone for good either way.
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-busy={busy}>
      {REGISTER_FIELDS.map((field) => {
        const spec = FIELD_SPECS[field];
        const error = shownError(field);
        const helperId = error ?? spec.hintId;
        return (
          <TextField
            key={field}
            id={`${formId}-${field}`}
            name={field}
            type={spec.type}
            label={intl.formatMessage({ id: `register.field.${field}` })}
            value={values[field]}
            required
            autoComplete={spec.autoComplete}
            error={Boolean(error)}
            helperText={helperId ? intl.formatMessage({ id: helperId }) : undefined}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[field] = element;
            }}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            onBlur={() => setVisited((current) => (current[field] ? current : { ...current, [field]: true }))}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: field === 'name' ? 'words' : 'none' } }}
          />
        );
      })}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        <FormattedMessage id={busy ? 'register.submitting' : 'register.submit'} />
      </Button>
    </Stack>
  );
}
