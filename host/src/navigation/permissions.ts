import { permissionByKey } from '@console/contracts';

/** Whether a permission set holds the catalogue permission named `key` (an unknown key grants nothing). */
export function holdsPermission(permissions: ReadonlySet<number>, key: string): boolean {
  try {
    return permissions.has(permissionByKey(key).id);
  } catch {
    return false;
  }
}
