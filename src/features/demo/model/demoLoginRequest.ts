// The query the sign-in redirect sends to the login service, and the stand-in page's answers.
// Answers go only to this origin: the demo must never hand tokens to another site.
export interface DemoLoginRequest {
  clientId: string;
  redirectUri: URL;
  state: string;
}

export function readDemoLoginRequest(search: string, origin: string = window.location.origin): DemoLoginRequest | null {
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id');
  const redirect = params.get('redirect_uri');
  const state = params.get('state');
  if (!clientId || !redirect || state === null) return null;
  let redirectUri: URL;
  try {
    redirectUri = new URL(redirect);
  } catch {
    return null;
  }
  if (redirectUri.origin !== origin) return null;
  return { clientId, redirectUri, state };
}

function answer(request: DemoLoginRequest, values: Record<string, string>): string {
  const url = new URL(request.redirectUri);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  url.searchParams.set('state', request.state);
  return url.toString();
}

export function signedInAnswer(
  request: DemoLoginRequest,
  tokens: { access_token: string; session_id: string },
): string {
  return answer(request, { access_token: tokens.access_token, session_id: tokens.session_id });
}

export function cancelledAnswer(request: DemoLoginRequest): string {
  return answer(request, { error: 'access_denied' });
}
