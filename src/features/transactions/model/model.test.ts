import { createIntl } from 'react-intl';
import { TransactionStatus, TransactionType, type Transaction } from '@/api/staking/types';
import enMoney from '@/locales/en-US/money.json';
import { csvCell, toCsv } from '@/lib/csv/csv';
import { transactionsCsv } from './transactionsCsv';
import { sumDecimals } from './decimalSum';
import { chainName, explorerTxUrl } from './explorer';
import { statusMessageId, statusTone, typeMessageId } from './labels';
import { rewardTotals } from './rewards';

const HASH = `0x${'1f'.repeat(32)}` as const;
const tx = (change: Partial<Transaction> = {}): Transaction => ({
  id: 'tx_1',
  hash: null,
  type: TransactionType.REWARD,
  status: TransactionStatus.SUCCESSFUL,
  currency_symbol: 'VOTE',
  amount: '5',
  wallet_address: '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9',
  chain_id: 97,
  created_at: '2026-11-21T10:00:00Z',
  ...change,
});

describe('sumDecimals', () => {
  it.each<[string[], string]>([
    [[], '0'],
    [['0.1', '0.2'], '0.3'],
    [['1.75', '12', '5'], '18.75'],
    [['0.000000000000000001', '0.999999999999999999'], '1'],
    [['0.05'], '0.05'],
    [['99999999999999999999.5', '0.5'], '100000000000000000000'],
  ])('%j → %s, exactly', (values, total) => {
    expect(sumDecimals(values)).toBe(total);
  });

  it('refuses what is not a plain decimal', () => {
    expect(sumDecimals(['1', '1e3'])).toBeNull();
    expect(sumDecimals(['-1'])).toBeNull();
  });
});

describe('rewardTotals', () => {
  it('adds successful rewards per currency, leaving out other types and unsuccessful rewards', () => {
    expect(
      rewardTotals([
        tx({ amount: '5' }),
        tx({ amount: '1.75' }),
        tx({ currency_symbol: 'USDT', amount: '12' }),
        tx({ amount: '30', status: TransactionStatus.FAILED }),
        tx({ amount: '100', status: TransactionStatus.PROCESSING }),
        tx({ type: TransactionType.DEPOSIT, amount: '1000' }),
      ]),
    ).toEqual([
      { currency: 'VOTE', amount: '6.75', count: 2 },
      { currency: 'USDT', amount: '12', count: 1 },
    ]);
  });
});

describe('labels', () => {
  it('names every type and status of SPEC.md section 3', () => {
    expect([1, 2, 3, 4, 5, 9].map(typeMessageId)).toEqual([
      'money.type.deposit',
      'money.type.withdraw',
      'money.type.reward',
      'money.type.voting',
      'money.type.swap',
      'money.type.other',
    ]);
    expect([1, 2, 3, 4, 0].map(statusMessageId)).toEqual([
      'money.status.none',
      'money.status.processing',
      'money.status.successful',
      'money.status.failed',
      'money.status.none',
    ]);
    expect([1, 2, 3, 4].map(statusTone)).toEqual(['default', 'info', 'success', 'error']);
    const intl = createIntl({ locale: 'en-US', messages: enMoney });
    expect([1, 2, 3, 4].map((status) => intl.formatMessage({ id: statusMessageId(status) }))).toEqual([
      'Unknown',
      'Processing',
      'Successful',
      'Failed',
    ]);
  });
});

describe('explorer', () => {
  it('links the chains the app offers to their explorers', () => {
    expect(explorerTxUrl(97, HASH)).toBe(`https://testnet.bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(56, HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(1, HASH)).toBeNull();
    expect(chainName(97)).toBe('BNB Smart Chain Testnet');
    expect(chainName(12345)).toBe('12345');
  });
});

describe('CSV', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['with "quotes"', '"with ""quotes"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [' padded ', '" padded "'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        [null, undefined],
      ]),
    ).toBe('a,1\r\n,\r\n');
  });

  it('writes exact amounts, both times and translated labels', () => {
    const intl = createIntl({ locale: 'en-US', timeZone: 'Asia/Saigon', messages: enMoney });
    const csv = transactionsCsv(intl, [
      tx({
        type: TransactionType.SWAP,
        status: TransactionStatus.PROCESSING,
        currency_symbol: 'USDT',
        to_currency_symbol: 'VOTE',
        amount: '1250.123456789012345678',
        hash: HASH,
      }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Time (Asia/Saigon),Time (ISO 8601),Type,Status,Amount,Currency,Swapped to,Hash,Network,Wallet,Record id',
    );
    expect(row).toBe(
      `"Nov 21, 2026, 5:00 PM",2026-11-21T10:00:00Z,Swap,Processing,1250.123456789012345678,USDT,VOTE,${HASH},BNB Smart Chain Testnet,0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9,tx_1`,
    );
  });
});
