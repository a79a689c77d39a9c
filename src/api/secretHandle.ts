// Secrets (passwords, signatures) must never enter the store, even as an RTK Query argument: the
// DevTools extension can relay such states unsanitized. The endpoint takes the secret back out of
// its handle once, right before sending.
export type SecretHandle = string & { readonly __secretHandle: true };

const vault = new Map<string, string>();
let counter = 0;

export function holdSecret(value: string): SecretHandle {
  counter += 1;
  const handle = `secret-handle-${counter}` as SecretHandle;
  vault.set(handle, value);
  return handle;
}

/** Returns the secret and forgets it; a second call (or an unknown handle) throws. */
export function takeSecret(handle: SecretHandle): string {
  const value = vault.get(handle);
  if (value === undefined) throw new Error('The secret for this request is no longer available.');
  vault.delete(handle);
  return value;
}

/** Drops a secret that will not be sent after all (the form was abandoned). */
export function dropSecret(handle: SecretHandle): void {
  vault.delete(handle);
}
