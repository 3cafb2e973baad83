import { useCan } from '@console/client';
import { ExportMenu, type FilterField, ListPage, PathTabRoute, PathTabs, type RowAction, useFilterBarList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import type { FollowingOrderPage, FollowingOrderSummary } from '@console/contracts/schemas/copy-trading';
import { useAreaTranslation } from '../i18n';
import { useGameplayFilter, usePairFilter } from '../lists/pairs';
import { ORDER_STATUS_TABS, type PathTab } from '../lists/path-tab';
import { OrderSums, type SumMeasure } from '../lists/sums';
import { exportFollowingOrders, FOLLOWING_ORDERS_PATH, useFollowingOrders } from './api';
import { followingOrderColumns } from './columns';
import { FollowingOrderDrawer } from './FollowingOrderDrawer';

/** Followers' copies of leading orders, by status in tabs: the filters of `follow/order/list`, the detail and export. */
export default function FollowingOrdersPage() {
  return (
    <PathTabRoute tabs={ORDER_STATUS_TABS} basePath={FOLLOWING_ORDERS_PATH}>
      {(tab) => <FollowingOrderList tab={tab} />}
    </PathTabRoute>
  );
}

/** The filters of the call, most used first (the first four in the filter row, the rest behind "More filters"). */
function useFollowingOrderFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'leaderOrderId', label: t('followingOrders.filter.leaderOrder') },
    { type: 'number', name: 'accountId', label: t('followingOrders.filter.follower') },
    usePairFilter(t('followingOrders.filter.pair'), t('followingOrders.filter.pairId')),
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('followingOrders.filter.ordered') },
    useGameplayFilter(t('followingOrders.filter.gameplay')),
    { type: 'option', name: 'direction', label: t('followingOrders.filter.direction'), optionName: 'futuresDirection' },
  ];
}

function FollowingOrderList({ tab }: { tab: PathTab }) {
  const { t } = useAreaTranslation();
  // Directions are words, sent as typed; ids as numbers.
  const { list, fields } = useFilterBarList('copyFollowingOrders', useFollowingOrderFilters(), tab.fixed, ['direction']);
  const orders = useFollowingOrders(list.request);
  const canExport = useCan('followingOrders.export');
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo(() => followingOrderColumns(t), [t]);
  const measures = useMemo<SumMeasure<FollowingOrderSummary>[]>(
    () => [
      { label: t('followingOrders.column.amount'), value: (s) => s.amount },
      { label: t('followingOrders.column.filledAmount'), value: (s) => s.filledAmount },
      { label: t('followingOrders.column.payout'), value: (s) => s.payout },
      { label: t('followingOrders.column.tax'), value: (s) => s.tax },
      { label: t('followingOrders.column.leaderFee'), value: (s) => s.leaderFee },
    ],
    [t],
  );
  const actionsFor = (o: { id: number }): RowAction[] => [
    { label: t('followingOrders.action.view'), icon: <LuEye />, onClick: () => setViewing(o.id) },
  ];
  return (
    <ListPage
      title={t('routes.followingOrders')}
      description={t('followingOrders.description')}
      tabs={
        <PathTabs tabs={ORDER_STATUS_TABS} current={tab.name} basePath={FOLLOWING_ORDERS_PATH} label={(name) => t(`common.tab.${name}`)} />
      }
      actions={canExport ? <ExportMenu onExport={(format) => exportFollowingOrders(list.exportParams, format)} /> : null}
      list={list}
      filters={fields}
      primaryFilters={4}
      query={orders}
      columns={columns}
      getRowId={(o) => o.id}
      onRowClick={(o) => setViewing(o.id)}
      rowActions={actionsFor}
      summary={
        <OrderSums
          list={list.key}
          measures={measures}
          summary={(orders.data as FollowingOrderPage | undefined)?.summary}
          loading={orders.isFetching}
          failed={Boolean(orders.error)}
        />
      }
      empty={{
        none: t(`followingOrders.empty.${tab.name}`),
        noneHint: t('followingOrders.empty.noneHint'),
        filtered: t('followingOrders.empty.filtered'),
      }}
    >
      <FollowingOrderDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
