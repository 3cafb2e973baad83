import { Flex, Text } from '@chakra-ui/react';
import { useCan, useCurrencies } from '@console/client';
import type { ConvertOrder } from '@console/contracts/schemas/trading-convert';
import { CoinAmount, type DataTableColumn, DateText, ExportMenu, formatDecimal, ListPage, MoneyText, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { percentText } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { PathTabRoute, PathTabs } from '@console/ui';
import type { PathTab } from '../lists/path-tab';
import { exportConvertOrders, ORDER_TABS, ORDERS_PATH, useConvertOrders } from './api';

/** The convert orders users made, by direction in tabs: what each paid and received at which recorded price. */
export default function ConvertOrdersPage() {
  return (
    <PathTabRoute tabs={ORDER_TABS} basePath={ORDERS_PATH}>
      {(tab) => <ConvertOrderList tab={tab} />}
    </PathTabRoute>
  );
}

function ConvertOrderList({ tab }: { tab: PathTab }) {
  const { t } = useAreaTranslation();
  const coins = useCurrencies();
  const { list, fields } = useFilterBarList(
    'convertOrders',
    [
      { type: 'number', name: 'accountId', label: t('convertOrders.filter.user') },
      {
        type: 'select',
        name: 'coinId',
        label: t('convertOrders.filter.coin'),
        options: coins.map((c) => ({ value: String(c.id), label: c.code })),
      },
      { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('convertOrders.filter.created') },
      { type: 'number', name: 'convertPairId', label: t('convertOrders.filter.pair') },
      { type: 'number', name: 'id', label: t('convertOrders.filter.id') },
    ],
    tab.fixed,
  );
  const orders = useConvertOrders(list.request);
  const canExport = useCan('convertOrders.export');

  const columns = useMemo<DataTableColumn<ConvertOrder>[]>(
    () => [
      { id: 'id', header: t('convertOrders.column.id'), numeric: true, width: '80px', pin: 'left' },
      {
        id: 'user',
        header: t('convertOrders.column.user'),
        width: '200px',
        pin: 'left',
        exportValue: (o) => o.accountId,
        cell: (o) => (
          <Flex direction="column" minW="0">
            <Text>{t('convertOrders.userId', { id: o.accountId })}</Text>
            {o.email ? (
              <Text textStyle="xs" color="fg.muted" truncate>
                {o.email}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      { id: 'pairName', header: t('convertOrders.column.pair'), cell: (o) => o.pairName },
      {
        id: 'direction',
        header: t('convertOrders.column.direction'),
        exportValue: (o) => o.direction,
        cell: (o) => <OptionBadge name="convertDirection" value={o.direction} />,
      },
      {
        id: 'amount',
        header: t('convertOrders.column.paid'),
        numeric: true,
        exportValue: (o) => o.amount,
        cell: (o) => <CoinAmount value={o.amount} code={o.fromCoinCode} />,
      },
      {
        id: 'realAmount',
        header: t('convertOrders.column.received'),
        numeric: true,
        exportValue: (o) => o.realAmount,
        cell: (o) => <CoinAmount value={o.realAmount} code={o.toCoinCode} fontWeight="medium" />,
      },
      {
        id: 'price',
        header: t('convertOrders.column.price'),
        numeric: true,
        exportValue: (o) => o.price,
        cell: (o) => (
          <Flex direction="column" align="flex-end">
            <MoneyText value={o.price} />
            <Text textStyle="xs" color="fg.muted">
              {t('convertOrders.feedSpread', { price: formatDecimal(o.feedPrice), spread: percentText(o.spread) })}
            </Text>
          </Flex>
        ),
      },
      {
        id: 'tick',
        header: t('convertOrders.column.tick'),
        exportValue: (o) => o.tickId,
        cell: (o) => (
          <Flex direction="column">
            <Text textStyle="sm">#{o.tickId}</Text>
            <DateText value={o.tickTime} textStyle="xs" color="fg.muted" />
          </Flex>
        ),
      },
      { id: 'ip', header: t('convertOrders.column.ip'), cell: (o) => o.ip ?? '—' },
      { id: 'createDate', header: t('convertOrders.column.created'), dates: true, cell: (o) => <DateText value={o.createDate} /> },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.convertOrders')}
      description={t('convertOrders.description')}
      tabs={<PathTabs tabs={ORDER_TABS} current={tab.name} basePath={ORDERS_PATH} label={(name) => t(`convertOrders.tab.${name}`)} />}
      actions={canExport ? <ExportMenu onExport={(format) => exportConvertOrders(list.exportParams, format)} /> : null}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={orders}
      columns={columns}
      getRowId={(o) => o.id}
      empty={{
        none: t('convertOrders.empty.none'),
        noneHint: t('convertOrders.empty.noneHint'),
        filtered: t('convertOrders.empty.filtered'),
      }}
    />
  );
}
