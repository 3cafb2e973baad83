import { Button } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { LeadingOrder, LeadingOrderPage, LeadingOrderSummary } from '@console/contracts/schemas/copy-trading';
import { ExportMenu, type FilterField, ListPage, PathTabRoute, PathTabs, type RowAction, useFilterBarList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuBan, LuEye, LuPlus, LuShieldCheck, LuUserPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useGameplayFilter, usePairFilter } from '../lists/pairs';
import { ORDER_STATUS_TABS, type PathTab } from '../lists/path-tab';
import { followerListPath } from '../lists/paths';
import { OrderSums, type SumMeasure } from '../lists/sums';
import { AddLeadingOrderDialog } from './AddDialog';
import { exportLeadingOrders, LEADING_ORDERS_PATH, useLeadingOrders } from './api';
import { leadingOrderColumns } from './columns';
import { LeadingOrderDrawer } from './LeadingOrderDrawer';
import { PermissionDialog } from './PermissionDialog';

/**
 * Leaders' orders that followers copy into the same round, by status in tabs: every filter of the spec, a
 * leading order placed for a leader account, who may follow it, its invite and block lists, its followers
 * and the amount they followed with, its fan-out in the drawer, and export.
 */
export default function LeadingOrdersPage() {
  return (
    <PathTabRoute tabs={ORDER_STATUS_TABS} basePath={LEADING_ORDERS_PATH}>
      {(tab) => <LeadingOrderList tab={tab} />}
    </PathTabRoute>
  );
}

/** The filters, most used first (the first four in the filter row, the rest behind "More filters"). */
function useLeadingOrderFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'accountId', label: t('leadingOrders.filter.leader') },
    { type: 'number', name: 'orderId', label: t('leadingOrders.filter.id') },
    usePairFilter(t('leadingOrders.filter.pair'), t('leadingOrders.filter.pairId')),
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('leadingOrders.filter.ordered') },
    useGameplayFilter(t('leadingOrders.filter.gameplay')),
    { type: 'option', name: 'direction', label: t('leadingOrders.filter.direction'), optionName: 'futuresDirection' },
    { type: 'number', name: 'runnerId', label: t('leadingOrders.filter.round') },
    { type: 'option', name: 'permissionsType', label: t('leadingOrders.filter.permission'), optionName: 'followPermissions' },
    { type: 'option', name: 'result', label: t('leadingOrders.filter.result'), optionName: 'futuresOrderResult' },
    { type: 'option', name: 'orderType', label: t('leadingOrders.filter.orderType'), optionName: 'leadingOrderType' },
    { type: 'text', name: 'shareId', label: t('leadingOrders.filter.shareId') },
  ];
}

function LeadingOrderList({ tab }: { tab: PathTab }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  // Directions, permission types and share ids are words, sent as typed; ids as numbers.
  const { list, fields } = useFilterBarList('copyLeadingOrders', useLeadingOrderFilters(), tab.fixed, [
    'direction',
    'permissionsType',
    'result',
    'orderType',
  ]);
  const orders = useLeadingOrders(list.request);
  const canAdd = useCan('leadingOrders.add');
  const canEdit = useCan('leadingOrders.edit');
  const canExport = useCan('leadingOrders.export');
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LeadingOrder | null>(null);
  const columns = useMemo(() => leadingOrderColumns(t), [t]);
  // The drawer reads the row as the list now has it, so a change of permission shows at once.
  const viewing = orders.data?.records.find((o) => o.id === viewingId) ?? null;

  const measures = useMemo<SumMeasure<LeadingOrderSummary>[]>(
    () => [
      { label: t('leadingOrders.column.amount'), value: (s) => s.amount },
      { label: t('leadingOrders.column.filledAmount'), value: (s) => s.filledAmount },
      { label: t('leadingOrders.column.followedAmount'), value: (s) => s.followedAmount },
      { label: t('leadingOrders.column.leaderFee'), value: (s) => s.leaderFee },
    ],
    [t],
  );

  const actionsFor = (o: LeadingOrder): RowAction[] => [
    { label: t('leadingOrders.action.view'), icon: <LuEye />, onClick: () => setViewingId(o.id) },
    { label: t('leadingOrders.action.permission'), icon: <LuShieldCheck />, hidden: !canEdit, onClick: () => setEditing(o) },
    { label: t('leadingOrders.action.inviteList'), icon: <LuUserPlus />, onClick: () => navigate(followerListPath('invite', o)) },
    { label: t('leadingOrders.action.blockList'), icon: <LuBan />, onClick: () => navigate(followerListPath('block', o)) },
  ];

  return (
    <ListPage
      title={t('routes.leadingOrders')}
      description={t('leadingOrders.description')}
      tabs={
        <PathTabs tabs={ORDER_STATUS_TABS} current={tab.name} basePath={LEADING_ORDERS_PATH} label={(name) => t(`common.tab.${name}`)} />
      }
      actions={
        <>
          {canExport ? <ExportMenu onExport={(format) => exportLeadingOrders(list.exportParams, format)} /> : null}
          {canAdd ? (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <LuPlus /> {t('leadingOrders.action.add')}
            </Button>
          ) : null}
        </>
      }
      list={list}
      filters={fields}
      primaryFilters={4}
      query={orders}
      columns={columns}
      getRowId={(o) => o.id}
      onRowClick={(o) => setViewingId(o.id)}
      rowActions={actionsFor}
      summary={
        <OrderSums
          list={list.key}
          measures={measures}
          summary={(orders.data as LeadingOrderPage | undefined)?.summary}
          loading={orders.isFetching}
          failed={Boolean(orders.error)}
        />
      }
      empty={{
        none: t(`leadingOrders.empty.${tab.name}`),
        noneHint: t('leadingOrders.empty.noneHint'),
        filtered: t('leadingOrders.empty.filtered'),
      }}
    >
      <LeadingOrderDrawer order={viewing} onClose={() => setViewingId(null)} onEditPermission={canEdit ? setEditing : undefined} />
      <AddLeadingOrderDialog open={adding} onClose={() => setAdding(false)} />
      <PermissionDialog order={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
