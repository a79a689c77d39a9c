/**
 * The deterministic seed: same `seedNow`, same data (a fixed PRNG, no clock reads). Times
 * are relative to seedNow so analytics, summary and trending always have recent history.
 */
import { TransactionStatus, TransactionType, type Address, type TxHash } from '@/api/staking/types';
import { EMOTIONS, type Emotion } from '@/api/vote/types';
import { buildBalance, buildContent, buildTransaction, buildTransfer, buildUser, buildVote } from './builders';
import {
  ALICE_USER,
  ALICE_WALLET_ADDRESS,
  DEMO_USER,
  DEMO_WALLET_ADDRESS,
  LONG_NAME_WALLET_ADDRESS,
  SEEDED_NAMES,
} from './constants';
import { createRng, type Rng } from './lib/random';
import type { ContentRow, DbSnapshot, TransactionRow, TransferRow, VoteRow } from './model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SEED_COUNTS = {
  contents: 30,
  kyc: 6,
  demoTransactions: 45,
  aliceTransactions: 5,
  demoTransfers: 60,
  otherTransfers: 5,
} as const;

const CONTENT_TITLES = [
  'Sunrise over Ha Long Bay',
  '<b>bold</b> & <script>alert(1)</script>',
  'Street food tour: Saigon at night',
  'Why validators matter',
  'Tom & Jerry\'s "best" moments <i>ranked</i>',
  "A beginner's guide to staking",
  'Lofi beats to vote to',
  'The mountain pass in the rain',
  '<img src=x onerror="alert(1)"> Community pick',
  'Coffee culture in Hanoi',
  'How block rewards are shared',
  'Top 10 sunsets of the year',
  'Speedrun: finishing the tutorial in 4 minutes',
  'Rice terraces of Mu Cang Chai',
  'The quiet life of lighthouse keepers',
  'Meme of the week',
  'Building a cabin with hand tools',
  'Ode to the humble banh mi',
  'Night market lanterns',
  'Five myths about gas fees',
  'Cat vs. laser pointer, round 12',
  'Drone footage: the Mekong Delta',
  'What is a swap, really?',
  'Monsoon season diaries',
  'Pixel art: my hometown',
  'Learning the dan bau',
  'Kite festival highlights',
  'The smallest library in the city',
  'Weekend hike: Fansipan',
  'Charity stream recap',
] as const;

const KYC_TITLES = [
  'KYC: Aurora Labs team verification',
  'KYC: Lotus Finance audit summary',
  'KYC: Mekong Games founders',
  'KYC: <b>Bold</b> Ventures & partners',
  'KYC: Saigon Node operators',
  'KYC: Green Valley DAO',
] as const;

const AUTHORS = ['Linh Tran', 'Minh Pham', 'Alice Nguyen', 'Bao Le', 'Demo User', null] as const;
const PALETTE = ['#0E76FD', '#1DB847', '#FF801F', '#FF5CA0', '#5F5AFA', '#FA423C'] as const;
/** Weighted so emotion charts are uneven: like is most common, angry least. */
const EMOTION_WEIGHTS: readonly number[] = [35, 25, 12, 10, 10, 8];

const iso = (ms: number): string => new Date(ms).toISOString();
const pad = (n: number): string => String(n).padStart(3, '0');
const txHash = (rng: Rng): TxHash => `0x${rng.hex(64)}`;
const randomAddress = (rng: Rng): Address => `0x${rng.hex(40)}`;

