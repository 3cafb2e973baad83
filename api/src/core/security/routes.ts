import { blacklistAdd, blacklistQuery, idQuery, whitelistAdd, whitelistQuery } from '@console/contracts/schemas/security';
import { isValidIpOrCidr } from '../../http/client-ip';
import { conflict, fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import {
  blacklistPage,
  deleteBlacklistEntry,
  deleteWhitelistEntry,
  insertBlacklistEntry,
  insertWhitelistEntry,
  lockWhitelist,
  whitelistIps,
  whitelistPage,
} from './queries';
import { whitelistAllows, whitelistEntries } from './whitelist-check';
import { pageOf } from '@console/contracts/schemas/common';
import { blacklistEntryAnswer, whitelistEntryAnswer } from '@console/contracts/schemas/core-answers';
import { z } from 'zod';

function assertIp(ip: string): void {
  if (!isValidIpOrCidr(ip)) throw fieldError('ip', 'must be an IP address or a CIDR range such as 10.0.0.0/8');
}

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
      handler: async ({ body, services: { db } }) => whitelistPage(db, body),
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
          await lockWhitelist(tx);
          const entries = await whitelistEntries(tx);
          if (entries.includes(body.ip)) throw conflict(`${body.ip} is already on the IP whitelist`);
          if (!whitelistAllows([...entries, body.ip], ip)) throw shutOut(ip);
          return insertWhitelistEntry(tx, body, now);
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
          await lockWhitelist(tx);
          const rows = await whitelistIps(tx);
          if (!rows.some((r) => r.id === query.id)) throw notFound(`IP whitelist entry ${query.id} does not exist`);
          if (
            !whitelistAllows(
              rows.filter((r) => r.id !== query.id).map((r) => r.ip),
              ip,
            )
          )
            throw shutOut(ip);
          await deleteWhitelistEntry(tx, query.id);
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
      handler: async ({ body, services: { db } }) => blacklistPage(db, body),
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
        const entry = await insertBlacklistEntry(db, body, now);
        if (!entry) throw conflict(`${body.ip} is already on the IP blacklist with this ban type`);
        return entry;
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
        if (!(await deleteBlacklistEntry(db, query.id))) throw notFound(`IP blacklist entry ${query.id} does not exist`);
        return null;
      },
    }),
  ];
}
