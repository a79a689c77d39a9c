import fs from 'node:fs';
import path from 'node:path';
import { boundErrorDescription, completeSignIn, MAX_ERROR_DESCRIPTION } from './completeSignIn';
import { takeEarlyCallbackParams } from './earlyCallback';

/** The first inline script of public/index.html, exactly as the page runs it. */
function firstInlineScript(): string {
  const html = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'public', 'index.html'), 'utf8');
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const first = /<script\b([^>]*)>([\s\S]*?)<\/script>/.exec(head);
  if (!first) throw new Error('index.html has no script in <head>');
  if (/\bsrc=/.test(first[1] ?? '')) throw new Error('the first script of <head> must be the inline callback cleaner');
  return first[2] ?? '';
}

function openAt(address: string): void {
  window.history.replaceState(null, '', address);
  new Function(firstInlineScript())();
}

afterEach(() => {
  delete window.__callbackAnswer;
  window.history.replaceState(null, '', '/');
});

describe("index.html's first script", () => {
  it('strips the tokens and state from the query before anything loads, keeping them in memory once', () => {
    openAt('/callback?access_token=tok&session_id=sid&state=st&lang=vi');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/callback?lang=vi');
    expect(takeEarlyCallbackParams()).toEqual({
      accessToken: 'tok',
      sessionId: 'sid',
      state: 'st',
      error: null,
      errorDescription: null,
    });
    expect(window.__callbackAnswer).toBeUndefined();
    expect(takeEarlyCallbackParams()).toBeNull();
  });

  it('strips them from the fragment too', () => {
    openAt('/callback#access_token=tok&session_id=sid&state=st');
    expect(window.location.href).toBe('http://127.0.0.1:3000/callback');
    expect(takeEarlyCallbackParams()).toMatchObject({ accessToken: 'tok', sessionId: 'sid', state: 'st' });
  });

  it('leaves an error answer readable', () => {
    openAt('/callback?error=access_denied&error_description=No%20thanks&state=st');
    expect(window.location.search).toBe('?error=access_denied&error_description=No+thanks');
    expect(takeEarlyCallbackParams()).toMatchObject({
      error: 'access_denied',
      errorDescription: 'No thanks',
      state: 'st',
    });
  });

  it('treats /callback/ (trailing slash) as /callback', () => {
    openAt('/callback/?access_token=tok&session_id=sid&state=st');
    expect(window.location.pathname + window.location.search).toBe('/callback');
    expect(takeEarlyCallbackParams()).toMatchObject({ accessToken: 'tok', sessionId: 'sid', state: 'st' });
  });

  it('does nothing on other pages', () => {
    openAt('/callbacks?access_token=kept');
    expect(window.location.search).toBe('?access_token=kept');
    openAt('/wallet?state=kept');
    expect(window.location.search).toBe('?state=kept');
    expect(takeEarlyCallbackParams()).toBeNull();
  });
});

describe('error_description', () => {
  it('is shown as one bounded line of text', () => {
    expect(boundErrorDescription(null)).toBeNull();
    expect(boundErrorDescription('  \n ')).toBeNull();
    expect(boundErrorDescription('Access\ndenied\t<b>now</b>')).toBe('Access denied <b>now</b>');
    const long = boundErrorDescription('x'.repeat(5000)) ?? '';
    expect(Array.from(long)).toHaveLength(MAX_ERROR_DESCRIPTION);
    expect(long.endsWith('…')).toBe(true);
  });

  it('reaches the callback outcome bounded', async () => {
    window.sessionStorage.setItem('signin.state', 'st');
    const outcome = await completeSignIn({
      accessToken: null,
      sessionId: null,
      state: 'st',
      error: 'access_denied',
      errorDescription: 'y'.repeat(1000),
    });
    expect(outcome).toMatchObject({ kind: 'login-error' });
    if (outcome.kind === 'login-error')
      expect(Array.from(outcome.description ?? '')).toHaveLength(MAX_ERROR_DESCRIPTION);
  });
});
