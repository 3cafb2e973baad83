import { z } from 'zod';
import { sortFields } from '../lists';
import { intLike, optionalText, paging } from './common';

export const password = z
  .string()
  .min(10, 'password must have at least 10 characters')
  .max(128)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'password must contain letters and digits');

export const accountName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'account must be 3-32 letters, digits, dot, dash or underscore');

export const manageListQuery = paging.extend({
  id: intLike.min(1).optional(),
  account: optionalText(64),
  roleId: intLike.min(1).optional(),
  status: intLike.min(0).max(1).optional(),
  ...sortFields('admins'),
});

export const manageAdd = z.object({
  account: accountName,
  password,
  roleId: intLike.min(1),
  managerName: optionalText(64),
  salesAccount: optionalText(64),
  timeZone: optionalText(64),
});

export const manageEdit = z.object({
  roleId: intLike.min(1).optional(),
  managerName: optionalText(64),
  salesAccount: z.string().trim().max(64).nullable().optional(),
  timeZone: optionalText(64),
  status: intLike.min(0).max(1).optional(),
  locked: intLike.min(0).max(1).optional(),
  password: password.optional(),
});

export const roleAssignInit = paging.extend({ accountId: intLike.min(1) });
export const roleAssign = z.object({
  accountId: intLike.min(1),
  roleIds: z.array(intLike.min(1)).min(1, 'choose at least one role').max(50),
});

export const roleListQuery = paging.extend({ name: optionalText(64), ...sortFields('roles') });
export const roleAdd = z.object({ roleName: z.string().trim().min(1, 'roleName is required').max(64), remark: optionalText(200) });
export const roleEdit = z.object({
  id: intLike.min(1),
  roleName: z.string().trim().min(1, 'roleName is required').max(64),
  remark: optionalText(200),
});
export const roleDelete = z.object({ id: intLike.min(1) });
export const roleUsersQuery = paging.extend({ roleId: intLike.min(1), account: optionalText(64), ...sortFields('roleUsers') });
export const roleUserChange = z.object({ roleId: intLike.min(1), accountId: intLike.min(1) });
export const roleAuths = z.object({ id: intLike.min(1), menuIds: z.array(intLike.min(1).max(359)).max(359) });

export interface Role {
  id: number;
  roleId: number;
  name: string;
  remark: string | null;
  userCount: number;
  createDate: string;
  updateDate: string;
}
export interface RoleUser {
  id: number;
  account: string;
  managerName: string | null;
}
export interface RoleAssignmentItem {
  id: number;
  roleId: number;
  name: string;
  flag: boolean;
}
export interface AuthenticatorRotation {
  secret: string;
  otpauthUri: string;
  account: string;
}
