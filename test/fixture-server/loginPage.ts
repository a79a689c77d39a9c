/** The login-service stand-in's HTML: one small, accessible sign-in form. */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface LoginPageProps {
  clientId: string;
  redirectUri: string;
  state: string;
  cancelUrl: string;
  error?: string;
  username?: string;
}

export function loginPage(props: LoginPageProps): string {
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title>
<style>
  body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f4f5f7; }
  main { background: #fff; padding: 2rem; border-radius: 12px; width: min(22rem, 90vw); box-shadow: 0 2px 12px rgb(0 0 0 / 0.1); }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.6rem; font-size: 1rem; background: #0E76FD; color: #fff; border: 0; border-radius: 8px; cursor: pointer; }
  .alert { color: #b00020; margin-top: 1rem; }
  .cancel { display: block; margin-top: 1rem; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>Sign in</h1>
  ${props.error ? `<p class="alert" role="alert">${escapeHtml(props.error)}</p>` : ''}
  <form method="post" action="/auth/login">
    ${hidden('client_id', props.clientId)}
    ${hidden('redirect_uri', props.redirectUri)}
    ${hidden('state', props.state)}
    <label for="username">Username</label>
    <input id="username" name="username" autocomplete="username" required value="${escapeHtml(props.username ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
  <a class="cancel" href="${escapeHtml(props.cancelUrl)}">Cancel</a>
</main>
</body>
</html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
