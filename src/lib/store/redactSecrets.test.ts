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

describe('redactSecrets with shared and circular references', () => {
  it('redacts an object every time it is referenced, not only the first time', () => {
    const credentials = { password: 'hunter2', user: 'ann' };
    const state = { first: credentials, second: credentials, list: [credentials, { nested: credentials }] };
    const redacted = redactSecrets(state);
    expect(JSON.stringify(redacted)).not.toContain('hunter2');
    expect(redacted.second.password).toBe(REDACTED);
    expect(redacted.list[0]).toEqual({ password: REDACTED, user: 'ann' });
    // One copy per object: the shared object stays shared in the copy.
    expect(redacted.first).toBe(redacted.second);
    expect(credentials.password).toBe('hunter2');
  });

  it('copies a cycle without looping and without leaking', () => {
    type Node = { name: string; secret: string; self?: Node; children: Node[] };
    const node: Node = { name: 'root', secret: 's3cret', children: [] };
    node.self = node;
    node.children.push(node);
    const redacted = redactSecrets(node);
    expect(redacted.secret).toBe(REDACTED);
    expect(redacted.self).toBe(redacted);
    expect(redacted.children[0]).toBe(redacted);
    expect(redacted.self?.secret).toBe(REDACTED);
  });
});
