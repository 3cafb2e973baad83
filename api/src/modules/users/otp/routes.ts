import { type OtpRecord, otpRecordQuery } from '@console/contracts/schemas/kyc';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { route } from '../../../http/routes';

interface OtpRow {
  id: number | string;
  code: string;
  email: string | null;
  mobile_number: string | null;
  ip: string | null;
  create_date: Date;
}

export function otpRoutes() {
  return [
    route({
      method: 'POST',
      path: 'otp/recordList',
      name: 'List one-time-code records',
      body: otpRecordQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: 'id, code, email, mobile_number, ip, create_date',
          from: 'otp_records',
          filters: new Filters()
            .contains('email', body.email)
            .contains('mobile_number', body.mobile)
            .contains('ip', body.ip)
            .between('create_date', parseDate(body.startTime), parseDate(body.endTime)),
          orderBy: sortedOrder('otp', { createDate: 'create_date' }, body, 'create_date desc, id desc'),
          paging: body,
          map: (r: OtpRow): OtpRecord => ({
            optId: Number(r.id),
            code: r.code,
            email: r.email,
            mobileNumber: r.mobile_number,
            ip: r.ip,
            createDate: iso(r.create_date)!,
          }),
        }),
    }),
  ];
}
