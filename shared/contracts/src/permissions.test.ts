import { readFileSync } from 'node:fs';
import path from 'node:path';
import { grantsByRoute, PERMISSION_GROUPS, PERMISSIONS, PUBLIC_ROUTES, permissionByKey, SESSION_ROUTES, withImplied } from './permissions';

describe('the permission catalogue', () => {
  it('has unique ids within 1..359 and unique keys', () => {
    const ids = PERMISSIONS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ids)).toBeLessThanOrEqual(359);
    expect(new Set(PERMISSIONS.map((p) => p.key)).size).toBe(PERMISSIONS.length);
  });

  it('covers the 13 groups, each with views and actions', () => {
    for (const group of PERMISSION_GROUPS) {
      const inGroup = PERMISSIONS.filter((p) => p.group === group);
      expect(inGroup.some((p) => p.kind === 'view')).toBe(true);
    }
    expect(new Set(PERMISSIONS.map((p) => p.group)).size).toBe(13);
  });

  it('gives every action a view of its own group and keeps implications inside the group', () => {
    for (const p of PERMISSIONS) {
      if (p.kind === 'action') expect(permissionByKey(p.parent!).kind).toBe('view');
      for (const k of p.implies) expect(permissionByKey(k).group).toBe(p.group);
    }
  });

  it('follows implications transitively', () => {
    const upline = permissionByKey('users.editUpline').id;
    const got = withImplied([upline]);
    expect(got.has(permissionByKey('users.agentList').id)).toBe(true);
    expect(got.has(permissionByKey('users.list').id)).toBe(true);
  });

  it('grants every call of endpoints.tsv (public and session-only calls excepted)', () => {
    const grants = grantsByRoute();
    const tsv = readFileSync(path.join(__dirname, '../spec/endpoints.tsv'), 'utf8').trim().split('\n').slice(1);
    const missing: string[] = [];
    for (const line of tsv) {
      const [method, route, , notes = ''] = line.split('\t');
      const key = `${method} ${route}`;
      const exportsToo = /\+ (\/exporting|exports)/.test(notes) ? [`${method} ${route}/exporting/{format}`] : [];
      for (const k of [key, ...exportsToo]) {
        if (!grants.has(k) && !PUBLIC_ROUTES.includes(k) && !SESSION_ROUTES.includes(k)) missing.push(k);
      }
    }
    expect(missing).toEqual([]);
  });
});
