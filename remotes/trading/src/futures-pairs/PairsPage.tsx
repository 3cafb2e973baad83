import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { isApiError, useCan } from '@console/client';
import type { FuturesPair } from '@console/contracts/schemas/trading-futures';
import { ConfirmDialog, type DataTableColumn, DateText, type RowAction, useFilterBarList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuLayers, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { activationFilter, SettingsListPage, useActivationSwitch } from '../lists/settings-list';
import { gameplaysPath, useDeleteFuturesPair, useFuturesPairs, useSetFuturesPairStatus } from './api';
import { FuturesPairDialog } from './PairDialog';
import { ActivationBadges } from './ActivationBadges';

/** The futures pairs, each quoted by a coin pair of the price feed, with their gameplays a click away. */
export default function FuturesPairsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const { list, fields } = useFilterBarList('futurePairs', [
    { type: 'text', name: 'code', label: t('futuresPairs.filter.code') },
    { type: 'text', name: 'name', label: t('futuresPairs.filter.name') },
    activationFilter('status', t('futuresPairs.filter.status'), t('futuresPairs.active'), t('futuresPairs.inactive')),
    { type: 'number', name: 'coinPairId', label: t('futuresPairs.filter.coinPair') },
  ]);
  const pairs = useFuturesPairs(list.request);
  const can = {
    edit: useCan('futurePairs.edit'),
    remove: useCan('futurePairs.delete'),
    gameplays: useCan('gameplays.list'),
  };
  const [editing, setEditing] = useState<FuturesPair | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FuturesPair | null>(null);
  const switcher = useActivationSwitch<FuturesPair>({
    texts: 'futuresPairs',
    isActive: (p) => p.status === 1,
    values: (p) => ({ name: p?.name ?? '' }),
    activation: useSetFuturesPairStatus(),
  });
  const remove = useDeleteFuturesPair();

  const columns = useMemo<DataTableColumn<FuturesPair>[]>(
    () => [
      { id: 'id', header: t('futuresPairs.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'code',
        header: t('futuresPairs.column.pair'),
        width: '200px',
        pin: 'left',
        exportValue: (p) => p.code,
        cell: (p) => (
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {p.code}
            </Text>
            {p.name !== p.code ? (
              <Text textStyle="xs" color="fg.muted" truncate>
                {p.name}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'coins',
        header: t('futuresPairs.column.coins'),
        exportValue: (p) => `${p.fromCoinCode}/${p.toCoinCode}`,
        cell: (p) => t('futuresPairs.quotedBy', { from: p.fromCoinCode, to: p.toCoinCode, id: p.coinPairId }),
      },
      {
        id: 'gameplayCount',
        header: t('futuresPairs.column.gameplays'),
        numeric: true,
        exportValue: (p) => p.gameplayCount,
        cell: (p) =>
          can.gameplays ? (
            <Link asChild color="fg.info">
              <RouterLink to={gameplaysPath(p)}>{t('futuresPairs.gameplayCount', { count: p.gameplayCount })}</RouterLink>
            </Link>
          ) : (
            t('futuresPairs.gameplayCount', { count: p.gameplayCount })
          ),
      },
      {
        id: 'status',
        header: t('futuresPairs.column.status'),
        exportValue: (p) => p.status,
        cell: (p) => <ActivationBadges status={p.status} halted={p.halted} />,
      },
      {
        id: 'inUse',
        header: t('futuresPairs.column.inUse'),
        exportValue: (p) => p.inUse,
        cell: (p) => (p.inUse === 1 ? t('futuresPairs.inUseYes') : t('futuresPairs.inUseNo')),
      },
      { id: 'displaySort', header: t('futuresPairs.column.sort'), numeric: true, cell: (p) => p.displaySort },
      { id: 'updateDate', header: t('futuresPairs.column.updated'), dates: true, cell: (p) => <DateText value={p.updateDate} /> },
    ],
    [t, can.gameplays],
  );

  const actionsFor = (p: FuturesPair): RowAction[] => [
    { label: t('futuresPairs.action.gameplays'), icon: <LuLayers />, hidden: !can.gameplays, onClick: () => navigate(gameplaysPath(p)) },
    { label: t('futuresPairs.action.edit'), icon: <LuPencil />, hidden: !can.edit, onClick: () => setEditing(p) },
    switcher.action(p, !can.edit),
    {
      label: t('futuresPairs.action.delete'),
      icon: <LuTrash2 />,
      danger: true,
      hidden: !can.remove,
      onClick: () => {
        remove.reset();
        setDeleting(p);
      },
    },
  ];
  const refusal = remove.error ? (isApiError(remove.error) ? remove.error.msg : t('futuresPairs.delete.failed')) : null;

  return (
    <SettingsListPage
      texts="futuresPairs"
      title={t('routes.futuresPairs')}
      add={{ permission: 'futurePairs.add', onClick: () => setEditing('new') }}
      list={list}
      filters={fields}
      query={pairs}
      columns={columns}
      getRowId={(p) => p.id}
      rowActions={actionsFor}
      onRowClick={can.gameplays ? (p) => navigate(gameplaysPath(p)) : undefined}
    >
      <FuturesPairDialog pair={editing} onClose={() => setEditing(null)} />
      {switcher.confirmation}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('futuresPairs.delete.title', { name: deleting?.name ?? '' })}
        message={
          <Stack gap="3">
            <Text>{t('futuresPairs.delete.message', { name: deleting?.name ?? '', count: deleting?.gameplayCount ?? 0 })}</Text>
            {deleting?.inUse === 1 && !refusal ? (
              <Alert.Root status="warning" size="sm">
                <Alert.Content>
                  <Alert.Description>{t('futuresPairs.delete.inUse')}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            {refusal ? (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Content>
                  <Alert.Title>{t('futuresPairs.delete.refused')}</Alert.Title>
                  <Alert.Description>{refusal}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </Stack>
        }
        confirmLabel={t('futuresPairs.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </SettingsListPage>
  );
}
