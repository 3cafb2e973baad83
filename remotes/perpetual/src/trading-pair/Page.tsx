import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { PerpetualPair } from '@console/contracts/schemas/perpetual';
import {
  Can,
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  ListPage,
  MoneyText,
  type RowAction,
  useFilterBarList,
  ratioPercent,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye, LuEyeOff, LuPencil, LuPlus, LuPower } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { MarkPrice } from '../lists/cells';
import { PairDialog } from './PairDialog';
import { type PairSwitch, usePerpetualPairs, useSwitchPerpetualPair } from './api';

function OnOff({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {on ? onText : offText}
    </Badge>
  );
}

/**
 * The perpetual pairs: each quoted by a coin pair of the price feed (its newest recorded price beside it), its
 * contract size and quantity limits, and its two switches (trading, shown in the client app).
 */
export default function TradingPairPage() {
  const { t } = useAreaTranslation();
  const onOff = [
    { value: '1', label: t('tradingPair.on') },
    { value: '0', label: t('tradingPair.off') },
  ];
  const { list, fields } = useFilterBarList('perpetualPairs', [
    { type: 'text', name: 'name', label: t('tradingPair.filter.name') },
    { type: 'select', name: 'status', label: t('tradingPair.filter.status'), options: onOff },
    { type: 'select', name: 'displaySwitch', label: t('tradingPair.filter.displaySwitch'), options: onOff },
    { type: 'number', name: 'tradingPairId', label: t('tradingPair.filter.coinPair') },
  ]);
  const pairs = usePerpetualPairs(list.request);
  const canEdit = useCan('perpetualPairs.edit');
  const [editing, setEditing] = useState<PerpetualPair | 'new' | null>(null);
  const [switching, setSwitching] = useState<{ pair: PerpetualPair; field: PairSwitch } | null>(null);
  const switcher = useSwitchPerpetualPair();

  const columns = useMemo<DataTableColumn<PerpetualPair>[]>(
    () => [
      { id: 'id', header: t('tradingPair.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'name',
        header: t('tradingPair.column.name'),
        width: '190px',
        pin: 'left',
        exportValue: (p) => p.name,
        cell: (p) => (
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {p.name}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {t('tradingPair.quotedBy', { code: p.tradingPairName, id: p.tradingPairId })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'markPrice',
        header: t('tradingPair.column.markPrice'),
        numeric: true,
        exportValue: (p) => p.markPrice,
        cell: (p) => <MarkPrice price={p.markPrice} tickId={p.markTickId} at={p.tickAt} />,
      },
      {
        id: 'multiplier',
        header: t('tradingPair.column.multiplier'),
        numeric: true,
        exportValue: (p) => p.multiplier,
        cell: (p) => <MoneyText value={p.multiplier} />,
      },
      {
        id: 'quantity',
        header: t('tradingPair.column.quantity'),
        numeric: true,
        exportValue: (p) => `${p.quantityMin}-${p.quantityMax}`,
        cell: (p) => (
          <Stack gap="0" align="flex-end">
            <Text whiteSpace="nowrap">{`${p.quantityMin} – ${p.quantityMax}`}</Text>
            <Text textStyle="xs" color="fg.muted">
              {t('tradingPair.precision', { count: p.quantityPrecision })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'orderBookPriceRange',
        header: t('tradingPair.column.orderBookPriceRange'),
        numeric: true,
        exportValue: (p) => p.orderBookPriceRange,
        cell: (p) => `± ${ratioPercent(p.orderBookPriceRange)}`,
      },
      {
        id: 'openPositions',
        header: t('tradingPair.column.openPositions'),
        numeric: true,
        cell: (p) => p.openPositions,
      },
      {
        id: 'status',
        header: t('tradingPair.column.status'),
        exportValue: (p) => p.status,
        cell: (p) => <OnOff on={p.status === 1} onText={t('tradingPair.trading')} offText={t('tradingPair.halted')} />,
      },
      {
        id: 'displaySwitch',
        header: t('tradingPair.column.displaySwitch'),
        exportValue: (p) => p.displaySwitch,
        cell: (p) => <OnOff on={p.displaySwitch === 1} onText={t('tradingPair.shown')} offText={t('tradingPair.hidden')} />,
      },
      { id: 'displaySort', header: t('tradingPair.column.displaySort'), numeric: true, cell: (p) => p.displaySort },
      { id: 'updateDate', header: t('tradingPair.column.updated'), dates: true, cell: (p) => <DateText value={p.updateDate} /> },
    ],
    [t],
  );

  const actionsFor = (p: PerpetualPair): RowAction[] => [
    { label: t('tradingPair.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(p) },
    {
      label: t(p.status === 1 ? 'tradingPair.action.halt' : 'tradingPair.action.resume'),
      icon: <LuPower />,
      danger: p.status === 1,
      hidden: !canEdit,
      onClick: () => setSwitching({ pair: p, field: 'status' }),
    },
    {
      label: t(p.displaySwitch === 1 ? 'tradingPair.action.hide' : 'tradingPair.action.show'),
      icon: p.displaySwitch === 1 ? <LuEyeOff /> : <LuEye />,
      hidden: !canEdit,
      onClick: () => setSwitching({ pair: p, field: 'displaySwitch' }),
    },
  ];

  const turningOff = switching ? switching.pair[switching.field] === 1 : false;
  const switchTexts = switching ? `tradingPair.switch.${switching.field}.${turningOff ? 'off' : 'on'}` : '';
  const names = { name: switching?.pair.name ?? '', count: switching?.pair.openPositions ?? 0 };

  return (
    <ListPage
      title={t('routes.tradingPair')}
      description={t('tradingPair.description')}
      actions={
        <Can permission="perpetualPairs.add">
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            <LuPlus /> {t('tradingPair.action.add')}
          </Button>
        </Can>
      }
      list={list}
      filters={fields}
      query={pairs}
      columns={columns}
      getRowId={(p) => p.id}
      rowActions={actionsFor}
      onRowClick={canEdit ? (p) => setEditing(p) : undefined}
      empty={{ none: t('tradingPair.empty.none'), noneHint: t('tradingPair.empty.noneHint'), filtered: t('tradingPair.empty.filtered') }}
    >
      <PairDialog pair={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={switching !== null}
        destructive={turningOff}
        title={switching ? t(`${switchTexts}.title`, names) : ''}
        message={switching ? t(`${switchTexts}.message`, names) : ''}
        confirmLabel={switching ? t(`${switchTexts}.confirm`) : ''}
        loading={switcher.isPending}
        onCancel={() => setSwitching(null)}
        onConfirm={() => switching && switcher.mutate(switching, { onSettled: () => setSwitching(null) })}
      />
    </ListPage>
  );
}
