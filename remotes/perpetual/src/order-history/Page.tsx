import { useCan } from '@console/client';
import type { PerpetualOrder } from '@console/contracts/schemas/perpetual';
import { ExportMenu, type FilterField, ListPage, PathTabRoute, PathTabs, useFilterBarList } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { usePairFilter } from '../lists/pairs';
import type { PathTab } from '../lists/path-tab';
import { orderColumns } from '../open-order/columns';
import { OrderDrawer } from '../open-order/OrderDrawer';
import { exportOrderHistory, ORDER_HISTORY_PATH, ORDER_HISTORY_TABS, useOrderHistory } from './api';

/** Orders no longer open, by what became of them in tabs: every filter of the API, the detail drawer and export. */
export default function OrderHistoryPage() {
  return (
    <PathTabRoute tabs={ORDER_HISTORY_TABS} basePath={ORDER_HISTORY_PATH}>
      {(tab) => <OrderHistoryList tab={tab} />}
    </PathTabRoute>
  );
}

/** The filters, most used first (the first four in the filter row, the rest behind "More filters"). */
function useOrderHistoryFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'accountId', label: t('orders.filter.user') },
    usePairFilter(t('orders.filter.pair'), t('orders.filter.pairId')),
    { type: 'option', name: 'category', label: t('orders.filter.category'), optionName: 'perpetualOrderCategory' },
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('orderHistory.filter.placed') },
    { type: 'option', name: 'direction', label: t('orders.filter.direction'), optionName: 'perpetualDirection' },
    { type: 'number', name: 'id', label: t('orders.filter.id') },
    { type: 'number', name: 'positionId', label: t('orderHistory.filter.position') },
    { type: 'option', name: 'fundType', label: t('orders.filter.fundType'), optionName: 'fundType' },
  ];
}

function OrderHistoryList({ tab }: { tab: PathTab }) {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList('perpetualOrderHistory', useOrderHistoryFilters(), tab.fixed, ['category', 'direction']);
  const orders = useOrderHistory(list.request);
  const canExport = useCan('perpetualOrderHistory.export');
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo(() => orderColumns(t, true), [t]);
  return (
    <ListPage
      title={t('routes.orderHistory')}
      description={t('orderHistory.description')}
      tabs={
        <PathTabs
          tabs={ORDER_HISTORY_TABS}
          current={tab.name}
          basePath={ORDER_HISTORY_PATH}
          label={(name) => t(`orderHistory.tab.${name}`)}
        />
      }
      actions={canExport ? <ExportMenu onExport={(format) => exportOrderHistory(list.exportParams, format)} /> : null}
      list={list}
      filters={fields}
      primaryFilters={4}
      query={orders}
      columns={columns}
      getRowId={(o: PerpetualOrder) => o.id}
      onRowClick={(o) => setViewing(o.id)}
      empty={{
        none: t(`orderHistory.empty.${tab.name}`),
        noneHint: t('orderHistory.empty.noneHint'),
        filtered: t('orderHistory.empty.filtered'),
      }}
    >
      <OrderDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
