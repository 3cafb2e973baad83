import { bigIdParam } from '@console/contracts/schemas/common';
import { perpetualPositionListQuery, perpetualWarningListQuery } from '@console/contracts/schemas/perpetual';
import {
  perpetualPositionDetailAnswer,
  perpetualPositionPageAnswer,
  perpetualWarningPageAnswer,
} from '@console/contracts/schemas/perpetual-answers';
import { PageData } from '../../../db/list';
import { route } from '../../../http/routes';
import { perpetualSettings } from '../settings/queries';
import { perpetualPositionDetail } from './detail';
import { perpetualPositionPage, perpetualStress, perpetualWarningPage } from './queries';

/**
 * The open positions (`/perpetual/existing-position`), the warning list with its stress figure (`/perpetual/warning-list`),
 * and one position with its orders and ledger rows (from the open positions and the position history).
 */
export function perpetualPositionRoutes() {
  return [
    route({
      method: 'POST',
      path: 'perpetual/position/list',
      name: 'List perpetual positions',
      body: perpetualPositionListQuery,
      response: perpetualPositionPageAnswer,
      handler: ({ body, services: { db } }) => perpetualPositionPage(db, body),
    }),
    route({
      method: 'GET',
      path: 'perpetual/position/{id}',
      name: 'Perpetual position detail',
      params: bigIdParam,
      response: perpetualPositionDetailAnswer,
      handler: ({ params, services: { db } }) => perpetualPositionDetail(db, params.id),
    }),
    route({
      method: 'POST',
      path: 'perpetual/position/warning/list',
      name: 'List perpetual position warnings',
      body: perpetualWarningListQuery,
      response: perpetualWarningPageAnswer,
      handler: async ({ body, services: { db } }) => {
        const [page, stress, settings] = await Promise.all([
          perpetualWarningPage(db, body),
          perpetualStress(db, body.stressPercent, body.tradingPairId),
          perpetualSettings(db),
        ]);
        return new PageWith(page, { stress, positionWarningThreshold: settings.positionWarningThreshold });
      },
    }),
  ];
}

/** A page with more beside its records (the envelope still copies its totals). */
export class PageWith<T, E extends object> extends PageData<T> {
  constructor(
    page: PageData<T>,
    readonly extra: E,
  ) {
    super(page.records, page.total, page.size, page.current);
  }
  override toJSON() {
    return { ...super.toJSON(), ...this.extra };
  }
}
