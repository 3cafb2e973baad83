import { convertAmountFix, reportAmountFix } from '@console/contracts/schemas/finance';
import type { z } from 'zod';
import { route } from '../../http/routes';
import { editRecord, type RecordKind, type Recorded } from './records';

/**
 * Finance's hand corrections of a record's report amount (in USDT) and convert amount, each kept in its history;
 * each answers the record as it now is (`answer`).
 */
export function amountFixRoutes<Row, T extends Recorded>(kind: RecordKind<Row, T>, answer: z.ZodType<T>) {
  return [
    route({
      method: 'POST',
      path: `finance/${kind.name}/reportAmount/fix`,
      name: `Fix ${kind.name} report amount`,
      audit: true,
      body: reportAmountFix,
      response: answer,
      handler: ({ body, session, services: { db }, now }) =>
        editRecord(db, kind, body.id, { action: 'reportAmountFixed', actor: session, now, sets: { report_amount: body.reportAmount } }),
    }),
    route({
      method: 'POST',
      path: `finance/${kind.name}/convertAmount/fix`,
      name: `Fix ${kind.name} convert amount`,
      audit: true,
      body: convertAmountFix,
      response: answer,
      handler: ({ body, session, services: { db }, now }) =>
        editRecord(db, kind, body.id, { action: 'convertAmountFixed', actor: session, now, sets: { convert_amount: body.convertAmount } }),
    }),
  ];
}
