import { permissionByKey } from '@console/contracts/permissions';
import { type InfoLanguage, infoContentUpdate } from '@console/contracts/schemas/info-center';
import type { DemoSeedContext } from '../../core/area';
import type { Queryable } from '../../db/database';
import type { SessionInfo } from '../../http/context';
import { Prng } from '../../seed/prng';
import { saveContent } from './save';

/*
 * The info center's demo articles: one of each state (published, scheduled, draft, hidden, expired), in the
 * three languages or fewer (so the completeness badges show), one with a table and lists. Saved through
 * `saveContent` as the console saves them (sanitised, a revision each), by the demo `admin`. The times draw from
 * the area's own generator, so the shared one the later seeds draw from is left as it was.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Versions = Partial<Record<InfoLanguage, [title: string, body: string]>>;

interface DemoArticle {
  tags: string[];
  featured?: boolean;
  hidden?: boolean;
  /** Days from the seed's moment (negative: before). */
  createdDaysAgo: number;
  publishStartDays: number | null;
  publishEndDays?: number | null;
  versions: Versions;
  /** A later edit of the English version (a second revision). */
  editedEnglish?: [title: string, body: string];
}

const FEE_TABLE = {
  'en-US': ['Tier', '30-day volume (USDT)', 'Maker', 'Taker'],
  'zh-CN': ['等级', '30 日交易量（USDT）', '挂单', '吃单'],
  'zh-TW': ['等級', '30 日交易量（USDT）', '掛單', '吃單'],
} as const;
const FEE_ROWS = [
  ['VIP 0', '< 100,000', '0.10%', '0.12%'],
  ['VIP 1', '100,000 – 1,000,000', '0.08%', '0.10%'],
  ['VIP 2', '> 1,000,000', '0.05%', '0.07%'],
];
const feeTable = (language: keyof typeof FEE_TABLE) =>
  `<table><tbody><tr>${FEE_TABLE[language].map((h) => `<th><p>${h}</p></th>`).join('')}</tr>${FEE_ROWS.map(
    (row) => `<tr>${row.map((c) => `<td><p>${c}</p></td>`).join('')}</tr>`,
  ).join('')}</tbody></table>`;

