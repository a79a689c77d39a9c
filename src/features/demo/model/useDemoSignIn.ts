// The demo sign-in form's submit: checks the credentials against the fixture backend and, when they
// match, sends the browser back to /callback with the tokens as the real login service would.
import { useState } from 'react';
import { signedInAnswer, type DemoLoginRequest } from './demoLoginRequest';
import { redirectTo } from './redirect';

export function useDemoSignIn(request: DemoLoginRequest | null) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signIn(username: string, password: string) {
    if (!request || busy) return;
    setBusy(true);
    setFailed(false);
    let leaving = false;
    try {
      // The fixture backend is demo-only code: fetched when someone actually signs in.
      const { demoSignIn } = await import(/* webpackChunkName: "demo-backend" */ '@/testing/mocks/browser');
      const tokens = await demoSignIn(username.trim(), password);
      if (tokens) {
        leaving = true; // Stay busy: the browser is on its way to /callback.
        redirectTo(signedInAnswer(request, tokens));
        return;
      }
      setFailed(true);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return { busy, failed, signIn };
}
