import type { User } from '@/api/staking/types';
import type * as StartupSignInOnce from './startupSignInOnce';

const mockRunStartupSignIn = jest.fn();
jest.mock('./runStartupSignIn', () => ({ runStartupSignIn: (...args: unknown[]) => mockRunStartupSignIn(...args) }));

const user: User = { id: 'u1', email: 'ann@example.org', username: 'ann', name: 'Ann Lee', wallet_address: null };

/** A fresh copy of the module (its state is the page's), with the sign-in's answer in the test's hands. */
function freshModule() {
  let resolve!: (value: User | null) => void;
  let reject!: (reason: unknown) => void;
  mockRunStartupSignIn.mockReturnValue(
    new Promise<User | null>((res, rej) => {
      resolve = res;
      reject = rej;
    }),
  );
  let module!: typeof StartupSignInOnce;
  jest.isolateModules(() => {
    module = jest.requireActual('./startupSignInOnce');
  });
  return { module, resolve, reject };
}

describe('the start-up sign-in, begun once', () => {
  beforeEach(() => mockRunStartupSignIn.mockReset());

  it('has no answer to hand out before the login service has answered', () => {
    const { module } = freshModule();
    module.beginStartupSignIn();
    expect(module.takeStartupAnswer()).toBeNull();
  });

  it('hands out an answer that has come once, and does not start another sign-in', async () => {
    const { module, resolve } = freshModule();
    module.beginStartupSignIn();
    module.beginStartupSignIn();
    resolve(user);
    await Promise.resolve();
    expect(module.takeStartupAnswer()).toEqual({ user });
    expect(module.takeStartupAnswer()).toBeNull();
    expect(mockRunStartupSignIn).toHaveBeenCalledTimes(1);
  });

  it('answers "signed out" when the sign-in failed', async () => {
    const { module, reject } = freshModule();
    module.beginStartupSignIn();
    reject(new Error('bug'));
    await Promise.resolve();
    await Promise.resolve();
    expect(module.takeStartupAnswer()).toEqual({ user: null });
  });

  it('has nothing more to hand out once the pending sign-in was taken', async () => {
    const { module, resolve } = freshModule();
    module.beginStartupSignIn();
    const taken = module.takeStartupSignIn();
    resolve(user);
    await expect(taken).resolves.toBe(user);
    expect(module.takeStartupAnswer()).toBeNull();
  });
});