/** A small inline picture, so the demo shows images with no network. */
function placeholderImage(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${color}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function pickEmotion(rng: Rng): Emotion {
  let roll = rng.next() * 100;
  for (let i = 0; i < EMOTIONS.length; i += 1) {
    roll -= EMOTION_WEIGHTS[i] ?? 0;
    if (roll < 0) return EMOTIONS[i] ?? 'like';
  }
  return 'like';
}

function seedContents(rng: Rng, now: number): ContentRow[] {
  const contents = CONTENT_TITLES.map((title, i) =>
    buildContent({
      content_id: `cnt_${pad(i + 1)}`,
      kind: 'content',
      title,
      description: i % 4 === 3 ? null : `Entry ${i + 1} of the community showcase.`,
      // Every fifth has no image, so the UI's missing-image path is exercised too.
      image_url: i % 5 === 4 ? null : placeholderImage(PALETTE[i % PALETTE.length] ?? '#0E76FD'),
      author: AUTHORS[i % AUTHORS.length] ?? null,
      // Oldest 420 days ago, newest 43 days ago, 13 days apart.
      created_at: iso(now - (420 - i * 13) * DAY - rng.int(0, 12) * HOUR),
    }),
  );
  const kyc = KYC_TITLES.map((title, i) =>
    buildContent({
      content_id: `kyc_${pad(i + 1)}`,
      kind: 'kyc',
      title,
      description: `Identity and audit documents reviewed for project ${i + 1}.`,
      author: 'Compliance team',
      created_at: iso(now - (300 - i * 40) * DAY),
    }),
  );
  return [...contents, ...kyc];
}

/** Vote history: dense for the last day and a half, daily for 3 months, weekly for a year. */
function seedVotes(rng: Rng, now: number, contents: ContentRow[]): VoteRow[] {
  const voters: Address[] = Array.from({ length: 40 }, () => randomAddress(rng));
  voters.push(ALICE_WALLET_ADDRESS, LONG_NAME_WALLET_ADDRESS);
  // A fixed popularity order (a shuffle) so trending has a clear leader.
  const byPopularity = rng.shuffle(contents);
  const votes: VoteRow[] = [];
  const addVotesIn = (from: number, to: number, count: number): void => {
    for (let i = 0; i < count; i += 1) {
      const at = Math.min(now, from + Math.floor(rng.next() * (to - from)));
      const eligible = byPopularity.filter((c) => Date.parse(c.created_at) <= at);
      if (eligible.length === 0) continue;
      const content = eligible[Math.floor(rng.next() ** 2 * eligible.length)];
      if (!content) continue;
      votes.push(
        buildVote({
          id: `vote_${String(votes.length + 1).padStart(4, '0')}`,
          contentId: content.content_id,
          emotion: pickEmotion(rng),
          amount: rng.next() < 0.1 ? rng.int(10, 50) : rng.int(1, 5),
          walletAddress: rng.pick(voters),
          created_at: iso(at),
        }),
      );
    }
  };
  for (let h = 0; h < 36; h += 1) addVotesIn(now - (h + 1) * HOUR, now - h * HOUR, rng.int(2, 5));
  for (let d = 1; d < 90; d += 1) addVotesIn(now - (d + 1) * DAY, now - d * DAY, rng.int(3, 7));
  for (let w = 13; w < 58; w += 1) addVotesIn(now - (w + 1) * 7 * DAY, now - w * 7 * DAY, rng.int(4, 8));
  // The demo wallet's own votes, so my_emotion shows once that wallet is verified.
  const demoPicks: Array<[string, Emotion, number]> = [
    ['cnt_001', 'love', 3],
    ['cnt_004', 'like', 1],
    ['cnt_010', 'wow', 2],
  ];
  demoPicks.forEach(([contentId, emotion, daysAgo], i) => {
    votes.push(
      buildVote({
        id: `vote_d${i + 1}`,
        contentId,
        emotion,
        amount: 2,
        walletAddress: DEMO_WALLET_ADDRESS,
        user_id: DEMO_USER.id,
        created_at: iso(now - daysAgo * DAY),
      }),
    );
  });
  return votes;
}

interface TxPlan {
  type: TransactionRow['type'];
  currencies: ReadonlyArray<readonly [string, string | null]>;
  amounts: readonly string[];
}

const TX_PLANS: readonly TxPlan[] = [
  {
    type: TransactionType.DEPOSIT,
    currencies: [
      ['BNB', null],
      ['USDT', null],
    ],
    amounts: ['0.5', '1.25', '250', '12.345', '0.05'],
  },
  {
    type: TransactionType.WITHDRAW,
    currencies: [
      ['BNB', null],
      ['USDT', null],
    ],
    amounts: ['0.1', '75.5', '20', '0.333'],
  },
  {
    type: TransactionType.REWARD,
    currencies: [
      ['VOTE', null],
      ['USDT', null],
    ],
    amounts: ['5', '12', '1.75', '30'],
  },
  { type: TransactionType.VOTING, currencies: [['VOTE', null]], amounts: ['1', '2', '5', '10'] },
  {
    type: TransactionType.SWAP,
    currencies: [
      ['BNB', 'USDT'],
      ['USDT', 'VOTE'],
      ['BNB', 'VOTE'],
    ],
    amounts: ['0.2', '10', '0.01', '3'],
  },
];

function seedTransactions(rng: Rng, now: number, wallet: Address, count: number, prefix: string): TransactionRow[] {
  const rows: TransactionRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const plan = TX_PLANS[i % TX_PLANS.length];
    if (!plan) continue;
    const [currency, toCurrency] = rng.pick(plan.currencies);
    // Newest about an hour ago, then roughly every 2.6 days back.
    const createdAt = now - HOUR - i * Math.floor(2.6 * DAY) - rng.int(0, 600) * MINUTE;
    const onChain = plan.type === TransactionType.DEPOSIT || plan.type === TransactionType.WITHDRAW;
    const status =
      i === 7 || i === 23
        ? TransactionStatus.FAILED
        : i === count - 1
          ? TransactionStatus.NONE
          : TransactionStatus.SUCCESSFUL;
    rows.push(
      buildTransaction({
        id: `${prefix}_${pad(i + 1)}`,
        hash: onChain ? txHash(rng) : null,
        type: plan.type,
        status,
        currency_symbol: currency,
        to_currency_symbol: toCurrency,
        amount: rng.pick(plan.amounts),
        wallet_address: wallet,
        chain_id: i % 6 === 5 ? 56 : 97,
        created_at: iso(createdAt),
        updated_at: iso(createdAt + 2 * MINUTE),
      }),
    );
  }
  return rows;
}

