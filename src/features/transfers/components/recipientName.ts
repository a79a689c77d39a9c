/**
 * The recipient's name comes from the wallet feature's name lookup, which this feature may not
 * import: src/app passes the hook in (`useNameLookup` fits as it is).
 */
export interface RecipientName {
  /** The name, or null for none / unknown yet / no lookup configured. */
  name: string | null;
  loading: boolean;
}

export type RecipientNameHook = (address: string | null) => RecipientName;

/** No lookup offered: no name, nothing pending. */
export const useNoRecipientName: RecipientNameHook = () => ({ name: null, loading: false });
