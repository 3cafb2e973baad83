import { api } from '@console/client';
import type { PerpetualPositionHistory } from '@console/contracts/schemas/perpetual';
import { definePagedList, type ExportFormat, usePagedQuery } from '@console/ui';
import { positionKeys } from '../existing-position/api';
import type { PathTab } from '../lists/path-tab';

/** The position history page: `/perpetual/position-history/{tabName}`, closed and liquidated positions. */
export const POSITION_HISTORY_PATH = '/perpetual/position-history';
export const POSITION_HISTORY_TABS: readonly PathTab[] = [
  { name: 'closed', fixed: { status: 'closed' } },
  { name: 'liquidated', fixed: { status: 'liquidated' } },
];

/** The position history (`perpetualPositionHistory`), fetched ahead by its route for the tab in its path. */
export const positionHistoryList = definePagedList<PerpetualPositionHistory>(
  'perpetualPositionHistory',
  positionKeys.positionHistory,
  (params) => {
    const tab = POSITION_HISTORY_TABS.find((candidate) => candidate.name === params.tabName);
    return tab ? tab.fixed : null;
  },
);

export function usePositionHistory(request: Record<string, string | number>) {
  return usePagedQuery<PerpetualPositionHistory>(positionKeys.positionHistory, request);
}

/** Exports the positions the filters (and tab) match: a file, or an export-center job when they are many. */
export function exportPositionHistory(filters: Record<string, string | number>, excelType: ExportFormat) {
  return api.download(
    'reporting/perpetual/export/perpetualPositionHistoryRecord',
    { ...filters, excelType },
    `perpetual-position-history.${excelType}`,
  );
}
