/**
 * The registration form's rules, checked before anything is sent. Each failure is a message id,
 * so the form shows a translated, specific reason.
 */
export type RegisterField = 'email' | 'username' | 'password' | 'name';
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const REGISTER_FIELDS: readonly RegisterField[] = ['email', 'username', 'password', 'name'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;
const USERNAME_CHARACTERS = /^[A-Za-z0-9_.-]*$/;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;

function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'register.error.email.required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return 'register.error.email.invalid';
  return undefined;
}

function validateUsername(value: string): string | undefined {
  const username = value.trim();
  if (username === '') return 'register.error.username.required';
  if (!USERNAME_CHARACTERS.test(username)) return 'register.error.username.characters';
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH)
    return 'register.error.username.length';
  return undefined;
}

function validatePassword(password: string): string | undefined {
  // Never trimmed: every character the user typed is part of the password.
  if (password === '') return 'register.error.password.required';
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return 'register.error.password.length';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'register.error.password.mix';
  return undefined;
}

function validateName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return 'register.error.name.required';
  if (Array.from(name).length > NAME_MAX_LENGTH) return 'register.error.name.tooLong';
  return undefined;
}

const VALIDATORS: Record<RegisterField, (value: string) => string | undefined> = {
  email: validateEmail,
  username: validateUsername,
  password: validatePassword,
  name: validateName,
};

export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    const error = VALIDATORS[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
