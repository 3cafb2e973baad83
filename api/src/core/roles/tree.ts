import type { PermissionTreeNode } from '@console/contracts/schemas/session';
import { PERMISSION_GROUPS, PERMISSIONS, type PermissionDef } from '@console/contracts/permissions';

const ACRONYMS: Record<string, string> = { kyc: 'KYC', otp: 'OTP', ip: 'IP', sms: 'SMS', smtp: 'SMTP', api: 'API', '2fa': '2FA' };

function words(camel: string): string[] {
  return camel
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((w) => ACRONYMS[w] ?? w);
}

function sentence(parts: string[]): string {
  const text = parts.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The English name of a permission, from its catalogue key (`admins.rotateAuthenticator` → "Rotate authenticator"). */
export function permissionName(def: PermissionDef): string {
  const [page, action = ''] = def.key.split('.');
  if (def.kind === 'action') return sentence(words(action));
  return sentence(['list', 'view'].includes(action) ? words(page) : [...words(page), ...words(action)]);
}

export function groupName(group: string): string {
  return sentence(words(group.charAt(0).toLowerCase() + group.slice(1)));
}

/** Group nodes carry negative ids so they can never be mistaken for a permission id. */
export const groupNodeId = (index: number) => -(index + 1);

function node(
  def: PermissionDef,
  sort: number,
  flags: Set<number>,
  implies: number[],
  children: PermissionTreeNode[] = [],
): PermissionTreeNode {
  return {
    id: def.id,
    name: permissionName(def),
    key: def.key,
    kind: def.kind,
    sort,
    flag: flags.has(def.id),
    implies,
    pageItems: children,
    apiItems: def.api.map((entry, i) => {
      const [method, url] = entry.split(' ');
      return { id: def.id * 100 + i + 1, url, method };
    }),
  };
}

const idOfKey = new Map(PERMISSIONS.map((d) => [d.key, d.id]));

/**
 * The permission tree: groups → pages (views) → actions, each flagged when `flags` holds it.
 * With `onlyFlagged`, nodes not held are left out (a group stays when any of its pages does).
 */
export function permissionTree(flags: Set<number>, onlyFlagged = false): PermissionTreeNode[] {
  const sortOf = new Map(PERMISSIONS.map((d, i) => [d.id, i + 1]));
  const impliedIds = (d: PermissionDef) => d.implies.map((k) => idOfKey.get(k)!).filter((id) => id !== undefined);
  const keep = (n: PermissionTreeNode) => !onlyFlagged || n.flag;
  return PERMISSION_GROUPS.map((group, index) => {
    const views = PERMISSIONS.filter((d) => d.group === group && d.kind === 'view').map((view) => {
      const actions = PERMISSIONS.filter((d) => d.kind === 'action' && d.parent === view.key)
        .map((a) => node(a, sortOf.get(a.id)!, flags, impliedIds(a)))
        .filter(keep);
      return node(view, sortOf.get(view.id)!, flags, impliedIds(view), actions);
    });
    const pages = views.filter((v) => keep(v) || v.pageItems.length > 0);
    const all = views.flatMap((v) => [v, ...v.pageItems]);
    return {
      id: groupNodeId(index),
      name: groupName(group),
      key: group,
      kind: 'group' as const,
      sort: index + 1,
      flag: all.length > 0 && all.every((n) => n.flag),
      implies: [],
      pageItems: pages,
      apiItems: [],
    };
  }).filter((g) => !onlyFlagged || g.pageItems.length > 0);
}
