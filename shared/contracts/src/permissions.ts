/**
 * The permission catalogue: the single source of truth for ids 1..359.
 *
 * A `view` permission opens a page (and its menu entry); an `action` permission allows a button and the
 * API calls behind it. `implies` lists permissions that holding this one also grants (so a role editor
 * ticks them together), and `api` lists the `METHOD path` routes of the manager API it grants.
 * The server builds the permission tree (pageItems/apiItems) and enforces every route from this table.
 * Implications stay inside a group, so a role made of one group never gains another group's pages; a
 * call another group's form needs (the agent picker, say) is granted through `api` instead.
 */

import { type ListKey, LISTS, listSettingsRoutes } from './list-registry';
import type { PermissionDef } from './permissions/define';
import { FINANCE } from './permissions/finance';
import { BACKSTAGE_MANAGEMENT, INFO_CENTER, REPORT, SETTINGS } from './permissions/platform';
import { COIN, CONVERT, FUTURE, PERPETUAL, RISK_CONTROL } from './permissions/trading';
import { AGENT, CUSTOMER_SERVICES, USERS } from './permissions/users';

export { PERMISSION_GROUPS, type PermissionDef, type PermissionGroup, type PermissionKind } from './permissions/define';

// The catalogue in id order; each area's pages live in `permissions/<area>.ts`.
const defs: PermissionDef[] = [
  ...USERS,
  ...CUSTOMER_SERVICES,
  ...RISK_CONTROL,
  ...FINANCE,
  ...COIN,
  ...FUTURE,
  ...CONVERT,
  ...PERPETUAL,
  ...INFO_CENTER,
  ...AGENT,
  ...BACKSTAGE_MANAGEMENT,
  ...SETTINGS,
  ...REPORT,
];

// Each list's settings (columns, density, saved views) come with the list's view permission.
for (const [key, { permission }] of Object.entries(LISTS)) {
  const view = defs.find((d) => d.key === permission && d.kind === 'view');
  if (!view) throw new Error(`List ${key} names ${permission}, which is not a view permission of the catalogue`);
  view.api.push(...listSettingsRoutes(key as ListKey));
}

export const PERMISSIONS: readonly PermissionDef[] = defs;
export type PermissionKey = string;

const byKey = new Map(defs.map((d) => [d.key, d]));
const byId = new Map(defs.map((d) => [d.id, d]));

export function permissionByKey(key: string): PermissionDef {
  const def = byKey.get(key);
  if (!def) throw new Error(`Unknown permission key: ${key}`);
  return def;
}
export function permissionById(id: number): PermissionDef | undefined {
  return byId.get(id);
}
export function permissionId(key: string): number {
  return permissionByKey(key).id;
}

/** The ids a set of held ids grants once implications are followed (transitively). */
export function withImplied(ids: Iterable<number>): Set<number> {
  const out = new Set<number>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    const def = byId.get(id);
    if (!def) continue;
    out.add(id);
    for (const k of def.implies) stack.push(permissionByKey(k).id);
  }
  return out;
}

/** `METHOD path` → the ids of the permissions that grant it. */
export function grantsByRoute(): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const d of defs) {
    for (const r of d.api) {
      const list = map.get(r) ?? [];
      list.push(d.id);
      map.set(r, list);
    }
  }
  return map;
}

/** Routes that need a session but no particular permission, and routes that need no session at all. */
export const PUBLIC_ROUTES = [
  'POST login/manager/login',
  'GET application/version',
  'GET application/logo',
  // Stored files: the unguessable key is the credential, since <img> sends no Authorization header and the
  // login page shows uploaded logos (see api/src/core/files/routes.ts).
  'GET files/{key}',
  // The payout provider's webhook: a server-to-server call with no admin session. Its HMAC signature over
  // timestamp and body, made with the webhook secret, is the credential, checked by the route itself
  // (see api/src/modules/finance/payout/webhook.ts): unsigned, forged or replayed calls answer 401.
  'POST third-party/wallet/webhook',
];
/**
 * Calls of other systems, not of admins: the IP whitelist (where admins may work from) does not apply to
 * them; each proves itself by its signature instead.
 */
export const SERVER_TO_SERVER_ROUTES: readonly string[] = ['POST third-party/wallet/webhook'];
/**
 * Calls that change only the signed-in admin's own settings of a list (columns, density, saved views):
 * granted with the list's view permission, so a read-only admin can arrange the lists they read.
 */
export const OWN_LIST_SETTINGS_ROUTES: readonly string[] = (Object.keys(LISTS) as ListKey[])
  .flatMap((key) => listSettingsRoutes(key))
  .filter((route) => !route.startsWith('GET '));
export const SESSION_ROUTES = [
  'POST manage/logout',
  'GET common/options',
  'GET manage/me',
  // The console's notification bell: answers only the counts the admin's own permissions allow.
  'GET notifications/counts',
];

export const ALL_PERMISSION_IDS: readonly number[] = defs.map((d) => d.id);
export const VIEW_PERMISSION_IDS: readonly number[] = defs.filter((d) => d.kind === 'view').map((d) => d.id);
