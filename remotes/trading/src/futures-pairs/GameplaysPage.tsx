import { Alert, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import type { Gameplay } from '@console/contracts/schemas/trading-futures';
import {
  ConfirmDialog,
  CoinAmount,
  type DataTableColumn,
  DateText,
  PageHeader,
  type RowAction,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuPencil, LuPlus, LuPower } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useQuoteCoins } from '../rounds/api';
import { ratioPercent } from '../rounds/parts';
import { PAIRS_PATH, useGameplays, useSetGameplayStatus } from './api';
import { GameplayDialog } from './GameplayDialog';
import { ActivationBadges, SettingsList } from './SettingsList';

const FILTERS = { name: '', status: '' };

/** A stake limit in the pair's quote coin, with that coin's decimals. */
function StakeLimit({ value, gameplay }: { value: string; gameplay: Gameplay }) {
  const quote = useQuoteCoins()(gameplay);
  return quote ? <CoinAmount value={value} code={quote} /> : <Text>{value}</Text>;
}

/**
 * The gameplays of one futures pair (from `trading-pair/{tradingPairId}/{name}`): each opens a round every
 * interval, with its yield ratio, stake limits, rank levels and delays. An edit applies from the next round.
 */
export default function GameplaysPage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const pairId = Number(params.tradingPairId);
  const tradingPairId = Number.isInteger(pairId) && pairId > 0 ? pairId : null;
  const pairName = params.name ?? '';
  const title = t('gameplays.title', { name: pairName });
  usePageTitle(tradingPairId ? title : null);
  const state = useUrlState(FILTERS);
  const request = useMemo(
    () => ({ pageNum: state.pageNum, pageSize: state.pageSize, ...toRequestParams(state.filters, ['status']) }),
    [state.pageNum, state.pageSize, state.filters],
  );
  const gameplays = useGameplays(tradingPairId, request);
  const can = { add: useCan('gameplays.add'), edit: useCan('gameplays.edit') };
  const [editing, setEditing] = useState<Gameplay | 'new' | null>(null);
  const [switching, setSwitching] = useState<Gameplay | null>(null);
  const activation = useSetGameplayStatus();

  const columns = useMemo<DataTableColumn<Gameplay>[]>(
    () => [
      { id: 'id', header: t('gameplays.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'name',
        header: t('gameplays.column.name'),
        width: '160px',
        pin: 'left',
        cell: (g) => <Text fontWeight="medium">{g.name}</Text>,
      },
      {
        id: 'timeInterval',
        header: t('gameplays.column.interval'),
        numeric: true,
        exportValue: (g) => g.timeInterval,
        cell: (g) => t('gameplays.seconds', { count: g.timeInterval }),
      },
      {
        id: 'yieldRatio',
        header: t('gameplays.column.yieldRatio'),
        numeric: true,
        exportValue: (g) => g.yieldRatio,
        cell: (g) => ratioPercent(g.yieldRatio),
      },
      {
        id: 'quantity',
        header: t('gameplays.column.quantity'),
        numeric: true,
        exportValue: (g) => `${g.quantityMin}-${g.quantityMax}`,
        cell: (g) => (
          <HStack justify="flex-end" gap="1">
            <StakeLimit value={g.quantityMin} gameplay={g} />
            <Text color="fg.muted">–</Text>
            <StakeLimit value={g.quantityMax} gameplay={g} />
          </HStack>
        ),
      },
      {
        id: 'rank',
        header: t('gameplays.column.rank'),
        exportValue: (g) => `${g.userRankLevel}/${g.teamRankLevel}`,
        cell: (g) => t('gameplays.rankCell', { user: g.userRankLevel, team: g.teamRankLevel }),
      },
      {
        id: 'delays',
        header: t('gameplays.column.delays'),
        exportValue: (g) => `${g.acceptDelayTime}/${g.settleDelayTime}`,
        cell: (g) => t('gameplays.delaysCell', { accept: g.acceptDelayTime, settle: g.settleDelayTime }),
      },
      {
        id: 'status',
        header: t('gameplays.column.status'),
        exportValue: (g) => g.status,
        cell: (g) => <ActivationBadges status={g.status} halted={g.halted} />,
      },
      { id: 'displaySort', header: t('gameplays.column.sort'), numeric: true, cell: (g) => g.displaySort },
      { id: 'updateDate', header: t('gameplays.column.updated'), dates: true, cell: (g) => <DateText value={g.updateDate} /> },
    ],
    [t],
  );
  const actionsFor = (g: Gameplay): RowAction[] => [
    { label: t('gameplays.action.edit'), icon: <LuPencil />, hidden: !can.edit, onClick: () => setEditing(g) },
    {
      label: g.status === 1 ? t('gameplays.action.deactivate') : t('gameplays.action.activate'),
      icon: <LuPower />,
      danger: g.status === 1,
      hidden: !can.edit,
      onClick: () => setSwitching(g),
    },
  ];

  return (
    <>
      <Link asChild textStyle="sm" color="fg.muted" mb="1">
        <RouterLink to={PAIRS_PATH}>
          <LuArrowLeft /> {t('gameplays.back')}
        </RouterLink>
      </Link>
      <PageHeader
        title={title}
        description={t('gameplays.description')}
        actions={
          can.add && tradingPairId ? (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              <LuPlus /> {t('gameplays.action.add')}
            </Button>
          ) : null
        }
      />
      <Alert.Root status="info" size="sm" mb="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('gameplays.nextRound')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {tradingPairId ? (
        <SettingsList
          label={title}
          state={state}
          filters={[
            { type: 'text', name: 'name', label: t('gameplays.filter.name') },
            {
              type: 'select',
              name: 'status',
              label: t('gameplays.filter.status'),
              options: [
                { value: '1', label: t('futuresPairs.active') },
                { value: '0', label: t('futuresPairs.inactive') },
              ],
            },
          ]}
          columns={columns}
          query={gameplays}
          getRowId={(g) => g.id}
          rowActions={can.edit ? actionsFor : undefined}
          onRowClick={can.edit ? (g) => setEditing(g) : undefined}
          empty={{ title: t('gameplays.empty.none'), hint: t('gameplays.empty.noneHint'), filtered: t('gameplays.empty.filtered') }}
        />
      ) : (
        <Text color="fg.muted">{t('gameplays.badLink')}</Text>
      )}
      {tradingPairId ? (
        <GameplayDialog gameplay={editing} tradingPairId={tradingPairId} pairName={pairName} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={switching !== null}
        destructive={switching?.status === 1}
        title={t(switching?.status === 1 ? 'gameplays.deactivate.title' : 'gameplays.activate.title', { name: switching?.name ?? '' })}
        message={t(switching?.status === 1 ? 'gameplays.deactivate.message' : 'gameplays.activate.message', {
          name: switching?.name ?? '',
        })}
        confirmLabel={switching?.status === 1 ? t('gameplays.action.deactivate') : t('gameplays.action.activate')}
        loading={activation.isPending}
        onCancel={() => setSwitching(null)}
        onConfirm={() => switching && activation.mutate(switching, { onSettled: () => setSwitching(null) })}
      />
    </>
  );
}
