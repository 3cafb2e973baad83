import type { OtpRecord, otpRecordQuery } from '@console/contracts/schemas/kyc';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, type PageData, parseDate, sortedOrder } from '../../../db/list';

interface OtpRow {
  id: number | string;
  code: string;
  email: string | null;
  mobile_number: string | null;
  ip: string | null;
  create_date: Date;
}

const toOtpRecord = (r: OtpRow): OtpRecord => ({
  optId: Number(r.id),
  code: r.code,
  email: r.email,
  mobileNumber: r.mobile_number,
  ip: r.ip,
  createDate: iso(r.create_date)!,
});

/** A page of the one-time codes sent to end users, newest first unless sorted otherwise. */
export async function otpRecordPage(db: Queryable, query: z.output<typeof otpRecordQuery>): Promise<PageData<OtpRecord>> {
  return listPage(db, {
    select: 'id, code, email, mobile_number, ip, create_date',
    from: 'otp_records',
    filters: new Filters()
      .contains('email', query.email)
      .contains('mobile_number', query.mobile)
      .contains('ip', query.ip)
      .between('create_date', parseDate(query.startTime), parseDate(query.endTime)),
    orderBy: sortedOrder('otp', { createDate: 'create_date' }, query, 'create_date desc, id desc'),
    paging: query,
    map: toOtpRecord,
  });
}
