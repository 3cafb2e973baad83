import { sortFields } from '../lists';
import { dateRange, intLike, optionalText, paging } from './common';

export const backstageLogQuery = paging.merge(dateRange).extend({
  id: intLike.min(1).optional(),
  logName: optionalText(100),
  apiType: optionalText(10),
  opId: intLike.min(1).optional(),
  loginIp: optionalText(64),
  result: intLike.min(0).max(1).optional(),
  ...sortFields('backstageLogs'),
});
export const clientLogQuery = backstageLogQuery.extend({ accountId: intLike.min(1).optional(), ...sortFields('clientLogs') });

interface LogBase {
  id: number;
  logName: string;
  apiType: string;
  apiUrl: string;
  reqLog: string | null;
  resLog: string | null;
  resTime: number;
  loginIp: string | null;
  loginArea: string | null;
  createDate: string;
}
export interface BackstageLogEntry extends LogBase {
  opId: number | null;
  opName: string | null;
  result: number;
}
export interface ClientLogEntry extends LogBase {
  accountId: number | null;
  accountName: string | null;
}
