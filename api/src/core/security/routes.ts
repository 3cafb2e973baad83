import type { SortDirection } from '@console/contracts/lists';
import type { BlacklistEntry, WhitelistEntry } from '@console/contracts/schemas/security';
import { blacklistAdd, blacklistQuery, idQuery, whitelistAdd, whitelistQuery } from '@console/contracts/schemas/security';
import { Filters, iso, listPage, sortedOrder } from '../../db/list';
import { isValidIpOrCidr } from '../../http/client-ip';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { whitelistAllows, whitelistEntries } from './whitelist-check';
import { pageOf } from '@console/contracts/schemas/common';
import { blacklistEntryAnswer, whitelistEntryAnswer } from '@console/contracts/schemas/core-answers';
import { z } from 'zod';

/** Serialises whitelist changes, so the shut-out check sees the list it changes. */
const WHITELIST_LOCK_KEY = 73_310_003;

interface WhitelistRow {
  id: number;
  ip: string;
  country: string | null;
  remark: string;
  create_date: Date;
}
interface BlacklistRow {
  id: number;
  ip: string;
  country: string | null;
  ban_ip_type: number;
  reason: string | null;
  create_date: Date;
}

const toWhitelistEntry = (r: WhitelistRow): WhitelistEntry => ({
  id: r.id,
  ip: r.ip,
  country: r.country,
  remark: r.remark,
  createDate: iso(r.create_date)!,
});
const toBlacklistEntry = (r: BlacklistRow): BlacklistEntry => ({
  id: r.id,
  ip: r.ip,
  country: r.country,
  banIpType: r.ban_ip_type,
  reason: r.reason,
  createDate: iso(r.create_date)!,
});

function assertIp(ip: string): void {
  if (!isValidIpOrCidr(ip)) throw fieldError('ip', 'must be an IP address or a CIDR range such as 10.0.0.0/8');
}

/**
 * Bans can be many: each sort reads an index in order, the address through the unique (ip, ban_ip_type),
 * the creation date through its own index (migration 019).
 */
export const BLACKLIST_ORDERS = {
  id: (d: SortDirection) => `id ${d}`,
  ip: (d: SortDirection) => `ip ${d}, ban_ip_type ${d}`,
  createDate: (d: SortDirection) => `create_date ${d}, id ${d}`,
};

const shutOut = (ip: string) =>
  conflict(`This change would shut you out: your address ${ip} would no longer be on the IP whitelist. Add an entry covering it first.`);

export function securityRoutes() {
  return [
    route({
      method: 'POST',
      path: 'manage/whitelist',
      name: 'List IP whitelist',
      response: pageOf(whitelistEntryAnswer),
      body: whitelistQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: 'id, ip, country, remark, create_date',
          from: 'ip_whitelist',
          filters: new Filters().contains('ip', body.ip),
          // A handful of entries, typed in by administrators: no index needed to sort them.
          orderBy: sortedOrder('ipWhitelist', { id: 'id', ip: 'ip', createDate: 'create_date' }, body, 'id'),
          paging: body,
          map: toWhitelistEntry,
        }),
    }),
    route({
      method: 'POST',
      path: 'manage/whitelist/add',
      name: 'Add IP whitelist entry',
      response: whitelistEntryAnswer,
      audit: true,
      body: whitelistAdd,
      handler: async ({ body, services: { db }, now, ip }) => {
        assertIp(body.ip);
        return db.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock($1)', [WHITELIST_LOCK_KEY]);
          const entries = await whitelistEntries(tx);
          if (entries.includes(body.ip)) throw conflict(`${body.ip} is already on the IP whitelist`);
          if (!whitelistAllows([...entries, body.ip], ip)) throw shutOut(ip);
          const { rows } = await tx.query<WhitelistRow>(
            'insert into ip_whitelist (ip, country, remark, create_date) values ($1, $2, $3, $4) returning id, ip, country, remark, create_date',
            [body.ip, body.country ?? null, body.remark, now],
          );
          return toWhitelistEntry(rows[0]);
        });
      },
    }),
    route({
      method: 'POST',
      path: 'manage/whitelist/del',
      name: 'Delete IP whitelist entry',
      response: z.null(),
      audit: true,
      query: idQuery,
      handler: async ({ query, services: { db }, ip }) => {
        await db.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock($1)', [WHITELIST_LOCK_KEY]);
          const { rows } = await tx.query<{ id: number; ip: string }>('select id, ip from ip_whitelist');
          if (!rows.some((r) => r.id === query.id)) throw notFound(`IP whitelist entry ${query.id} does not exist`);
          if (
            !whitelistAllows(
              rows.filter((r) => r.id !== query.id).map((r) => r.ip),
              ip,
            )
          )
            throw shutOut(ip);
          await tx.query('delete from ip_whitelist where id = $1', [query.id]);
        });
        return null;
      },
    }),
    route({
      method: 'POST',
      path: 'account/ban/ip/list',
      name: 'List IP blacklist',
      response: pageOf(blacklistEntryAnswer),
      body: blacklistQuery,
      handler: async ({ body, services: { db } }) =>
        listPage(db, {
          select: 'id, ip, country, ban_ip_type, reason, create_date',
          from: 'ip_blacklist',
          filters: new Filters().contains('ip', body.ip).eq('ban_ip_type', body.banIpType),
          orderBy: sortedOrder('ipBlacklist', BLACKLIST_ORDERS, body, 'id desc'),
          paging: body,
          map: toBlacklistEntry,
        }),
    }),
    route({
      method: 'POST',
      path: 'account/ban/ip/add',
      name: 'Add IP blacklist entry',
      response: blacklistEntryAnswer,
      audit: true,
      body: blacklistAdd,
      handler: async ({ body, services: { db }, now }) => {
        assertIp(body.ip);
        const { rows } = await db.query<BlacklistRow>(
          `insert into ip_blacklist (ip, country, ban_ip_type, reason, create_date) values ($1, $2, $3, $4, $5)
           on conflict (ip, ban_ip_type) do nothing returning id, ip, country, ban_ip_type, reason, create_date`,
          [body.ip, body.country ?? null, body.banIpType, body.reason ?? null, now],
        );
        if (!rows[0]) throw conflict(`${body.ip} is already on the IP blacklist with this ban type`);
        return toBlacklistEntry(rows[0]);
      },
    }),
    route({
      method: 'POST',
      path: 'account/ban/ip/del',
      name: 'Delete IP blacklist entry',
      response: z.null(),
      audit: true,
      query: idQuery,
      handler: async ({ query, services: { db } }) => {
        const { rows } = await db.query('delete from ip_blacklist where id = $1 returning id', [query.id]);
        if (!rows.length) throw notFound(`IP blacklist entry ${query.id} does not exist`);
        return null;
      },
    }),
  ];
}
