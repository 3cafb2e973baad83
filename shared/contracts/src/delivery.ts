/**
 * Formats of remote delivery: what a release carries about itself, what an environment manifest pins,
 * and the composed manifest the host reads at run time.
 */
export const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export type Translated = Record<Language, string>;

/** The static part of a remote's route: known without downloading the remote. */
export interface RemoteRouteMeta {
  /** Stable id, used to find the lazy component inside the remote's descriptor. */
  id: string;
  /** Path pattern below the console root, react-router syntax (`/backstage-management/white-list`). */
  path: string;
  /** Key of the view permission in the catalogue. */
  permission: string;
  /** i18n key of the page title in the remote's namespace; `{param}` placeholders are filled in. */
  titleKey: string;
  /** Where it goes in the sidebar; absent for routes reached only from other pages. */
  menu?: {
    section: string;
    order: number;
    to?: string;
    /**
     * The entry's icon, by name: one of `MENU_ICON_NAMES` (the host draws each with an icon of its own icon
     * set; an unknown or missing name gets a neutral fallback icon). Shown beside the label, and alone
     * when the sidebar is collapsed.
     */
    icon?: string;
  };
}

/**
 * The icon names a menu entry may give (`menu.icon` of a remote's routes.json), with what each stands for.
 * The host maps every name to an icon; a remote that needs another asks for a name to be added here and in
 * the host's map, so icons stay one consistent set.
 */
export const MENU_ICON_NAMES = [
  'dashboard', // a home or overview page
  'users', // lists of end users
  'levels', // user or marketing levels
  'kyc', // identity verification
  'otp', // one-time codes
  'chat', // customer conversations
  'chat-settings', // customer-service settings
  'agents', // agents and their downlines
  'logs', // activity logs of users or agents
  'deposits',
  'withdrawals',
  'wallet-changes', // a wallet's change log
  'transfers',
  'wallet-balances',
  'finance-settings',
  'deposit-addresses',
  'on-chain', // blockchain records
  'wallet-settings', // a third-party wallet's connection
  'fund-records',
  'distribution', // multi-level payouts
  'withdrawal-addresses',
  'coins',
  'futures',
  'convert',
  'perpetual',
  'copy-trading',
  'risk',
  'info', // announcements and articles
  'reports',
  'exports',
  'settings', // any other settings page
  'permissions', // admins, roles and permission trees
  'whitelist', // addresses allowed in
  'blacklist', // addresses kept out
  'client-logs', // logs of the client applications
  'backstage-logs', // the audit log of the console
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

/**
 * The order of the sidebar's sections, whichever remote brings them (the specification's order of the
 * business areas). A section not listed comes after these.
 */
export const MENU_SECTION_ORDER = [
  'users',
  'customerService',
  'riskControl',
  'finance',
  'coin',
  'future',
  'convert',
  'perpetual',
  'copyTrading',
  'infoCenter',
  'agent',
  'report',
  'settings',
  'backstageManagement',
] as const;

/** Written beside every release as `release.json`. */
export interface ReleaseInfo {
  name: string;
  /** Module-federation container name. */
  scope: string;
  version: string;
  builtAt: string;
  commit: string | null;
  entry: string;
  /** Shared singletons and the version ranges this release needs from the host. */
  shared: Record<string, string>;
  /**
   * The source hash of each shared singleton that is a workspace package (the console's own kits), as this
   * release was built against it: their version numbers do not move with their sources, these hashes do.
   */
  sharedSources?: Record<string, string>;
  routes: RemoteRouteMeta[];
  /** Titles of routes and sidebar sections in every language, so the host can draw the menu without the remote. */
  titles: Record<Language, Record<string, string>>;
}

/** `deploy/environments/<env>.json`: what ops edit (through the pin command). */
export interface EnvironmentManifest {
  environment: string;
  /** Where releases are served from; `{name}` and `{version}` are filled in. */
  remoteUrlTemplate?: string;
  remotes: Record<string, { version: string; pinnedAt?: string; pinnedBy?: string; previous?: string }>;
}

/** What the host fetches at start: the environment with each pinned release's metadata. */
export interface ConsoleManifest {
  environment: string;
  production: boolean;
  hostVersion: string;
  remotes: Array<{
    name: string;
    scope: string;
    version: string;
    /** Base URL of the release folder, ending in `/`. */
    url: string;
    entry: string;
    routes: RemoteRouteMeta[];
    titles: ReleaseInfo['titles'];
    /** Set when the pinned release cannot be used (missing folder, unreadable metadata). */
    error?: string;
  }>;
}

/** Written beside the host build: the versions of the shared singletons the host provides. */
export interface HostSharedInfo {
  version: string;
  shared: Record<string, string>;
  /** The source hash of each shared workspace package the host provides (see `ReleaseInfo.sharedSources`). */
  sharedSources?: Record<string, string>;
}

/** Module-federation container name of a remote folder name (`content-and-settings` → `content_and_settings`). */
export function scopeOf(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}
