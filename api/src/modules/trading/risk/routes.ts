import { pageOf } from '@console/contracts/schemas/common';
import {
  riskLoop,
  riskPreviewAnswer,
  riskRecordAnswer,
  riskRecordListQuery,
  riskSettingAnswer,
  riskSettingListQuery,
  riskSettingPreview,
  riskSettingSave,
} from '@console/contracts/schemas/trading-risk';
import { route } from '../../../http/routes';
import { findRiskSetting, previewRiskSetting, rearmRiskGuard, riskRecordPage, riskSettingPage, saveRiskSetting } from './queries';

/**
 * Risk control: the reference-price guard of each coin pair (DESIGN sections 5 and 8). Staff set the reference
 * and the band, halt a pair by hand and re-arm a guard; no call sets a price anything trades or settles at.
 */
export function riskRoutes() {
  return [
    route({
      method: 'POST',
      path: 'risk/setting/list',
      name: 'List reference-price guards',
      body: riskSettingListQuery,
      response: pageOf(riskSettingAnswer),
      handler: ({ body, services: { db }, now }) => riskSettingPage(db, body, now),
    }),
    route({
      method: 'POST',
      path: 'risk/setting/preview',
      name: 'Preview a reference-price guard',
      body: riskSettingPreview,
      response: riskPreviewAnswer,
      handler: ({ body, services: { db }, now }) => previewRiskSetting(db, body, now),
    }),
    route({
      method: 'POST',
      path: 'risk/setting/add',
      name: 'Set reference-price guard',
      audit: true,
      body: riskSettingSave,
      response: riskSettingAnswer,
      handler: async ({ body, services: { db }, session, now }) => {
        await db.transaction((tx) => saveRiskSetting(tx, body, { operator: session.account, reason: body.reason, now }));
        return findRiskSetting(db, body.cid, now);
      },
    }),
    route({
      method: 'POST',
      path: 'risk/setting/loop',
      name: 'Re-arm reference-price guard',
      audit: true,
      body: riskLoop,
      response: riskSettingAnswer,
      handler: async ({ body, services: { db }, session, now }) => {
        await db.transaction((tx) => rearmRiskGuard(tx, body, { operator: session.account, reason: body.reason, now }));
        return findRiskSetting(db, body.cid, now);
      },
    }),
    route({
      method: 'POST',
      path: 'risk/record/list',
      name: 'List risk records',
      body: riskRecordListQuery,
      response: pageOf(riskRecordAnswer),
      handler: ({ body, services: { db } }) => riskRecordPage(db, body),
    }),
  ];
}