const ARTICLES: DemoArticle[] = [
  {
    tags: ['fees', 'announcement'],
    featured: true,
    createdDaysAgo: 12,
    publishStartDays: -10,
    versions: {
      'en-US': [
        'Trading fee schedule from next month',
        `<h2>New fee tiers</h2><p>Fees follow your 30-day trading volume:</p>${feeTable('en-US')}<ul><li><p>Tiers are reviewed daily at 00:00 UTC.</p></li><li><p>Copy-trading orders count towards the leader's volume.</p></li></ul>`,
      ],
      'zh-CN': [
        '下月起的交易手续费标准',
        `<h2>新的手续费等级</h2><p>手续费按您 30 日的交易量计算：</p>${feeTable('zh-CN')}<ul><li><p>等级每日 UTC 00:00 更新。</p></li><li><p>跟单订单计入带单人的交易量。</p></li></ul>`,
      ],
      'zh-TW': [
        '下月起的交易手續費標準',
        `<h2>新的手續費等級</h2><p>手續費依您 30 日的交易量計算：</p>${feeTable('zh-TW')}<ul><li><p>等級每日 UTC 00:00 更新。</p></li><li><p>跟單訂單計入帶單人的交易量。</p></li></ul>`,
      ],
    },
    editedEnglish: [
      'Trading fee schedule from next month',
      `<h2>New fee tiers</h2><p>Fees follow your 30-day trading volume (spot and futures together):</p>${feeTable('en-US')}<ul><li><p>Tiers are reviewed daily at 00:00 UTC.</p></li><li><p>Copy-trading orders count towards the leader's volume.</p></li></ul>`,
    ],
  },
  {
    tags: ['security', 'guide'],
    createdDaysAgo: 25,
    publishStartDays: -24,
    versions: {
      'en-US': [
        'Turn on two-factor authentication',
        '<p>Protect your account in three steps:</p><ol><li><p>Install an authenticator app.</p></li><li><p>Scan the code under <strong>Security</strong>.</p></li><li><p>Enter the six-digit code to confirm.</p></li></ol>',
      ],
      'zh-CN': [
        '开启双重验证',
        '<p>三步保护您的账户：</p><ol><li><p>安装身份验证器应用。</p></li><li><p>在<strong>安全</strong>页面扫描二维码。</p></li><li><p>输入六位验证码完成绑定。</p></li></ol>',
      ],
      'zh-TW': [
        '開啟雙重驗證',
        '<p>三步保護您的帳戶：</p><ol><li><p>安裝身分驗證器應用程式。</p></li><li><p>在<strong>安全</strong>頁面掃描 QR 碼。</p></li><li><p>輸入六位驗證碼完成綁定。</p></li></ol>',
      ],
    },
  },
  {
    tags: ['maintenance'],
    createdDaysAgo: 1,
    publishStartDays: 3,
    publishEndDays: 6,
    versions: {
      'en-US': [
        'Scheduled system maintenance',
        '<p>Deposits and withdrawals pause for about two hours during the upgrade. Open orders are kept.</p>',
      ],
      'zh-CN': ['系统维护通知', '<p>升级期间充值与提现将暂停约两小时，未成交订单保留。</p>'],
      'zh-TW': ['系統維護通知', '<p>升級期間儲值與提領將暫停約兩小時，未成交訂單保留。</p>'],
    },
  },
  {
    tags: ['copy-trading'],
    createdDaysAgo: 2,
    publishStartDays: null,
    versions: {
      'en-US': [
        'Become a copy-trading leader',
        '<p>Leaders with 30 days of profitable history can apply. <em>Draft: terms to be confirmed.</em></p>',
      ],
      'zh-CN': ['成为跟单带单人', '<p>拥有 30 天盈利记录的交易员可以申请。<em>草稿：条款待确认。</em></p>'],
    },
  },
  {
    tags: ['deposit', 'security'],
    hidden: true,
    createdDaysAgo: 40,
    publishStartDays: -38,
    versions: {
      'en-US': ['USDT (TRC20) deposit address change', '<p>Deposit addresses created before the change stay valid for 30 days.</p>'],
      'zh-CN': ['USDT（TRC20）充值地址变更', '<p>变更前生成的充值地址在 30 天内仍然有效。</p>'],
      'zh-TW': ['USDT（TRC20）儲值地址變更', '<p>變更前產生的儲值地址在 30 天內仍然有效。</p>'],
    },
  },
  {
    tags: ['announcement'],
    createdDaysAgo: 50,
    publishStartDays: -45,
    publishEndDays: -20,
    versions: {
      'en-US': ['Holiday support hours', '<p>Live support answers from 09:00 to 18:00 (UTC+8) during the holidays.</p>'],
      'zh-TW': ['假期客服時間', '<p>假期期間線上客服服務時間為 09:00 至 18:00（UTC+8）。</p>'],
    },
  },
];

const at = (now: Date, days: number, jitterMs: number) => new Date(now.getTime() + days * DAY + jitterMs);

export async function seedInfoCenter(tx: Queryable, { now, seed }: DemoSeedContext): Promise<void> {
  const prng = new Prng(seed + 37);
  const { rows } = await tx.query<{ id: number; account: string }>("select id, account from admins where account = 'admin'");
  if (!rows[0]) return;
  const session: SessionInfo = {
    tokenHash: '',
    adminId: rows[0].id,
    account: rows[0].account,
    managerName: null,
    permissions: new Set([permissionByKey('infoCenter.add').id, permissionByKey('infoCenter.edit').id]),
  };
  for (const article of ARTICLES) {
    const created = at(now, -article.createdDaysAgo, -prng.int(0, 8) * HOUR);
    const date = (days: number | null | undefined) => (days === null || days === undefined ? null : at(now, days, 0).toISOString());
    const body = infoContentUpdate.parse({
      versions: Object.entries(article.versions).map(([language, [title, content]]) => ({ language, title, content })),
      tags: article.tags,
      hidden: article.hidden ?? false,
      featured: article.featured ?? false,
      publishStart: date(article.publishStartDays),
      publishEnd: date(article.publishEndDays),
    });
    const { id } = await saveContent(tx, body, session, created);
    if (article.editedEnglish) {
      const [title, content] = article.editedEnglish;
      const edit = infoContentUpdate.parse({ id, language: 'en-US', title, content });
      await saveContent(tx, edit, session, new Date(created.getTime() + prng.int(2, 20) * HOUR));
    }
  }
}
