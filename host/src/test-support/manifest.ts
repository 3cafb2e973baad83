import type { ConsoleManifest } from '@console/contracts';

/** A deployed environment of two areas, as the console server composes it. */
export function sampleManifest(overrides: Partial<ConsoleManifest> = {}): ConsoleManifest {
  return {
    environment: 'staging',
    production: false,
    hostVersion: '1.4.0',
    remotes: [
      {
        name: 'content-and-settings',
        scope: 'content_and_settings',
        version: '1.2.0',
        url: '/remotes/content-and-settings/1.2.0/',
        entry: 'remoteEntry.js',
        routes: [
          {
            id: 'admins',
            path: '/backstage-management/permission-settings/:tabName',
            permission: 'admins.list',
            titleKey: 'route.permissionSettings',
            menu: { section: 'backstageManagement', order: 10, to: '/backstage-management/permission-settings/admin-list' },
          },
          {
            id: 'role-users',
            path: '/backstage-management/permission-settings/:tabName/user-list/:roleId',
            permission: 'roles.list',
            titleKey: 'route.roleUsers',
          },
          {
            id: 'white-list',
            path: '/backstage-management/white-list',
            permission: 'ipWhitelist.list',
            titleKey: 'route.whiteList',
            menu: { section: 'backstageManagement', order: 20 },
          },
          {
            id: 'backstage-logs',
            path: '/backstage-management/backstage-logs',
            permission: 'backstageLogs.list',
            titleKey: 'route.backstageLogs',
            menu: { section: 'backstageManagement', order: 40 },
          },
          {
            id: 'system',
            path: '/settings/system',
            permission: 'systemSettings.view',
            titleKey: 'route.systemSettings',
            menu: { section: 'settings', order: 5 },
          },
        ],
        titles: {
          'en-US': {
            'route.permissionSettings': 'Permission settings',
            'route.roleUsers': 'Users of role {roleId}',
            'route.whiteList': 'IP whitelist',
            'route.backstageLogs': 'Backstage logs',
            'route.systemSettings': 'System settings',
            'menu.section.backstageManagement': 'Backstage management',
            'menu.section.settings': 'Settings',
          },
          'zh-CN': {
            'route.permissionSettings': '权限设置',
            'route.roleUsers': '角色 {roleId} 的用户',
            'route.whiteList': 'IP 白名单',
            'route.backstageLogs': '后台日志',
            'route.systemSettings': '系统设置',
            'menu.section.backstageManagement': '后台管理',
            'menu.section.settings': '设置',
          },
          'zh-TW': {
            'route.permissionSettings': '權限設定',
            'route.roleUsers': '角色 {roleId} 的使用者',
            'route.whiteList': 'IP 白名單',
            'route.backstageLogs': '後台日誌',
            'route.systemSettings': '系統設定',
            'menu.section.backstageManagement': '後台管理',
            'menu.section.settings': '設定',
          },
        },
      },
      {
        name: 'finance',
        scope: 'finance',
        version: '2.0.1',
        url: '/remotes/finance/2.0.1/',
        entry: 'remoteEntry.js',
        routes: [
          {
            id: 'deposits',
            path: '/finance/deposit/:tabName',
            permission: 'deposit.list',
            titleKey: 'route.deposits',
            menu: { section: 'finance', order: 1, to: '/finance/deposit/list' },
          },
        ],
        titles: {
          'en-US': { 'route.deposits': 'Deposits', 'menu.section.finance': 'Finance' },
          'zh-CN': { 'route.deposits': '充值记录', 'menu.section.finance': '财务' },
          'zh-TW': { 'route.deposits': '充值紀錄', 'menu.section.finance': '財務' },
        },
      },
    ],
    ...overrides,
  };
}
