import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Queryable } from '../../../db/database';
import { storeInDatabase } from '../../../core/files/storage';
import { insertRows } from '../../../seed/insert';
import { Prng } from '../../../seed/prng';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Its own generator, so adding the chat leaves the rest of the demo data as it was. */
const CHAT_SEED = 20_260_404;
export const DEMO_CHAT_ROOMS = 40;

type Line = ['user' | 'staff', string] | ['user-image', string];

/** Conversations of a trading platform's support desk: each is a list of turns. */
const CONVERSATIONS: Line[][] = [
  [
    ['user', 'Hi, I deposited 500 USDT over TRC20 an hour ago and it is still not in my futures wallet.'],
    ['staff', 'Hello! Could you send me the transaction hash so I can check it on the chain?'],
    ['user-image', 'deposit-receipt.png'],
    ['user', 'Here is the screenshot from my wallet app.'],
    ['staff', 'Thank you. The transfer has 12 of 20 confirmations; it will be credited automatically within about 10 minutes.'],
  ],
  [
    ['user', 'My withdrawal has been pending review since yesterday. Is something wrong?'],
    ['staff', 'Let me look. Withdrawals above 2,000 USDT get a manual review; yours is in the queue and will be handled today.'],
    ['user', 'OK, thanks. Can I cancel it and withdraw a smaller amount instead?'],
    ['staff', 'Yes: cancel it in Assets → Withdrawals, the amount returns to your wallet at once.'],
  ],
  [
    ['user', 'My KYC was rejected but I do not understand why.'],
    ['staff', 'The photo of the back of your ID card was blurred. Please upload a sharper picture in good light.'],
    ['user', 'I uploaded it again just now.'],
  ],
  [
    ['user', 'I forgot my withdrawal password. How do I reset it?'],
    [
      'staff',
      'Go to Security → Withdrawal password → Reset. You will get a code by e-mail; for your safety withdrawals pause for 24 hours after a reset.',
    ],
    ['user', 'Done, thank you!'],
    ['staff', 'You are welcome. Anything else I can help with?'],
  ],
  [
    ['user', 'Why did my BTC/USDT 60-second order close as a loss? The price went up.'],
    [
      'staff',
      'The round closed at 14:03:00 UTC at 67,412.50, below your opening price of 67,418.20. You can see both prices in the order details.',
    ],
    ['user', 'I see, the chart on my phone was delayed. Thanks.'],
  ],
  [
    ['user', 'Hello, how do I become an agent and invite friends?'],
    [
      'staff',
      'Your invitation code is under Profile → Invite. Agent status comes with the Partner marketing level: five effective users you invited.',
    ],
    ['user', 'How much do I earn per friend?'],
    [
      'staff',
      'At Partner level 5 % of the first layer, 2 % of the second and 1 % of the third. The details are in the Marketing levels page of the app.',
    ],
  ],
  [
    ['user', 'The app says my account is suspended. What happened?'],
    ['staff', 'Your account was suspended after several sign-ins from different countries within an hour. Can you confirm these were you?'],
    ['user', 'Yes, I was using a VPN while travelling.'],
    ['staff', 'Thanks for confirming. I have asked the security team to lift the suspension; it usually takes less than an hour.'],
  ],
  [
    ['user', 'Can I transfer from my futures wallet to the perpetual wallet?'],
    ['staff', 'Yes, in Assets → Transfer. Transfers between your own wallets are instant and free.'],
  ],
  [
    ['user', 'I sent USDT on the ERC20 network but chose TRC20 in the app. Is my money lost?'],
    ['staff', 'Not lost. Please send the transaction hash; the finance team can credit a deposit sent over the wrong network manually.'],
    ['user', '0x5f2c…a91e, 250 USDT'],
    ['staff', 'Found it. It has been passed to finance and will be credited within one working day.'],
  ],
  [
    ['user', 'Hi, the convert quote expires before I can confirm it.'],
    [
      'staff',
      'Quotes are valid for 10 seconds because prices move. Tap Refresh and confirm right away; if it keeps failing, tell me which pair.',
    ],
    ['user', 'ETH to USDT.'],
  ],
  [
    ['user', 'Good morning, is there a fee for withdrawals?'],
    ['staff', 'Good morning! TRC20 withdrawals cost 1 USDT, ERC20 withdrawals 5 USDT. The fee is shown before you confirm.'],
  ],
  [
    ['user', 'I did not receive the verification e-mail.'],
    ['staff', 'Please check the spam folder. I can resend it: is the address on your account still correct?'],
    ['user', 'Yes, it is correct. It arrived in spam, thanks.'],
  ],
];

/** What end users write when they come back to a conversation: these stay unread. */
const FOLLOW_UPS = [
  'Hello? Is anyone there?',
  'Any update on this, please?',
  'It is still not solved.',
  'Thank you, it works now!',
  'One more question: how long does KYC review take?',
  'Can you check again please? I am waiting.',
  'I have uploaded the documents again.',
  'Is the maintenance tonight going to affect open orders?',
];

// ------------------------------------------------------------------ a small PNG of a wallet receipt

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

