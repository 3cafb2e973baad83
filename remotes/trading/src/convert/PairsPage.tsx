import { Badge, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { ConvertPair } from '@console/contracts/schemas/trading-convert';
import { CoinAmount, ConfirmDialog, type DataTableColumn, DateText, MoneyText, type RowAction } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { percentText } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useConvertPairs, useDeleteConvertPair, useSetConvertPairActivation } from './api';
import { ConvertPairDialog } from './PairForm';
import { activationFilter, SettingsListPage, useActivationSwitch } from '../lists/settings-list';

/** A minimum and maximum of one side, in the coin that side pays. */
function Limits({ min, max, code }: { min: string; max: string | null; code: string }) {
  const { t } = useAreaTranslation();
  return (
    <Flex direction="column" align="flex-end" textStyle="sm">
      <CoinAmount value={min} code={code} />
      {max === null ? <Text color="fg.muted">{t('convert.noMax')}</Text> : <CoinAmount value={max} code={code} />}
    </Flex>
  );
}

/** The pairs users convert on: spread, per-side limits, activation, and the price a user would get now. */
export default function ConvertPairsPage() {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList('convertPairs', [
    { type: 'text', name: 'name', label: t('convert.filter.name') },
    activationFilter('activation', t('convert.filter.activation'), t('convert.active'), t('convert.inactive')),
  ]);
  const pairs = useConvertPairs(list.request);
  const canEdit = useCan('convertPairs.edit');
  const canDelete = useCan('convertPairs.delete');
  const [editing, setEditing] = useState<ConvertPair | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConvertPair | null>(null);
  const switcher = useActivationSwitch<ConvertPair>({
    texts: 'convert',
    isActive: (p) => p.activation === 1,
    values: (p) => ({ name: p?.name ?? '' }),
    activation: useSetConvertPairActivation(),
  });
  const remove = useDeleteConvertPair();

  const columns = useMemo<DataTableColumn<ConvertPair>[]>(
    () => [
      { id: 'id', header: t('convert.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'pair',
        header: t('convert.column.pair'),
        width: '180px',
        pin: 'left',
        exportValue: (p) => p.name,
        cell: (p) => (
          <Flex direction="column">
            <Text fontWeight="medium">{p.name}</Text>
            <Text textStyle="xs" color="fg.muted">
              {t('convert.onCoinPair', { code: p.tradingPairCode })}
            </Text>
          </Flex>
        ),
      },
      { id: 'spread', header: t('convert.column.spread'), numeric: true, exportValue: (p) => p.spread, cell: (p) => percentText(p.spread) },
      {
        id: 'buyLimits',
        header: t('convert.column.buyLimits'),
        numeric: true,
        exportValue: (p) => `${p.buyMinAmount}-${p.buyMaxAmount ?? ''}`,
        cell: (p) => <Limits min={p.buyMinAmount} max={p.buyMaxAmount} code={p.toCoinCode} />,
      },
      {
        id: 'sellLimits',
        header: t('convert.column.sellLimits'),
        numeric: true,
        exportValue: (p) => `${p.sellMinAmount}-${p.sellMaxAmount ?? ''}`,
        cell: (p) => <Limits min={p.sellMinAmount} max={p.sellMaxAmount} code={p.fromCoinCode} />,
      },
      {
        id: 'quote',
        header: t('convert.column.quote'),
        width: '340px',
        exportValue: (p) => p.quote?.feedPrice ?? '',
        cell: (p) => <QuoteCell pair={p} />,
      },
      {
        id: 'activation',
        header: t('convert.column.activation'),
        exportValue: (p) => p.activation,
        cell: (p) => (
          <Flex direction="column" gap="0.5">
            <Badge colorPalette={p.activation === 1 ? 'green' : 'gray'} variant="subtle" width="fit-content">
              {p.activation === 1 ? t('convert.active') : t('convert.inactive')}
            </Badge>
            {p.activation === 1 && !p.tradable ? (
              <Text textStyle="xs" color="fg.warning">
                {t('convert.notTradable')}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      { id: 'sort', header: t('convert.column.sort'), numeric: true, cell: (p) => p.sort },
      { id: 'updateDate', header: t('convert.column.updated'), dates: true, cell: (p) => <DateText value={p.updateDate} /> },
    ],
    [t],
  );
  const actionsFor = (p: ConvertPair): RowAction[] => [
    { label: t('convert.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(p) },
    switcher.action(p, !canEdit),
    { label: t('convert.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(p) },
  ];

  return (
    <SettingsListPage
      texts="convert"
      title={t('routes.convertPairs')}
      add={{ permission: 'convertPairs.add', onClick: () => setEditing('new') }}
      feed
      list={list}
      filters={fields}
      query={pairs}
      columns={columns}
      getRowId={(p) => p.id}
      rowActions={canEdit || canDelete ? actionsFor : undefined}
    >
      <ConvertPairDialog pair={editing} onClose={() => setEditing(null)} />
      {switcher.confirmation}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('convert.delete.title', { name: deleting?.name ?? '' })}
        message={t('convert.delete.message', { name: deleting?.name ?? '', code: deleting?.tradingPairCode ?? '' })}
        confirmLabel={t('convert.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </SettingsListPage>
  );
}

/** The price a user would get now: the newest recorded feed price with the spread on each side, and its age. */
function QuoteCell({ pair }: { pair: ConvertPair }) {
  const { t } = useAreaTranslation();
  const quote = pair.quote;
  if (!quote) return <Text color="fg.muted">{t('convert.quote.none')}</Text>;
  const unit = pair.toCoinCode;
  // Two lines, as every row of the kit: the two sides' prices, then the feed price with its tick and age.
  return (
    <Flex direction="column" gap="0.5" textStyle="sm" title={quote.tickTime}>
      <Flex gap="3" wrap="nowrap">
        <Flex gap="1">
          <Text color="fg.muted">{t('convert.quote.buy')}</Text>
          <MoneyText value={quote.buyPrice} unit={unit} />
        </Flex>
        <Flex gap="1">
          <Text color="fg.muted">{t('convert.quote.sell')}</Text>
          <MoneyText value={quote.sellPrice} unit={unit} />
        </Flex>
      </Flex>
      <Flex gap="2" align="center" textStyle="xs" color="fg.muted" wrap="nowrap">
        <Badge colorPalette={quote.fresh ? 'green' : 'orange'} variant="subtle" size="sm">
          {quote.fresh ? t('convert.quote.fresh') : t('convert.quote.stale', { seconds: pair.quoteValiditySeconds })}
        </Badge>
        <Text whiteSpace="nowrap">{t('convert.quote.feed', { id: quote.tickId })}</Text>
        <MoneyText value={quote.feedPrice} unit={unit} />
        <DateText value={quote.tickTime} format="HH:mm:ss" />
      </Flex>
    </Flex>
  );
}
