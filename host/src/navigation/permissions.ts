// The catalogue by module, not the shared contracts whole (which bring zod): the shell needs only this.
import { permissionByKey } from '@console/contracts/permissions';

/** Whether a permission set holds the catalogue permission named `key` (an unknown key grants nothing). */
export function holdsPermission(permissions: ReadonlySet<number>, key: string): boolean {
  try {
    return permissions.has(permissionByKey(key).id);
  } catch {
    return false;
  }
}
