export const SETTINGS_PATH = '/finance/settings';

/** The tabs of the settings page, as the path names them (`/finance/settings/deposit`). */
export const SETTINGS_TABS = ['general', 'deposit', 'withdrawal', 'anomaly-alerts'] as const;
export type SettingsTabName = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(name: string | undefined): name is SettingsTabName {
  return (SETTINGS_TABS as readonly string[]).includes(name ?? '');
}

/** The blockchain channels of a coin's setting; the tab is kept so "back" returns to it. */
export function blockchainPath(tab: string, kind: 'deposit' | 'withdrawal', settingId: number, coin: string): string {
  return `${SETTINGS_PATH}/${tab}/${kind}-blockchain/${settingId}/${encodeURIComponent(coin)}`;
}
