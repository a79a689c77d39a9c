import { accountKind, isContractCode, namesSafe, sessionPeerName, type SmartAccountSignals } from './smartAccount';

const INJECTED = { id: 'injected', type: 'injected' };
const WALLET_CONNECT = { id: 'walletConnect', type: 'walletConnect' };
const NO_CODE: SmartAccountSignals['code'] = { status: 'success', data: null };
const SAFE_CODE = '0x608060405273ffffffffffffffffffffffffffffffffffffffff600054167c01';
/** EIP-7702: 0xef0100 then the delegate's address. */
const DELEGATED = '0xef010063c0c19a282a1b52b07dd5a65b58948a07dae32b';

const kind = (signals: Partial<SmartAccountSignals>) =>
  accountKind({ connector: INJECTED, peerName: null, code: NO_CODE, ...signals });

describe('accountKind', () => {
  it.each<[string, Partial<SmartAccountSignals>, ReturnType<typeof accountKind>]>([
    ['an ordinary account through an injected wallet', {}, 'ordinary'],
    [
      'the Safe connector (Safe app iframe), even before its code is read',
      { connector: { id: 'safe', type: 'safe' }, code: { status: 'pending', data: undefined } },
      'smart',
    ],
    ['a WalletConnect session with Safe{Wallet}', { connector: WALLET_CONNECT, peerName: 'Safe{Wallet}' }, 'smart'],
    [
      'a WalletConnect session with an older Safe name',
      { connector: WALLET_CONNECT, peerName: 'Gnosis Safe Multisig' },
      'smart',
    ],
    [
      'a WalletConnect session with SafePal (an ordinary wallet)',
      { connector: WALLET_CONNECT, peerName: 'SafePal' },
      'ordinary',
    ],
    ['a WalletConnect session with MetaMask', { connector: WALLET_CONNECT, peerName: 'MetaMask Wallet' }, 'ordinary'],
    ['contract code at the address, whatever the connector', { code: { status: 'success', data: SAFE_CODE } }, 'smart'],
    [
      'an EIP-7702 delegation (still an ordinary account)',
      { code: { status: 'success', data: DELEGATED } },
      'ordinary',
    ],
    ['the code still being read', { code: { status: 'pending', data: undefined } }, 'checking'],
    [
      'the node failing to answer: not refused, not blocking',
      { code: { status: 'error', data: undefined } },
      'ordinary',
    ],
    [
      'the node failing, but the Safe connector',
      { connector: { id: 'safe' }, code: { status: 'error', data: undefined } },
      'smart',
    ],
  ])('%s', (_name, signals, expected) => {
    expect(kind(signals)).toBe(expected);
  });
});

describe('isContractCode', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['0x', false],
    [DELEGATED, false],
    [DELEGATED.toUpperCase().replace('0X', '0x'), false],
    [SAFE_CODE, true],
  ])('%s → %s', (code, expected) => {
    expect(isContractCode(code)).toBe(expected);
  });
});

describe('the WalletConnect peer', () => {
  it('reads the name from the session, defensively', () => {
    expect(sessionPeerName({ peer: { metadata: { name: ' Safe{Wallet} ' } } })).toBe('Safe{Wallet}');
    expect(sessionPeerName({ peer: { metadata: { name: 42 } } })).toBeNull();
    expect(sessionPeerName({ peer: { metadata: { name: '  ' } } })).toBeNull();
    expect(sessionPeerName(undefined)).toBeNull();
  });

  it('names a Safe by the word, not by a prefix', () => {
    expect(['Safe', 'Safe{Wallet}', 'SafeWallet', 'Gnosis Safe'].map(namesSafe)).toEqual([true, true, true, true]);
    expect(['SafePal', 'SafeMoon Wallet', 'Trust Wallet', null].map(namesSafe)).toEqual([false, false, false, false]);
  });
});
