/**
 * What a failed wallet request means for the user: a refusal in the wallet (EIP-1193 code 4001,
 * viem's UserRejectedRequestError anywhere in the cause chain) is their choice, anything else is
 * a failure worth its short message.
 */

interface ErrorLink {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (bounded, in case of a cycle). */
function chain(error: unknown): ErrorLink[] {
  const links: ErrorLink[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && links.length < 10) {
    links.push(current as ErrorLink);
    current = (current as ErrorLink).cause;
  }
  return links;
}

export function isUserRejection(error: unknown): boolean {
  return chain(error).some(
    (link) =>
      link.code === 4001 ||
      link.name === 'UserRejectedRequestError' ||
      (typeof link.message === 'string' && /user (rejected|denied)/i.test(link.message)),
  );
}

/** viem's one-line summary when there is one, else the first message; null when none. */
export function walletErrorMessage(error: unknown): string | null {
  for (const link of chain(error)) {
    if (typeof link.shortMessage === 'string' && link.shortMessage.trim()) return link.shortMessage.trim();
  }
  for (const link of chain(error)) {
    if (typeof link.message === 'string' && link.message.trim()) return link.message.trim().split('\n')[0] ?? null;
  }
  return null;
}
