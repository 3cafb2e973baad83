import { z } from 'zod';
import { sortFields } from '../lists';
import { intLike, optionalText, paging } from './common';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:]+(:\d{1,3}(\.\d{1,3}){3})?$/;

export function isIp(s: string): boolean {
  return IPV4.test(s) || (s.includes(':') && IPV6.test(s) && s.split('::').length <= 2);
}

/** An IP address or a CIDR range (v4 or v6). */
export function isIpOrCidr(s: string): boolean {
  const [addr, bits, extra] = s.split('/');
  if (extra !== undefined || !addr || !isIp(addr)) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (addr.includes(':') ? 128 : 32);
}

export const ipOrCidr = z.string().trim().refine(isIpOrCidr, 'must be an IP address or a CIDR range such as 10.0.0.0/8');
export const ipAddress = z.string().trim().refine(isIp, 'must be an IP address');

export const whitelistQuery = paging.extend({ ip: optionalText(64), ...sortFields('ipWhitelist') });
export const whitelistAdd = z.object({
  ip: ipOrCidr,
  remark: z.string().trim().min(1, 'remark is required').max(200),
  country: optionalText(64),
});
export const idQuery = z.object({ id: intLike.min(1) });

export const BAN_IP_TYPES = [1, 2, 3] as const; // 1 sign-in, 2 registration, 3 all access
export const blacklistQuery = paging.extend({ ip: optionalText(64), banIpType: intLike.optional(), ...sortFields('ipBlacklist') });
export const blacklistAdd = z.object({
  ip: ipOrCidr,
  banIpType: intLike.refine((v) => (BAN_IP_TYPES as readonly number[]).includes(v), 'banIpType must be one of 1, 2, 3'),
  reason: optionalText(200),
  country: optionalText(64),
});

export interface WhitelistEntry {
  id: number;
  ip: string;
  country: string | null;
  remark: string;
  createDate: string;
}
export interface BlacklistEntry {
  id: number;
  ip: string;
  country: string | null;
  banIpType: number;
  reason: string | null;
  createDate: string;
}
