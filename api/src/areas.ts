import type { Area } from './core/area';
import { copyTradingArea } from './modules/copy-trading/index';
import { financeArea } from './modules/finance/index';
import { infoCenterArea } from './modules/info-center/index';
import { perpetualArea } from './modules/perpetual/index';
import { reportsArea } from './modules/reports/index';
import { settingsArea } from './modules/settings/index';
import { tradingArea } from './modules/trading/index';
import { usersArea } from './modules/users/index';

/**
 * The business areas of the API, in the order their demo data is seeded (an area may refer to the records of
 * the areas before it). A new area is a folder under `modules/` with an `index.ts` declaring its `Area`, and
 * one line here.
 */
export const AREAS: readonly Area[] = [
  usersArea,
  financeArea,
  tradingArea,
  perpetualArea,
  settingsArea,
  copyTradingArea,
  infoCenterArea,
  reportsArea,
];
