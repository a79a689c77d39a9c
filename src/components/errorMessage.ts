/** The human-readable message of anything thrown, or null when it carries none. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}
