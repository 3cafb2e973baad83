import type { MenuIconName } from '@console/contracts';
import type { IconType } from 'react-icons';
// Named imports only: the icon set is tree-shaken, so the shell carries just the icons listed here.
import {
  LuArrowDownToLine,
  LuArrowLeftRight,
  LuArrowUpFromLine,
  LuBlocks,
  LuChartCandlestick,
  LuChartColumn,
  LuCoins,
  LuCopy,
  LuCrown,
  LuDownload,
  LuFileClock,
  LuFileText,
  LuFolder,
  LuHeadset,
  LuHistory,
  LuIdCard,
  LuKeyRound,
  LuLandmark,
  LuLayoutDashboard,
  LuLink,
  LuMapPin,
  LuMessagesSquare,
  LuMonitorSmartphone,
  LuNetwork,
  LuNewspaper,
  LuPiggyBank,
  LuQrCode,
  LuRepeat,
  LuScrollText,
  LuServerCog,
  LuSettings,
  LuSettings2,
  LuShare2,
  LuShieldAlert,
  LuShieldBan,
  LuShieldCheck,
  LuSlidersHorizontal,
  LuTrendingUp,
  LuUserCog,
  LuUsers,
  LuUsersRound,
  LuWallet,
} from 'react-icons/lu';

/** The icon of every name a remote's menu entry may give (`MENU_ICON_NAMES` in @console/contracts). */
const MENU_ICONS: Record<MenuIconName, IconType> = {
  dashboard: LuLayoutDashboard,
  users: LuUsers,
  levels: LuCrown,
  kyc: LuIdCard,
  otp: LuKeyRound,
  chat: LuMessagesSquare,
  'chat-settings': LuSlidersHorizontal,
  agents: LuNetwork,
  logs: LuScrollText,
  deposits: LuArrowDownToLine,
  withdrawals: LuArrowUpFromLine,
  'wallet-changes': LuHistory,
  transfers: LuArrowLeftRight,
  'wallet-balances': LuWallet,
  'finance-settings': LuSettings2,
  'deposit-addresses': LuQrCode,
  'on-chain': LuBlocks,
  'wallet-settings': LuLink,
  'fund-records': LuPiggyBank,
  distribution: LuShare2,
  'withdrawal-addresses': LuMapPin,
  coins: LuCoins,
  futures: LuChartCandlestick,
  convert: LuRepeat,
  perpetual: LuTrendingUp,
  'copy-trading': LuCopy,
  risk: LuShieldAlert,
  info: LuNewspaper,
  reports: LuChartColumn,
  exports: LuDownload,
  settings: LuSettings,
  permissions: LuUserCog,
  whitelist: LuShieldCheck,
  blacklist: LuShieldBan,
  'client-logs': LuMonitorSmartphone,
  'backstage-logs': LuFileClock,
};

/** A menu entry that names no icon, or a name this console does not know (a newer remote). */
export const FALLBACK_MENU_ICON: IconType = LuFileText;

/** The icon of each sidebar section (the business areas of `MENU_SECTION_ORDER`). */
const SECTION_ICONS: Record<string, IconType> = {
  users: LuUsersRound,
  customerService: LuHeadset,
  riskControl: LuShieldAlert,
  finance: LuLandmark,
  coin: LuCoins,
  future: LuChartCandlestick,
  convert: LuRepeat,
  perpetual: LuTrendingUp,
  copyTrading: LuCopy,
  infoCenter: LuNewspaper,
  agent: LuNetwork,
  report: LuChartColumn,
  settings: LuSettings,
  backstageManagement: LuServerCog,
};

export const FALLBACK_SECTION_ICON: IconType = LuFolder;

export function menuIcon(name: string | undefined): IconType {
  return (name && Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name as MenuIconName] : undefined) ?? FALLBACK_MENU_ICON;
}

export function sectionIcon(section: string): IconType {
  return (Object.hasOwn(SECTION_ICONS, section) ? SECTION_ICONS[section] : undefined) ?? FALLBACK_SECTION_ICON;
}
