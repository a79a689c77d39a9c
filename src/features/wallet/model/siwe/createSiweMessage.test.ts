import { parseSiweMessage } from 'viem/siwe';
import {
  createBrowserMessageFactory,
  createSiweMessage,
  SIWE_STATEMENT,
  SIWE_VALIDITY_MS,
  UnsupportedSignInChainError,
} from './createSiweMessage';

const lower = '0xa0cf798816d4b9b9866b5330eea46a18382f251e';
const checksummed = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e';
const issuedAt = new Date('2026-11-21T08:00:00.000Z');

describe('createSiweMessage', () => {
  it('builds the EIP-4361 message of the API contract, with the checksummed address', () => {
    const message = createSiweMessage({
      address: lower,
      chainId: 97,
      nonce: 'n0nce12345',
      domain: 'staking.example',
      uri: 'https://staking.example',
      issuedAt,
      statement: 'Sign in.',
    });
    expect(message).toBe(
      [
        'staking.example wants you to sign in with your Ethereum account:',
        checksummed,
        '',
        'Sign in.',
        '',
        'URI: https://staking.example',
        'Version: 1',
        'Chain ID: 97',
        'Nonce: n0nce12345',
        'Issued At: 2026-11-21T08:00:00.000Z',
      ].join('\n'),
    );
  });

  it('round-trips through a parser the backend would use', () => {
    const message = createSiweMessage({
      address: lower,
      chainId: 56,
      nonce: 'abcdefgh1',
      domain: 'a.test:3000',
      uri: 'http://a.test:3000',
      issuedAt,
    });
    expect(parseSiweMessage(message)).toMatchObject({
      address: checksummed,
      chainId: 56,
      nonce: 'abcdefgh1',
      domain: 'a.test:3000',
      uri: 'http://a.test:3000',
      version: '1',
      statement: SIWE_STATEMENT,
    });
  });

  it('refuses what is not an address', () => {
    expect(() =>
      createSiweMessage({
        address: '0x123',
        chainId: 97,
        nonce: 'abcdefgh1',
        domain: 'a.test',
        uri: 'https://a.test',
        issuedAt,
      }),
    ).toThrow();
  });

  it('refuses a nonce EIP-4361 does not allow', () => {
    expect(() =>
      createSiweMessage({
        address: lower,
        chainId: 97,
        nonce: 'short',
        domain: 'a.test',
        uri: 'https://a.test',
        issuedAt,
      }),
    ).toThrow();
  });
});

describe('createBrowserMessageFactory', () => {
  it("takes domain and uri from the page's location and issued-at from the clock", () => {
    const create = createBrowserMessageFactory({ now: () => issuedAt });
    const parsed = parseSiweMessage(create({ address: lower, chainId: 97, nonce: 'abcdefgh1' }));
    expect(parsed).toMatchObject({ domain: window.location.host, uri: window.location.origin, issuedAt, chainId: 97 });
  });
});

describe('the sign-in message of this page', () => {
  it('expires 10 minutes after it is issued (EIP-4361 Expiration Time)', () => {
    const create = createBrowserMessageFactory({ now: () => issuedAt });
    const message = create({ address: lower, chainId: 97, nonce: 'abcdefgh1' });
    expect(message).toContain('\nExpiration Time: 2026-11-21T08:10:00.000Z');
    const parsed = parseSiweMessage(message);
    expect(parsed.expirationTime?.getTime()).toBe(issuedAt.getTime() + SIWE_VALIDITY_MS);
    expect(SIWE_VALIDITY_MS).toBe(600_000);
  });

  it('names only a chain the app offers, and refuses to build one for any other', () => {
    const create = createBrowserMessageFactory({ now: () => issuedAt, chainIds: () => [97, 56] });
    expect(parseSiweMessage(create({ address: lower, chainId: 56, nonce: 'abcdefgh1' })).chainId).toBe(56);
    expect(() => create({ address: lower, chainId: 1, nonce: 'abcdefgh1' })).toThrow(UnsupportedSignInChainError);
  });
});
