import { Alert, HStack, Link, Text } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import type { Gameplay } from '@console/contracts/schemas/trading-futures';
import {
  CoinAmount,
  type DataTableColumn,
  DateText,
  ListBody,
  PageHeader,
  type RowAction,
  useFilterBarList,
  ratioPercent,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { AddButton, activationFilter, useActivationSwitch } from '../lists/settings-list';
import { useQuoteCoins } from '../rounds/api';

import { ActivationBadges } from './ActivationBadges';
import { PAIRS_PATH, pairIdOf, useGameplays, useSetGameplayStatus } from './api';
import { GameplayDialog } from './GameplayDialog';

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
  const tradingPairId = pairIdOf(params);
  const pairName = params.name ?? '';
  const title = t('gameplays.title', { name: pairName });
  usePageTitle(tradingPairId ? title : null);
  const [adding, setAdding] = useState(false);

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
          tradingPairId ? <AddButton permission="gameplays.add" label={t('gameplays.action.add')} onClick={() => setAdding(true)} /> : null
        }
      />
      <Alert.Root status="info" size="sm" mb="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('gameplays.nextRound')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {tradingPairId ? (
        <GameplayList
          tradingPairId={tradingPairId}
          pairName={pairName}
          label={title}
          adding={adding}
          onAddClosed={() => setAdding(false)}
        />
      ) : (
        <Text color="fg.muted">{t('gameplays.badLink')}</Text>
      )}
    </>
  );
}

/** The list of the pair's gameplays (the pair fixed in every request), with their edit dialog and confirmations. */
function GameplayList({
  tradingPairId,
  pairName,
  label,
  adding,
  onAddClosed,
}: {
  tradingPairId: number;
  pairName: string;
  label: string;
  adding: boolean;
  onAddClosed: () => void;
}) {
  const { t } = useAreaTranslation();
  const fixed = useMemo(() => ({ tradingPairId }), [tradingPairId]);
  const { list, fields } = useFilterBarList(
    'futureGameplays',
    [
      { type: 'text', name: 'name', label: t('gameplays.filter.name') },
      activationFilter('status', t('gameplays.filter.status'), t('futuresPairs.active'), t('futuresPairs.inactive')),
    ],
    fixed,
  );
  const gameplays = useGameplays(list.request);
  const canEdit = useCan('gameplays.edit');
  const [editing, setEditing] = useState<Gameplay | null>(null);
  const switcher = useActivationSwitch<Gameplay>({
    texts: 'gameplays',
    isActive: (g) => g.status === 1,
    values: (g) => ({ name: g?.name ?? '' }),
    activation: useSetGameplayStatus(),
  });

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
    { label: t('gameplays.action.edit'), icon: <LuPencil />, onClick: () => setEditing(g) },
    switcher.action(g),
  ];

  return (
    <>
      <ListBody
        list={list}
        label={label}
        filters={fields}
        query={gameplays}
        columns={columns}
        getRowId={(g) => g.id}
        rowActions={canEdit ? actionsFor : undefined}
        onRowClick={canEdit ? (g) => setEditing(g) : undefined}
        empty={{ none: t('gameplays.empty.none'), noneHint: t('gameplays.empty.noneHint'), filtered: t('gameplays.empty.filtered') }}
      />
      <GameplayDialog
        gameplay={adding ? 'new' : editing}
        tradingPairId={tradingPairId}
        pairName={pairName}
        onClose={() => {
          setEditing(null);
          onAddClosed();
        }}
      />
      {switcher.confirmation}
    </>
  );
}
