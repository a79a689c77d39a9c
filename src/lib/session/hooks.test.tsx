import { act } from '@testing-library/react';
import type { User } from '@/api/staking/types';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { userProfileLoaded, walletVerificationChecked, walletVerificationLost } from './authSlice';
import { useOnAccountChange } from './hooks';

const alice: User = {
  id: 'usr_alice',
  email: 'alice@example.org',
  username: 'alice',
  name: 'Alice',
  wallet_address: '0xd2135CfB216b74109775236E36d4b433F1DF507B',
};

function Watcher({ onChange }: { onChange: () => void }) {
  useOnAccountChange(onChange);
  return null;
}

function renderWatcher() {
  const onChange = jest.fn();
  const view = renderWithProviders(<Watcher onChange={onChange} />, {
    preloadedState: { auth: { user: alice, walletVerified: true } },
  });
  return { onChange, store: view.store };
}

describe('useOnAccountChange', () => {
  it('is quiet on mount and while the account stays the same', () => {
    const { onChange, store } = renderWatcher();
    act(() => void store.dispatch(userProfileLoaded({ user: { ...alice, name: 'Alice B.' } })));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('answers once when another user signs in', () => {
    const { onChange, store } = renderWatcher();
    act(() => void store.dispatch(userProfileLoaded({ user: { ...alice, id: 'usr_bob' } })));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('answers when the verified wallet is lost and again when it is verified', () => {
    const { onChange, store } = renderWatcher();
    act(() => void store.dispatch(walletVerificationLost()));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => void store.dispatch(walletVerificationChecked({ verified: true })));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
