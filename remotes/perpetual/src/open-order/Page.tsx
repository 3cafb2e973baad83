import { useCan } from '@console/client';
import type { PerpetualOrder } from '@console/contracts/schemas/perpetual';
import { type FilterField, ListPage, type RowAction, useFilterBarList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuBan, LuEye } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { usePairFilter } from '../lists/pairs';
import { useOpenOrders } from './api';
import { CancelDialog } from './CancelDialog';
import { orderColumns } from './columns';
import { OrderDrawer } from './OrderDrawer';

function useOpenOrderFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'accountId', label: t('orders.filter.user') },
    usePairFilter(t('orders.filter.pair'), t('orders.filter.pairId')),
    { type: 'option', name: 'category', label: t('orders.filter.category'), optionName: 'perpetualOrderCategory' },
    { type: 'option', name: 'direction', label: t('orders.filter.direction'), optionName: 'perpetualDirection' },
    { type: 'number', name: 'id', label: t('orders.filter.id') },
    { type: 'option', name: 'fundType', label: t('orders.filter.fundType'), optionName: 'fundType' },
  ];
}

/**
 * The orders still waiting for the feed: limit orders, stop orders and the TP/SL strategies of positions. A
 * row opens the order's detail (its triggers and what its strategy drove); staff can cancel one, with a reason.
 */
export default function OpenOrderPage() {
  const { t } = useAreaTranslation();
  // Categories and directions are words, sent as typed; ids and the fund type as numbers.
  const { list, fields } = useFilterBarList('perpetualOpenOrders', useOpenOrderFilters(), undefined, ['category', 'direction']);
  const orders = useOpenOrders(list.request);
  const canCancel = useCan('perpetualOpenOrders.cancel');
  const [viewing, setViewing] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<PerpetualOrder | null>(null);
  const columns = useMemo(() => orderColumns(t, false), [t]);

  const actionsFor = (o: PerpetualOrder): RowAction[] => [
    { label: t('openOrders.action.view'), icon: <LuEye />, onClick: () => setViewing(o.id) },
    { label: t('openOrders.action.cancel'), icon: <LuBan />, danger: true, hidden: !canCancel, onClick: () => setCancelling(o) },
  ];

  return (
    <ListPage
      title={t('routes.openOrder')}
      description={t('openOrders.description')}
      list={list}
      filters={fields}
      query={orders}
      columns={columns}
      getRowId={(o) => o.id}
      onRowClick={(o) => setViewing(o.id)}
      rowActions={actionsFor}
      empty={{ none: t('openOrders.empty.none'), noneHint: t('openOrders.empty.noneHint'), filtered: t('openOrders.empty.filtered') }}
    >
      <OrderDrawer id={viewing} onClose={() => setViewing(null)} onCancel={canCancel ? setCancelling : undefined} />
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} onCancelled={() => setViewing(null)} />
    </ListPage>
  );
}
