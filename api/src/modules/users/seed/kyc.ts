import type { Queryable } from '../../../db/database';
import { storeInDatabase } from '../../../core/files/storage';
import { insertRows } from '../../../seed/insert';
import type { Prng } from '../../../seed/prng';
import { documentBack, documentFront } from './document-images';
import { between, DAY, HOUR, type UserForSeed } from './seed-users';

const CITIES: Record<string, string[]> = {
  Singapore: ['Singapore'],
  'Hong Kong': ['Kowloon', 'Central', 'Sha Tin'],
  Taiwan: ['Taipei', 'Kaohsiung', 'Taichung'],
  Japan: ['Tokyo', 'Osaka', 'Fukuoka'],
  Germany: ['Berlin', 'Munich', 'Hamburg'],
  'United Kingdom': ['London', 'Manchester', 'Leeds'],
  Brazil: ['Sao Paulo', 'Rio de Janeiro', 'Curitiba'],
  'United States': ['New York', 'Austin', 'San Jose'],
  Vietnam: ['Ho Chi Minh City', 'Hanoi', 'Da Nang'],
  Thailand: ['Bangkok', 'Chiang Mai', 'Phuket'],
};
const REJECT_REASONS = [
  'The document photo is blurred: please upload a sharp image of the whole page',
  'The name on the document does not match the account name',
  'The document has expired',
  'Only part of the document is visible: all four corners must be shown',
  'The document appears to be altered',
  'The back of the identity card is missing',
];
const USER_REMARKS = [
  'Uploaded from my phone',
  'My old passport expired, this is the new one',
  'Please review soon, thank you',
  'Name changed after marriage',
];

interface Reviewer {
  id: number;
  account: string;
}

/**
 * Demo data of the users' identity checks: KYC applications in every state (with generated document
 * images kept in the database) and one-time-code records. Runs inside `seedDemo`'s transaction, after
 * the users exist, and before `seedAgents` (they share the generator, so the order fixes the data).
 */
export async function seedKyc(
  tx: Queryable,
  { prng, now, scale = 1, users }: { prng: Prng; now: Date; scale?: number; users: UserForSeed[] },
): Promise<void> {
  if (!users.length) return;
  const { rows: reviewerRows } = await tx.query<Reviewer>(
    `select a.id, a.account from admins a where a.account = 'admin' or exists (
       select 1 from admin_roles x join roles r on r.id = x.role_id where x.admin_id = a.id and r.name = 'Customer support') order by a.id`,
  );
  const reviewers = reviewerRows.length ? reviewerRows : [{ id: 1, account: 'admin' }];

  await seedKycApplications(tx, prng, now, users, reviewers, scale);
  await seedOtpRecords(tx, prng, now, users, 2500 * scale);
}

