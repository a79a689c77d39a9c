import { REDACTED, redactSecrets } from './redactSecrets';

describe('redactSecrets', () => {
  it('replaces secret-named values at any depth and keeps everything else', () => {
    const state = {
      auth: { user: { name: 'Ann' }, walletVerified: true },
      api: {
        mutations: {
          a: { originalArgs: { password: 'hunter2', email: 'a@b.c' }, data: { access_token: 't', session_id: 's' } },
        },
      },
      list: [{ signature: '0xabc', amount: '1' }],
      config: { clientSecret: 'x', client_secret: 'y' },
    };
    const redacted = redactSecrets(state);
    const text = JSON.stringify(redacted);
    for (const secret of ['hunter2', '"t"', '"s"', '0xabc', '"x"', '"y"']) expect(text).not.toContain(secret);
    expect(redacted.auth.user.name).toBe('Ann');
    expect(redacted.list[0]?.amount).toBe('1');
    expect(redacted.api.mutations.a.originalArgs.password).toBe(REDACTED);
    expect(state.list[0]?.signature).toBe('0xabc'); // the input is not mutated
  });

  it('leaves empty secret fields alone so a signed-out state stays readable', () => {
    expect(redactSecrets({ session_id: null })).toEqual({ session_id: null });
  });
});
