/** SPEC.md section 9: at most 20 toasts; 4000 ms for plain and error, 2000 ms for success. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { default: 4000, info: 4000, warning: 4000, error: 4000, success: 2000 } as const;