function seedTransfers(rng: Rng, now: number): TransferRow[] {
  const others: Address[] = [
    ALICE_WALLET_ADDRESS,
    LONG_NAME_WALLET_ADDRESS,
    randomAddress(rng),
    randomAddress(rng),
    randomAddress(rng),
  ];
  const rows: TransferRow[] = [];
  for (let i = 0; i < SEED_COUNTS.demoTransfers; i += 1) {
    const other = rng.pick(others);
    const outgoing = rng.next() < 0.5;
    rows.push(
      buildTransfer({
        id: `trf_${pad(i + 1)}`,
        from_wallet_address: outgoing ? DEMO_WALLET_ADDRESS : other,
        to_wallet_address: outgoing ? other : DEMO_WALLET_ADDRESS,
        amount: rng.int(1, 50),
        // Every 1.5 days back over three months, at varied hours.
        created_at: iso(now - 30 * MINUTE - Math.floor(i * 1.5 * DAY) - rng.int(0, 20) * HOUR),
      }),
    );
  }
  // Transfers that do not involve the demo wallet, so wallet filtering is visible.
  for (let i = 0; i < SEED_COUNTS.otherTransfers; i += 1) {
    rows.push(
      buildTransfer({
        id: `trf_x${i + 1}`,
        from_wallet_address: ALICE_WALLET_ADDRESS,
        to_wallet_address: LONG_NAME_WALLET_ADDRESS,
        amount: rng.int(1, 9),
        created_at: iso(now - (i + 1) * 5 * DAY),
      }),
    );
  }
  return rows;
}

export interface SeedOptions {
  /** Users only: no contents, votes, transactions, transfers or balances. */
  empty?: boolean;
}

export function seedSnapshot(seedNow: Date, options: SeedOptions = {}): DbSnapshot {
  const now = seedNow.getTime();
  const rng = createRng(20261121);
  const users = [
    buildUser({ ...DEMO_USER, wallet_address: null, created_at: iso(now - 200 * DAY) }),
    buildUser({ ...ALICE_USER, wallet_address: ALICE_WALLET_ADDRESS, created_at: iso(now - 320 * DAY) }),
  ];
  const snapshot: DbSnapshot = {
    version: 1,
    seedNow: seedNow.toISOString(),
    clockOffsetMs: 0,
    settings: { settleDelayMs: 2000 },
    seq: 0,
    users,
    sessions: [],
    accessTokens: [],
    nonces: [],
    balances: [],
    transactions: [],
    transfers: [],
    contents: [],
    votes: [],
    chainTxs: [],
    names: { ...SEEDED_NAMES },
  };
  if (options.empty) return snapshot;

  const contents = seedContents(rng, now);
  snapshot.contents = contents;
  snapshot.votes = seedVotes(rng, now, contents);
  snapshot.transactions = [
    ...seedTransactions(rng, now, DEMO_WALLET_ADDRESS, SEED_COUNTS.demoTransactions, 'tx'),
    ...seedTransactions(rng, now, ALICE_WALLET_ADDRESS, SEED_COUNTS.aliceTransactions, 'tx_alice'),
  ];
  snapshot.transfers = seedTransfers(rng, now);
  const at = iso(now - DAY);
  snapshot.balances = [
    buildBalance({ wallet_address: DEMO_WALLET_ADDRESS, currency_symbol: 'BNB', amount: '2.5', updated_at: at }),
    buildBalance({ wallet_address: DEMO_WALLET_ADDRESS, currency_symbol: 'USDT', amount: '1250.75', updated_at: at }),
    buildBalance({ wallet_address: DEMO_WALLET_ADDRESS, currency_symbol: 'VOTE', amount: '500', updated_at: at }),
    buildBalance({ wallet_address: ALICE_WALLET_ADDRESS, currency_symbol: 'BNB', amount: '1.2', updated_at: at }),
    buildBalance({ wallet_address: ALICE_WALLET_ADDRESS, currency_symbol: 'USDT', amount: '300', updated_at: at }),
    buildBalance({ wallet_address: ALICE_WALLET_ADDRESS, currency_symbol: 'VOTE', amount: '120', updated_at: at }),
  ];
  return snapshot;
}
