import { type Kyc, KYC_STATUS, type kycListQuery, type kycReview } from '@console/contracts/schemas/kyc';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../db/database';
import { Filters, iso, listPage, messageTime, type PageData, parseDate, sortedOrder } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';

interface KycRow {
  id: number | string;
  user_id: number | string;
  country: string | null;
  city: string | null;
  account: string | null;
  name: string;
  id_number: string;
  id_number_count: number;
  passport_file1: string | null;
  passport_file2: string | null;
  is_sales: number;
  status: number;
  create_date: Date;
  review_date: Date | null;
  reviewer: string | null;
  reject_reason: string | null;
  user_remark: string | null;
  u_email: string | null;
  u_mobile_number: string | null;
  u_country_code: string | null;
  u_first_name: string | null;
  u_last_name: string | null;
  u_account_type: number;
  u_status: number;
  u_user_level: number;
  u_region: string | null;
  u_login_ip: string | null;
  u_login_country: string | null;
  u_create_date: Date;
}

const KYC_COLUMNS = `k.id, k.user_id, k.country, k.city, k.account, k.name, k.id_number,
  (select count(distinct x.user_id)::int from kyc x where x.id_number = k.id_number) as id_number_count,
  k.passport_file1, k.passport_file2, k.is_sales, k.status, k.create_date, k.review_date, k.reviewer, k.reject_reason, k.user_remark,
  u.email as u_email, u.mobile_number as u_mobile_number, u.country_code as u_country_code, u.first_name as u_first_name,
  u.last_name as u_last_name, u.account_type as u_account_type, u.status as u_status, u.user_level as u_user_level,
  u.region as u_region, u.login_ip as u_login_ip, u.login_country as u_login_country, u.create_date as u_create_date`;
const KYC_FROM = 'kyc k join users u on u.id = k.user_id';

const toKyc = (r: KycRow): Kyc => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  country: r.country,
  city: r.city,
  account: r.account,
  name: r.name,
  idNumber: r.id_number,
  idNumberCount: Number(r.id_number_count),
  passportFile1: r.passport_file1,
  passportFile2: r.passport_file2,
  isSales: r.is_sales,
  status: r.status,
  createDate: iso(r.create_date)!,
  reviewDate: iso(r.review_date),
  reviewer: r.reviewer,
  rejectReason: r.reject_reason,
  userRemark: r.user_remark,
  user: {
    id: Number(r.user_id),
    email: r.u_email,
    mobileNumber: r.u_mobile_number,
    countryCode: r.u_country_code,
    firstName: r.u_first_name,
    lastName: r.u_last_name,
    accountType: r.u_account_type,
    status: r.u_status,
    userLevel: r.u_user_level,
    region: r.u_region,
    loginIp: r.u_login_ip,
    loginCountry: r.u_login_country,
    createDate: iso(r.u_create_date)!,
  },
});

export async function findKyc(db: Queryable, id: number): Promise<Kyc> {
  const { rows } = await db.query<KycRow>(`select ${KYC_COLUMNS} from ${KYC_FROM} where k.id = $1`, [id]);
  if (!rows[0]) throw notFound(`KYC application ${id} does not exist`);
  return toKyc(rows[0]);
}

const STATUS_WORD: Record<number, string> = { [KYC_STATUS.approved]: 'approved', [KYC_STATUS.rejected]: 'rejected' };

/** A page of KYC applications with their users; `account` matches the application's account, the e-mail or the mobile number. */
export async function kycPage(db: Queryable, query: z.output<typeof kycListQuery>): Promise<PageData<Kyc>> {
  const filters = new Filters()
    .eq('k.status', query.status)
    .eq('k.user_id', query.userId)
    .contains('k.name', query.name)
    .contains('k.id_number', query.idNumber)
    .contains('k.country', query.country)
    .between('k.create_date', parseDate(query.startTime), parseDate(query.endTime));
  if (query.account) {
    const pattern = filters.containsParam(query.account);
    filters.where(`(k.account ilike ${pattern} or u.email ilike ${pattern} or u.mobile_number ilike ${pattern})`);
  }
  return listPage(db, {
    select: KYC_COLUMNS,
    from: KYC_FROM,
    filters,
    orderBy: sortedOrder('kyc', { id: 'k.id', createDate: 'k.create_date' }, query, 'k.create_date desc, k.id desc', 'k.id'),
    paging: query,
    map: toKyc,
  });
}

/** Approves or rejects a pending application (409 when it was already reviewed), as the reviewing admin. */
export async function reviewKyc(
  db: Db,
  review: z.output<typeof kycReview>,
  reviewer: { adminId: number; account: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes two reviewers racing on one application end in one review and one 409.
    const { rows } = await tx.query<{ status: number; review_date: Date | null; reviewer: string | null }>(
      'select status, review_date, reviewer from kyc where id = $1 for update',
      [review.id],
    );
    const current = rows[0];
    if (!current) throw notFound(`KYC application ${review.id} does not exist`);
    if (current.status !== KYC_STATUS.pending) {
      const by = current.reviewer ? ` by ${current.reviewer}` : '';
      const at = current.review_date ? ` on ${messageTime(current.review_date)}` : '';
      throw conflict(
        `KYC application ${review.id} was already ${STATUS_WORD[current.status]}${by}${at}: only a pending application can be reviewed`,
      );
    }
    await tx.query(
      `update kyc set status = $2, reject_reason = $3, review_date = $4, reviewer_id = $5, reviewer = $6, update_date = $4
       where id = $1`,
      [
        review.id,
        review.reviewType,
        review.reviewType === KYC_STATUS.rejected ? review.rejectReason : null,
        now,
        reviewer.adminId,
        reviewer.account,
      ],
    );
  });
}
