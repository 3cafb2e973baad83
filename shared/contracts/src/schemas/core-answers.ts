import { z } from 'zod';
import { DENSITIES } from '../list-registry';
import { type ListSettings, listColumnSchema, type SavedView } from '../lists';
import type { OptionItem } from '../options';
import { answerTime } from './answer-parts';
import type { AdminCreated, CurrentAdmin, RoleAssignmentResult, RolePermissionsSaved } from './admin-results';
import type { BackstageLogEntry, ClientLogEntry } from './logs';
import type { BlacklistEntry, WhitelistEntry } from './security';
import type { AdminManager, ApplicationLogo, LoginResult, PermissionTreeNode } from './session';
import type { AuthenticatorRotation, Role, RoleAssignmentItem, RoleUser } from './staff';

/**
 * What the platform core's calls answer as the envelope's `data`, as zod schemas: the OpenAPI document describes
 * them and the API tests check every answer against them. Each is typed with the interface the console reads, so
 * the two cannot drift apart.
 */

const adminManagerShape = z
  .object({
    id: z.number().int(),
    account: z.string(),
    parentAccount: z.string().nullable(),
    managerName: z.string().nullable(),
    salesAccount: z.string().nullable(),
    userLevel: z.number().int().nullable(),
    site: z.string().nullable(),
    managerType: z.number().int(),
    status: z.number().int(),
    locked: z.number().int(),
    gauthCode: z.null(),
    loginIp: z.string().nullable(),
    loginArea: z.string().nullable(),
    lastLoginIp: z.string().nullable(),
    lastLoginArea: z.string().nullable(),
    loginFailure: z.number().int(),
    timeZone: z.string().nullable(),
    roleId: z.number().int().nullable(),
    roleIds: z.array(z.number().int()),
    roleNames: z.array(z.string()),
    loginDate: answerTime.nullable(),
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();
export const adminManagerAnswer: z.ZodType<AdminManager> = adminManagerShape;

export const permissionTreeNodeAnswer: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      key: z.string(),
      kind: z.enum(['group', 'view', 'action']),
      sort: z.number(),
      flag: z.boolean(),
      implies: z.array(z.number().int()),
      pageItems: z.array(permissionTreeNodeAnswer),
      apiItems: z.array(z.object({ id: z.number().int(), url: z.string(), method: z.string() }).strict()),
    })
    .strict(),
);

const authVo = z.object({ permissions: z.array(z.number().int()), tree: z.array(permissionTreeNodeAnswer) }).strict();

export const loginAnswer: z.ZodType<LoginResult> = z
  .object({
    token: z.string(),
    manager: adminManagerAnswer,
    authVo,
    currencyList: z.array(z.object({ id: z.number().int(), code: z.string(), decimals: z.number().int() }).strict()),
    version: z.string(),
  })
  .strict();

export const currentAdminAnswer: z.ZodType<CurrentAdmin> = z.object({ manager: adminManagerAnswer, authVo }).strict();

export const authenticatorRotationAnswer: z.ZodType<AuthenticatorRotation> = z
  .object({ secret: z.string(), otpauthUri: z.string(), account: z.string() })
  .strict();

export const adminCreatedAnswer: z.ZodType<AdminCreated> = adminManagerShape.extend({ authenticator: authenticatorRotationAnswer });

export const roleAssignmentItemAnswer: z.ZodType<RoleAssignmentItem> = z
  .object({ id: z.number().int(), roleId: z.number().int(), name: z.string(), flag: z.boolean() })
  .strict();

export const roleAssignmentAnswer: z.ZodType<RoleAssignmentResult> = z
  .object({ accountId: z.number().int(), roleIds: z.array(z.number().int()), updateDate: answerTime.nullable() })
  .strict();

export const roleAnswer: z.ZodType<Role> = z
  .object({
    id: z.number().int(),
    roleId: z.number().int(),
    name: z.string(),
    remark: z.string().nullable(),
    userCount: z.number().int(),
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const roleUserAnswer: z.ZodType<RoleUser> = z
  .object({ id: z.number().int(), account: z.string(), managerName: z.string().nullable() })
  .strict();

export const rolePermissionsSavedAnswer: z.ZodType<RolePermissionsSaved> = z
  .object({ id: z.number().int(), menuIds: z.array(z.number().int()) })
  .strict();

export const whitelistEntryAnswer: z.ZodType<WhitelistEntry> = z
  .object({ id: z.number().int(), ip: z.string(), country: z.string().nullable(), remark: z.string(), createDate: answerTime })
  .strict();

export const blacklistEntryAnswer: z.ZodType<BlacklistEntry> = z
  .object({
    id: z.number().int(),
    ip: z.string(),
    country: z.string().nullable(),
    banIpType: z.number().int(),
    reason: z.string().nullable(),
    createDate: answerTime,
  })
  .strict();

const logBase = {
  id: z.number().int(),
  logName: z.string(),
  apiType: z.string(),
  apiUrl: z.string(),
  reqLog: z.string().nullable(),
  resLog: z.string().nullable(),
  resTime: z.number(),
  loginIp: z.string().nullable(),
  loginArea: z.string().nullable(),
  createDate: answerTime,
};

export const backstageLogEntryAnswer: z.ZodType<BackstageLogEntry> = z
  .object({ ...logBase, opId: z.number().int().nullable(), opName: z.string().nullable(), result: z.number().int() })
  .strict();

export const clientLogEntryAnswer: z.ZodType<ClientLogEntry> = z
  .object({ ...logBase, accountId: z.number().int().nullable(), accountName: z.string().nullable() })
  .strict();

export const savedViewAnswer: z.ZodType<SavedView> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    query: z.string(),
    columns: z.array(listColumnSchema.strict()).nullable(),
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const listSettingsAnswer: z.ZodType<ListSettings> = z
  .object({
    columns: z.array(listColumnSchema.strict()).nullable(),
    density: z.enum(DENSITIES).nullable(),
    views: z.array(savedViewAnswer),
  })
  .strict();

export const applicationLogoAnswer: z.ZodType<ApplicationLogo> = z
  .object({
    backstageLogoSquare: z.string().nullable(),
    backstageLogoHorizontal: z.string().nullable(),
    backstageLogoIco: z.string().nullable(),
    systemName: z.string(),
  })
  .strict();

export const optionsAnswer: z.ZodType<Record<string, OptionItem[]>> = z.record(
  z.string(),
  z.array(
    z
      .object({
        value: z.union([z.number(), z.string()]),
        label: z.object({ 'en-US': z.string(), 'zh-CN': z.string(), 'zh-TW': z.string() }).strict(),
        color: z.enum(['gray', 'green', 'red', 'orange', 'blue', 'purple', 'yellow']).optional(),
      })
      .strict(),
  ),
);

/** The URL of an uploaded file, to be sent back with the record that uses it. */
export const uploadedFileAnswer = z.string();