/** A phone-screenshot-like receipt: a header bar, a green tick and text-like grey bars. */
export function receiptPng(variant: number): Buffer {
  const width = 180;
  const height = 240;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let rgb = [248, 249, 251];
      if (y < 28) rgb = [37, 99, 235];
      const dx = x - width / 2;
      const dy = y - 74;
      if (dx * dx + dy * dy < 22 * 22) rgb = [34, 197, 94];
      const bar = [118, 136, 160, 184, 208].findIndex((top) => y >= top && y < top + 9);
      if (bar >= 0 && x >= 24 && x < 156 - ((bar * 23 + variant * 17) % 60)) rgb = bar === 0 ? [30, 41, 59] : [203, 213, 225];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ------------------------------------------------------------------ the seed

/**
 * 40 chat rooms with histories: some conversations answered, some with unread messages from the user,
 * a few users online, a few pictures. Staff replies come from the demo admin and support staff.
 */
export async function seedChat(tx: Queryable, { now }: { now: Date }): Promise<void> {
  const prng = new Prng(CHAT_SEED);
  const { rows: userRows } = await tx.query<{ id: number | string }>('select id from users where status = 1 order by id limit 600');
  const { rows: staffRows } = await tx.query<{ id: number }>(
    `select distinct a.id from admins a
       left join admin_roles ar on ar.admin_id = a.id left join roles r on r.id = ar.role_id
      where a.status = 1 and (a.account = 'admin' or r.name = 'Customer support') order by a.id`,
  );
  if (!userRows.length || !staffRows.length) return;
  const staffIds = staffRows.map((r) => r.id);

  const chosen = new Set<number>();
  while (chosen.size < Math.min(DEMO_CHAT_ROOMS, userRows.length)) chosen.add(Number(prng.pick(userRows).id));
  const userIds = [...chosen];

  const receipts: { url: string; name: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const buffer = receiptPng(i);
    const key = `demo-chat-receipt-${createHash('sha256').update(buffer).digest('hex').slice(0, 16)}.png`;
    const stored = await storeInDatabase(tx, { key, buffer, kind: 'image', createDate: new Date(now.getTime() - 40 * DAY) });
    receipts.push({ url: stored.url, name: 'deposit-receipt.png' });
  }

  const messages: unknown[][] = [];
  const roomRows: unknown[][] = [];
  const presenceRows: unknown[][] = [];
  for (const [index, userId] of userIds.entries()) {
    const roomId = index + 1;
    // The first rooms are the most recent: the top of the list shows today's conversations.
    const lastAt = new Date(now.getTime() - (index < 8 ? prng.int(2, 240) * MINUTE : prng.int(1, 30) * DAY + prng.int(0, 1000) * MINUTE));
    const conversation = CONVERSATIONS[(index * 7 + prng.int(0, 3)) % CONVERSATIONS.length];
    const staffId = prng.pick(staffIds);
    const unread = index % 3 === 0 ? prng.int(1, 3) : 0;
    const turns: Line[] = [...conversation, ...Array.from({ length: unread }, () => ['user', prng.pick(FOLLOW_UPS)] as Line)];
    let at = new Date(lastAt.getTime() - turns.length * 4 * MINUTE);
    const created = new Date(at.getTime() - prng.int(5, 60) * MINUTE);
    roomRows.push([roomId, userId, created, lastAt]);
    for (const [turn, [kind, text]] of turns.entries()) {
      at = turn === turns.length - 1 ? lastAt : new Date(at.getTime() + prng.int(1, 6) * MINUTE);
      const isUnread = turn >= turns.length - unread;
      const image = kind === 'user-image' ? receipts[index % receipts.length] : null;
      messages.push([
        roomId,
        kind === 'staff' ? 'staff' : 'user',
        kind === 'staff' ? staffId : userId,
        image ? null : text,
        image?.url ?? null,
        image?.name ?? null,
        at,
        kind === 'staff' || !isUnread,
        kind !== 'staff' || turn < turns.length - 1 || prng.chance(0.6),
      ]);
    }
    const online = index < 12 ? prng.chance(0.6) : prng.chance(0.1);
    presenceRows.push([userId, online, new Date(lastAt.getTime() + (online ? 0 : prng.int(5, 120) * MINUTE))]);
  }
  // Ids given here so the messages can name their room; the sequence continues after them.
  await insertRows(tx, 'chat_rooms', ['id', 'user_id', 'create_date', 'last_activity'], roomRows);
  await tx.query(`select setval(pg_get_serial_sequence('chat_rooms', 'id'), (select max(id) from chat_rooms))`);
  messages.sort((a, b) => (a[6] as Date).getTime() - (b[6] as Date).getTime());
  await insertRows(
    tx,
    'chat_messages',
    ['room_id', 'sender_kind', 'sender_id', 'text', 'image_url', 'image_name', 'create_date', 'read_by_staff', 'read_by_user'],
    messages,
  );
  await insertRows(
    tx,
    'presence',
    ['user_id', 'online', 'last_changed'],
    presenceRows.map(([userId, online, at]) => [userId, online, (at as Date).getTime() > now.getTime() ? now : at]),
  );
}