async function seedKycApplications(
  tx: Queryable,
  prng: Prng,
  now: Date,
  users: UserForSeed[],
  reviewers: Reviewer[],
  scale: number,
): Promise<void> {
  // A small set of document images shared by the applications keeps seeding fast.
  const created = new Date(now.getTime() - 200 * DAY);
  const fronts: string[] = [];
  const backs: string[] = [];
  for (let i = 0; i < 12; i++) {
    fronts.push(
      (
        await storeInDatabase(tx, {
          key: `demo-kyc-front-${prng.hex(24)}.png`,
          buffer: documentFront(prng),
          kind: 'image',
          createDate: created,
        })
      ).url,
    );
    backs.push(
      (
        await storeInDatabase(tx, {
          key: `demo-kyc-back-${prng.hex(24)}.png`,
          buffer: documentBack(prng),
          kind: 'image',
          createDate: created,
        })
      ).url,
    );
  }

  const applicants = users.filter(() => prng.chance(0.12)).slice(0, 420 * scale);
  const idNumbers: string[] = [];
  const rows: unknown[][] = [];
  const nowMs = now.getTime();
  for (const user of applicants) {
    const country = user.region ?? 'Singapore';
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || 'Unnamed applicant';
    // A few applications reuse an id number already seen: the review list flags them.
    const idNumber =
      idNumbers.length > 20 && prng.chance(0.03)
        ? prng.pick(idNumbers)
        : `${country.slice(0, 1).toUpperCase()}${prng.int(10_000_000, 99_999_999)}`;
    idNumbers.push(idNumber);
    const applications = prng.chance(0.15) ? 2 : 1;
    // A user who applied twice was reviewed (and rejected) between the two, so the first is older.
    const latestFirst = applications === 2 ? nowMs - 6 * DAY : nowMs - HOUR;
    let submitted = between(
      prng,
      Math.min(latestFirst - HOUR, Math.max(user.create_date.getTime(), nowMs - 150 * DAY)),
      latestFirst,
    ).getTime();
    for (let n = 0; n < applications; n++) {
      const last = n === applications - 1;
      // An earlier application of a user who applied twice was rejected; the latest can be in any state.
      const status = !last
        ? 2
        : submitted > nowMs - 3 * DAY
          ? prng.weighted([
              [0, 7],
              [1, 2],
              [2, 1],
            ] as const)
          : prng.weighted([
              [0, 2],
              [1, 6],
              [2, 2],
            ] as const);
      const reviewed = status === 0 ? null : between(prng, submitted + 10 * 60_000, Math.min(nowMs, submitted + 2 * DAY));
      const reviewer = status === 0 ? null : prng.pick(reviewers);
      const picture = prng.int(0, fronts.length - 1);
      rows.push([
        user.id,
        country,
        prng.pick(CITIES[country] ?? ['Capital']),
        user.email ?? user.mobile_number,
        name,
        idNumber,
        fronts[picture],
        prng.chance(0.95) ? backs[(picture + prng.int(0, 3)) % backs.length] : null,
        user.account_type === 3 ? 1 : 0,
        status,
        status === 2 ? prng.pick(REJECT_REASONS) : null,
        prng.chance(0.2) ? prng.pick(USER_REMARKS) : null,
        reviewed,
        reviewer?.id ?? null,
        reviewer?.account ?? null,
        new Date(submitted),
        reviewed ?? new Date(submitted),
      ]);
      if (!last) submitted = (reviewed?.getTime() ?? submitted) + prng.int(1, 72) * HOUR;
    }
  }
  rows.sort((a, b) => (a[15] as Date).getTime() - (b[15] as Date).getTime());
  await insertRows(
    tx,
    'kyc',
    [
      'user_id',
      'country',
      'city',
      'account',
      'name',
      'id_number',
      'passport_file1',
      'passport_file2',
      'is_sales',
      'status',
      'reject_reason',
      'user_remark',
      'review_date',
      'reviewer_id',
      'reviewer',
      'create_date',
      'update_date',
    ],
    rows,
  );
}

// ------------------------------------------------------------------ one-time codes

async function seedOtpRecords(tx: Queryable, prng: Prng, now: Date, users: UserForSeed[], count: number): Promise<void> {
  const rows: unknown[][] = [];
  const ipOf = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const user = prng.pick(users);
    const ip =
      ipOf.get(user.id) ??
      `${prng.pick([14, 27, 36, 42, 58, 101, 103, 113, 118, 175, 182, 203])}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}`;
    ipOf.set(user.id, ip);
    const byEmail = user.email !== null && (user.mobile_number === null || prng.chance(0.7));
    rows.push([
      String(prng.int(0, 999_999)).padStart(6, '0'),
      byEmail ? user.email : null,
      byEmail ? null : user.mobile_number,
      prng.chance(0.9) ? ip : `${prng.int(11, 223)}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}`,
      between(prng, Math.max(user.create_date.getTime(), now.getTime() - 45 * DAY), now.getTime()),
    ]);
  }
  rows.sort((a, b) => (a[4] as Date).getTime() - (b[4] as Date).getTime());
  await insertRows(tx, 'otp_records', ['code', 'email', 'mobile_number', 'ip', 'create_date'], rows);
}
