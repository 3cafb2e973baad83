import type { AdminManager, LoginResult } from './session';
import type { AuthenticatorRotation } from './staff';

/** `POST manage/add`: the new admin, with its authenticator secret shown this once. */
export interface AdminCreated extends AdminManager {
  authenticator: AuthenticatorRotation;
}

/** `GET manage/me`: the signed-in admin and effective permissions, as at sign-in. */
export interface CurrentAdmin {
  manager: AdminManager;
  authVo: LoginResult['authVo'];
}

/** `POST auth/manager/role/add`: the admin's roles after the change, the first being the primary one. */
export interface RoleAssignmentResult {
  accountId: number;
  roleIds: number[];
  updateDate: string | null;
}

/** `POST auth/role/auths`: the permission ids saved for the role, implications applied. */
export interface RolePermissionsSaved {
  id: number;
  menuIds: number[];
}
