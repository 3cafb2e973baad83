import type { Envelope } from '@console/contracts/envelope';
import { CODE_OK } from '@console/contracts/envelope';
import { PageData } from '../db/list';

export function envelope(data: unknown, now: number, msg = 'success', code = CODE_OK): Envelope {
  const body: Envelope = { code, msg, time: new Date(now).toISOString(), data: data ?? null };
  if (data instanceof PageData) {
    body.totalCount = data.total;
    body.totalPages = data.pages;
    body.pageSize = data.size;
    body.currentPage = data.current;
  }
  return body;
}
