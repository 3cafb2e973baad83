import { z } from 'zod';

export const loginRequest = z.object({
  account: z.string().trim().min(1, 'account is required').max(64),
  password: z.string().min(1, 'password is required').max(128),
  gauthCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'gauthCode must be 6 digits'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export interface AdminManager {
  id: number;
  account: string;
  parentAccount: string | null;
  managerName: string | null;
  salesAccount: string | null;
  userLevel: number | null;
  site: string | null;
  managerType: number;
  status: number;
  locked: number;
  gauthCode: null;
  loginIp: string | null;
  loginArea: string | null;
  lastLoginIp: string | null;
  lastLoginArea: string | null;
  loginFailure: number;
  timeZone: string | null;
  roleId: number | null;
  roleIds: number[];
  roleNames: string[];
  loginDate: string | null;
  createDate: string;
  updateDate: string;
}

export interface PermissionTreeNode {
  id: number;
  name: string;
  key: string;
  kind: 'group' | 'view' | 'action';
  sort: number;
  flag: boolean;
  implies: number[];
  pageItems: PermissionTreeNode[];
  apiItems: { id: number; url: string; method: string }[];
}

export interface LoginResult {
  token: string;
  manager: AdminManager;
  authVo: { permissions: number[]; tree: PermissionTreeNode[] };
  /** The displayed coins, with the decimals their amounts are shown with. */
  currencyList: { id: number; code: string; decimals: number }[];
  version: string;
}

export interface ApplicationLogo {
  backstageLogoSquare: string | null;
  backstageLogoHorizontal: string | null;
  backstageLogoIco: string | null;
  systemName: string;
}
