import { deflateSync } from 'node:zlib';
import type { Queryable } from '../../../db/database';
import { storeInDatabase } from '../../../core/files/storage';
import { hashPassword } from '../../../core/session/credentials';
import { insertRows } from '../../../seed/insert';
import type { Prng } from '../../../seed/prng';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 3_600_000;

/** The password of every demo agent backend account. */
export const DEMO_AGENT_PASSWORD = 'agent-demo-2026';

// ------------------------------------------------------------------ generated document images

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A palette PNG of `width` × `height` whose pixel (x, y) has the colour index `pixel(x, y)`. */
export function palettePng(
  width: number,
  height: number,
  palette: [number, number, number][],
  pixel: (x: number, y: number) => number,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit indexed colour
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = pixel(x, y);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COVER_COLOURS: [number, number, number][] = [
  [24, 54, 110],
  [122, 24, 40],
  [22, 92, 70],
  [70, 40, 110],
  [30, 30, 30],
  [140, 80, 20],
];
const PAPER: [number, number, number][] = [
  [238, 232, 214],
  [226, 236, 240],
  [240, 230, 236],
  [232, 240, 226],
];
const W = 320;
const H = 200;

/** An identity document's photo page: a coloured band, a portrait, text lines and a machine-readable zone. */
function documentFront(prng: Prng): Buffer {
  const cover = prng.pick(COVER_COLOURS);
  const paper = prng.pick(PAPER);
  const skin: [number, number, number] = prng.pick([
    [224, 186, 150],
    [198, 150, 110],
    [150, 105, 75],
    [240, 205, 175],
  ]);
  const hair: [number, number, number] = prng.pick([
    [40, 30, 25],
    [90, 60, 30],
    [20, 20, 20],
    [150, 110, 60],
  ]);
  // 0 paper, 1 cover band, 2 photo background, 3 skin, 4 hair, 5 ink, 6 light ink, 7 white
  const palette: [number, number, number][] = [paper, cover, [200, 208, 214], skin, hair, [40, 44, 52], [150, 150, 160], [255, 255, 255]];
  const lines = Array.from({ length: 6 }, () => prng.int(60, 150));
  const mrz = Array.from({ length: 44 }, () => prng.chance(0.7));
  return palettePng(W, H, palette, (x, y) => {
    if (y < 28) return x > 12 && x < 140 && y > 10 && y < 18 ? 7 : 1;
    if (x >= 16 && x < 100 && y >= 40 && y < 150) {
      const dx = x - 58;
      const head = (dx * dx) / 380 + ((y - 82) * (y - 82)) / 560 <= 1;
      const hairTop = (dx * dx) / 440 + ((y - 72) * (y - 72)) / 500 <= 1 && y < 74;
      const shoulders = y > 118 && Math.abs(dx) < 38 - Math.max(0, 128 - y);
      if (hairTop) return 4;
      if (head) return 3;
      if (shoulders) return 1;
      return 2;
    }
    for (const [i, length] of lines.entries()) {
      const top = 44 + i * 17;
      if (x >= 116 && y >= top && y < top + 4) return x < 116 + 34 ? 6 : x < 116 + 34 + length ? 5 : 0;
    }
    if (y >= 164 && y < 190 && x >= 12 && x < W - 12) {
      const row = y < 176 ? 0 : 1;
      const column = Math.floor((x - 12) / 6.6);
      if (y % 12 < 8 && (x - 12) % 7 < 5) return mrz[(column + row * 7) % mrz.length] ? 5 : 6;
    }
    return 0;
  });
}

/** The back of the document: a barcode, an address block and a signature stroke. */
function documentBack(prng: Prng): Buffer {
  const paper = prng.pick(PAPER);
  const cover = prng.pick(COVER_COLOURS);
  const palette: [number, number, number][] = [paper, cover, [40, 44, 52], [150, 150, 160], [30, 60, 160]];
  const bars = Array.from({ length: 90 }, () => prng.int(1, 3));
  const barEdges: number[] = [];
  let at = 24;
  for (const b of bars) {
    barEdges.push(at, at + b);
    at += b + prng.int(1, 3);
  }
  const lines = Array.from({ length: 4 }, () => prng.int(80, 220));
  const wave = prng.int(6, 14);
  return palettePng(W, H, palette, (x, y) => {
    if (y < 10 || y >= H - 10) return 1;
    if (y >= 24 && y < 70 && x >= 24 && x < Math.min(at, W - 24)) {
      for (let i = 0; i < barEdges.length; i += 2) if (x >= barEdges[i] && x < barEdges[i + 1]) return 2;
      return 0;
    }
    for (const [i, length] of lines.entries()) {
      const top = 90 + i * 16;
      if (x >= 24 && y >= top && y < top + 4) return x < 24 + length ? (i === 0 ? 3 : 2) : 0;
    }
    if (x > 190 && x < 290 && y > 150 && y < 182) {
      const curve = 166 + Math.round(Math.sin((x - 190) / wave) * 8 + Math.cos((x - 190) / 5) * 3);
      if (Math.abs(y - curve) <= 1) return 4;
    }
    return 0;
  });
}

// ------------------------------------------------------------------ KYC

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

interface UserForSeed {
  id: number;
  email: string | null;
  mobile_number: string | null;
  first_name: string | null;
  last_name: string | null;
  region: string | null;
  account_type: number;
  create_date: Date;
}

interface Reviewer {
  id: number;
  account: string;
}

const between = (prng: Prng, from: number, to: number) => new Date(from + Math.floor(prng.next() * Math.max(1, to - from)));

/**
 * Demo data of the users side: KYC applications in every state (with generated document images kept in
 * the database), one-time-code records, agent backend accounts linked to agent and sales users, and
 * their logs. Runs inside `seedDemo`'s transaction, after the users exist.
 */
export async function seedKycAndAgents(tx: Queryable, { prng, now, scale = 1 }: { prng: Prng; now: Date; scale?: number }): Promise<void> {
  const { rows: userRows } = await tx.query<UserForSeed>(
    'select id, email, mobile_number, first_name, last_name, region, account_type, create_date from users order by id',
  );
  const users = userRows.map((u) => ({ ...u, id: Number(u.id), create_date: new Date(u.create_date) }));
  if (!users.length) return;
  const { rows: reviewerRows } = await tx.query<Reviewer>(
    `select a.id, a.account from admins a where a.account = 'admin' or exists (
       select 1 from admin_roles x join roles r on r.id = x.role_id where x.admin_id = a.id and r.name = 'Customer support') order by a.id`,
  );
  const reviewers = reviewerRows.length ? reviewerRows : [{ id: 1, account: 'admin' }];

  await seedKyc(tx, prng, now, users, reviewers, scale);
  await seedOtpRecords(tx, prng, now, users, 2500 * scale);
  const agents = await seedAgents(tx, prng, now, users);
  await seedAgentLogs(tx, prng, now, agents, 3000 * scale);
}

async function seedKyc(tx: Queryable, prng: Prng, now: Date, users: UserForSeed[], reviewers: Reviewer[], scale: number): Promise<void> {
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

// ------------------------------------------------------------------ agents and their logs

interface SeededAgent {
  id: number;
  account: string;
  isSales: number;
  domain: string;
  ip: string;
  area: string;
}

const AGENT_NAMES = [
  'Golden Bridge Partners',
  'Harbour Line Agency',
  'Blue Peak Traders',
  'Lotus Network',
  'North Star Referral',
  'Red Lantern Group',
  'Silver Coast Partners',
  'Jade River Agency',
  'Summit Desk',
  'Evergreen Associates',
  'Pacific Gate',
  'Orchid Circle',
  'Iron Crane Partners',
  'Sunrise Referral',
  'Crescent Bay Agency',
  'Maple Ridge Sales',
];
const AREAS = ['Singapore', 'Hong Kong', 'Taipei', 'Tokyo', 'Bangkok', 'Ho Chi Minh City', 'London', 'Sao Paulo'];

async function seedAgents(tx: Queryable, prng: Prng, now: Date, users: UserForSeed[]): Promise<SeededAgent[]> {
  const candidates = users.filter((u) => u.account_type === 2 || u.account_type === 3);
  const count = Math.min(candidates.length, 16);
  const chosen: UserForSeed[] = [];
  while (chosen.length < count) {
    const user = prng.pick(candidates);
    if (!chosen.includes(user)) chosen.push(user);
  }
  // One hash for every demo agent: hashing is slow on purpose and this runs inside the seed transaction.
  const hash = await hashPassword(DEMO_AGENT_PASSWORD);
  const agents: SeededAgent[] = [];
  const rows: unknown[][] = [];
  for (const [i, user] of chosen.entries()) {
    const name = AGENT_NAMES[i % AGENT_NAMES.length];
    const slug = name
      .toLowerCase()
      .split(' ')[0]
      .replace(/[^a-z]/g, '');
    const account = `${slug}${String(i + 1).padStart(2, '0')}`;
    const domain = `https://${slug}.agents.example.com`;
    const created = between(prng, Math.max(user.create_date.getTime(), now.getTime() - 300 * DAY), now.getTime() - 20 * DAY);
    const isSales = user.account_type === 3 ? 1 : 0;
    rows.push([account, name, domain, user.id, hash, isSales, 1, 'admin', created, between(prng, created.getTime(), now.getTime() - DAY)]);
    agents.push({
      id: 0,
      account,
      isSales,
      domain,
      ip: `${prng.pick([27, 42, 101, 118, 175, 203])}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}`,
      area: prng.pick(AREAS),
    });
  }
  await insertRows(
    tx,
    'agents',
    [
      'account',
      'name',
      'domain_url',
      'user_account_id',
      'password_hash',
      'is_sales',
      'edit_client_id',
      'edit_client_name',
      'create_date',
      'update_date',
    ],
    rows,
  );
  const { rows: ids } = await tx.query<{ id: number; account: string }>('select id, account from agents');
  for (const agent of agents) agent.id = Number(ids.find((r) => r.account === agent.account)?.id);
  return agents;
}

interface AgentOperation {
  name: string;
  method: string;
  url: (p: Prng) => string;
  weight: number;
  req: (p: Prng, a: SeededAgent) => unknown;
  data: (p: Prng) => unknown;
  failure?: string;
}

const page = (p: Prng) => ({ pageNum: p.pick([1, 1, 1, 2, 3]), pageSize: p.pick([10, 20, 50]) });
const AGENT_OPERATIONS: AgentOperation[] = [
  {
    name: 'Sign in',
    method: 'POST',
    url: () => '/agent-api/login',
    weight: 12,
    req: (_, a) => ({ account: a.account, password: '***', gauthCode: '***' }),
    data: () => ({ token: '***' }),
    failure: 'The account, password or two-factor code is incorrect',
  },
  {
    name: 'List downline users',
    method: 'POST',
    url: () => '/agent-api/team/list',
    weight: 25,
    req: (p) => ({ ...page(p), level: p.int(1, 3) }),
    data: (p) => ({ total: p.int(5, 400), records: `[${p.int(5, 20)} items]` }),
  },
  {
    name: 'Team summary',
    method: 'GET',
    url: () => '/agent-api/team/summary',
    weight: 15,
    req: (p) => ({ startTime: `2026-0${p.int(1, 9)}-01 00:00:00` }),
    data: (p) => ({ members: p.int(5, 400), depositAmount: p.amount(1000, 250000), withdrawalAmount: p.amount(100, 90000) }),
  },
  {
    name: 'Commission report',
    method: 'POST',
    url: () => '/agent-api/report/commission',
    weight: 12,
    req: (p) => ({ ...page(p), month: `2026-0${p.int(1, 9)}` }),
    data: (p) => ({ totalCommission: p.amount(50, 20000), records: `[${p.int(1, 20)} items]` }),
  },
  {
    name: 'Export downline report',
    method: 'POST',
    url: () => '/agent-api/report/export',
    weight: 4,
    req: (p) => ({ format: p.pick(['csv', 'xlsx']), month: `2026-0${p.int(1, 9)}` }),
    data: (p) => ({ exportId: p.int(1000, 9999) }),
    failure: 'An export is already running; wait until it finishes',
  },
  {
    name: 'Create invitation link',
    method: 'POST',
    url: () => '/agent-api/invitation/add',
    weight: 5,
    req: (p) => ({ remark: p.pick(['Telegram group', 'Webinar', 'Partner event', 'Facebook campaign']) }),
    data: (p) => ({ invitationCode: p.hex(8).toUpperCase() }),
  },
  {
    name: 'User detail',
    method: 'GET',
    url: (p) => `/agent-api/team/user/${p.int(1, 3000)}`,
    weight: 18,
    req: () => null,
    data: (p) => ({ status: 1, balance: p.amount(0, 50000) }),
    failure: 'The user is not in your downline',
  },
  {
    name: 'Change password',
    method: 'PUT',
    url: () => '/agent-api/password',
    weight: 1,
    req: () => ({ oldPassword: '***', newPassword: '***' }),
    data: () => null,
    failure: 'The current password is incorrect',
  },
  {
    name: 'Sign out',
    method: 'POST',
    url: () => '/agent-api/logout',
    weight: 8,
    req: () => null,
    data: () => null,
  },
];

async function seedAgentLogs(tx: Queryable, prng: Prng, now: Date, agents: SeededAgent[], count: number): Promise<void> {
  if (!agents.length) return;
  const weighted = AGENT_OPERATIONS.map((op) => [op, op.weight] as const);
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const agent = prng.pick(agents);
    const op = prng.weighted(weighted);
    const failed = op.failure !== undefined && prng.chance(0.07);
    const request = op.req(prng, agent);
    const response = failed ? { code: 0, msg: op.failure, data: null } : { code: 1, msg: 'success', data: op.data(prng) };
    const travelling = prng.chance(0.08);
    rows.push([
      agent.id,
      agent.isSales ? 2 : 1,
      op.method,
      op.url(prng),
      prng.pick(['agent-web', 'agent-web', 'agent-ios', 'agent-android']),
      op.name,
      travelling ? `${prng.int(11, 223)}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}` : agent.ip,
      travelling ? prng.pick(AREAS) : agent.area,
      request === null ? null : JSON.stringify(request),
      JSON.stringify(response),
      prng.weighted([
        [prng.int(8, 80), 6],
        [prng.int(80, 400), 3],
        [prng.int(400, 2500), 1],
      ]),
      agent.id,
      agent.account,
      new Date(now.getTime() - Math.floor(prng.next() * 60 * DAY)),
    ]);
  }
  rows.sort((a, b) => (a[13] as Date).getTime() - (b[13] as Date).getTime());
  await insertRows(
    tx,
    'agent_logs',
    [
      'agent_id',
      'agent_type',
      'api_type',
      'api_url',
      'client_id',
      'log_name',
      'login_ip',
      'login_area',
      'req_log',
      'res_log',
      'res_time',
      'op_id',
      'op_name',
      'create_date',
    ],
    rows,
  );
}
