/**
 * The money catalogues (src/locales/<locale>/money.json, shared by the wallet and transactions
 * pages): the same ids in every locale, valid ICU with the same arguments, and every id the code
 * uses present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/locales/en-US/money.json';
import enAll from '@/locales/en-US';
import vi from '@/locales/vi-VN/money.json';

const catalogues: Record<string, Record<string, string>> = { 'en-US': en, 'vi-VN': vi };

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal && typeof element.value === 'string')
      into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('money catalogues', () => {
  it('have the same ids in every locale', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s is valid ICU with the same arguments in every locale, and no markup', (id) => {
    const expected = argumentsOf(parse(en[id as keyof typeof en], { ignoreTag: false }));
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const message = catalogue[id] ?? '';
      expect(message.trim()).not.toBe('');
      expect(message).not.toMatch(/</);
      expect([locale, [...argumentsOf(parse(message, { ignoreTag: false }))].sort()]).toEqual([
        locale,
        [...expected].sort(),
      ]);
    }
  });

  it('hold every id the money pages use', () => {
    const root = path.resolve(__dirname, '../..');
    const used = new Set<string>();
    for (const file of [...sourceFiles(path.join(root, 'balances')), ...sourceFiles(path.join(root, 'transactions'))]) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/'(money\.[A-Za-z0-9_.]+)'/g))
        used.add(match[1] as string);
    }
    used.delete('money.pending.v1'); // the storage key, not a message
    // Ids built from a name: every name they can take.
    const built = [
      ...['deposit', 'withdraw', 'swap'].flatMap((kind) => [`money.${kind}.tab`, `money.describe.${kind}`]),
      ...[
        'empty',
        'notNumber',
        'ambiguous',
        'grouping',
        'negative',
        'zero',
        'tooManyDecimals',
        'wholeOnly',
        'exceedsBalance',
        'exceedsBalanceLessFee',
        'feeExceedsBalance',
        'balanceUnknown',
      ].map((code) => `money.amount.error.${code}`),
      ...['signedOut', 'unverified', 'runtimeLoading', 'disconnected', 'wrongNetwork', 'wrongAccount'].map(
        (kind) => `money.block.${kind}`,
      ),
      ...['first', 'last', 'next', 'previous'].map((type) => `money.history.pager.${type}`),
      ...['all', 'rewards'].map((view) => `money.history.view.${view}`),
      ...['none', 'processing', 'successful', 'failed'].map((status) => `money.status.${status}`),
      ...['deposit', 'withdraw', 'reward', 'voting', 'swap', 'other'].map((type) => `money.type.${type}`),
      ...['time', 'type', 'status', 'amount', 'hash'].map((column) => `money.table.${column}`),
    ];
    for (const id of built) used.add(id);
    // The app bar's money ids (the pending indicator) live in layout.json, so search the whole catalogue.
    const missing = [...used].filter((id) => !(id in enAll));
    expect(missing).toEqual([]);
  });
});
