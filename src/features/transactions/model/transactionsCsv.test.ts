import { createIntl } from 'react-intl';
import { TransactionStatus, TransactionType } from '@/api/staking/types';
import enMoney from '@/locales/en-US/money.json';
import { csvCell, toCsv } from '@/lib/csv/csv';
import { TEST_HASH as HASH, testTransaction as tx } from '../testing/testTransaction';
import { transactionsCsv } from './transactionsCsv';

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
