import { Button, Text } from '@chakra-ui/react';
import { CoinAmount, ConfirmDialog, type DataTableColumn, DataTable, NumberField } from '@console/ui';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { LuNetwork, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useHeaderActions } from './header-actions';
import { CoinField, EntryBadges, OptionalAmount, type RowEditing, type RowForm, RowFormDialog, UpdatedLine } from './components';
import { blockchainPath, type SettingsTabName } from './paths';

interface CoinSetting {
  id: number;
  coinId: number;
  coinName: string;
  clientOrder: number;
  updateDate: string;
  updatedBy: string | null;
}

interface Entry {
  id: number;
  blockChain: string;
  activation: number;
}

/** The texts that differ between the kinds, besides the kind's own group. */
const TEXTS = {
  deposit: {
    entries: 'settings.action.depositChannels',
    entriesColumn: 'settings.column.channels',
    noEntry: 'settings.noChannel',
    min: 'settings.column.minDeposit',
    max: 'settings.column.maxDeposit',
  },
  withdrawal: {
    entries: 'settings.action.withdrawalChains',
    entriesColumn: 'settings.column.chains',
    noEntry: 'settings.noChain',
    min: 'settings.column.minWithdrawal',
    max: 'settings.column.maxWithdrawal',
  },
} as const;

/**
 * The settings of one kind, a setting per coin (deposit or withdrawal): the add button, the list with the
 * way to each coin's blockchains, the add-and-edit dialog, and the confirmed delete, which a setting that
 * still has blockchains turns into the way to them. `kind` is the group of the tab's texts under `settings.`.
 */
export function CoinSettingsTable<S extends CoinSetting, TIn extends FieldValues, TOut>({
  kind,
  tabName,
  canManage,
  list,
  limits,
  columns = [],
  remove,
  entries,
  deleteMessage,
  form,
}: {
  kind: 'deposit' | 'withdrawal';
  tabName: SettingsTabName;
  canManage: boolean;
  list: UseQueryResult<S[]>;
  /** The setting's minimum and maximum (none: no maximum). */
  limits: (setting: S) => { min: string; max: string | null };
  /** The kind's own columns, after the limits. */
  columns?: DataTableColumn<S>[];
  remove: UseMutationResult<unknown, unknown, S>;
  /** The setting's blockchain entries. */
  entries: (setting: S) => Entry[];
  /** What deleting a setting without entries changes. */
  deleteMessage: (setting: S) => string;
  /** The kind's fields, between the coin and the order in the app (which the form always has). */
  form: RowForm<S, TIn, TOut>;
}) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<RowEditing<S>>(null);
  const [deleting, setDeleting] = useState<S | null>(null);
  const texts = TEXTS[kind];
  const openEntries = (s: S) => navigate(blockchainPath(tabName, kind, s.id, s.coinName));
  const blocked = deleting !== null && entries(deleting).length > 0;
  const taken = (list.data ?? []).map((s) => s.coinId);
  useHeaderActions(
    canManage ? (
      <Button colorPalette="brand" size="sm" onClick={() => setEditing({ row: null })}>
        <LuPlus /> {t(`settings.${kind}.add`)}
      </Button>
    ) : null,
    `${kind}:${canManage}:${t(`settings.${kind}.add`)}`,
  );
  const allColumns: DataTableColumn<S>[] = [
    {
      id: 'coin',
      header: t('settings.column.coin'),
      width: '110px',
      pin: 'left',
      cell: (s) => <Text fontWeight="medium">{s.coinName}</Text>,
    },
    { id: 'min', header: t(texts.min), numeric: true, cell: (s) => <CoinAmount value={limits(s).min} code={s.coinName} /> },
    {
      id: 'max',
      header: t(texts.max),
      numeric: true,
      cell: (s) => <OptionalAmount value={limits(s).max} unit={s.coinName} none={t('settings.noMaximum')} />,
    },
    ...columns,
    { id: 'entries', header: t(texts.entriesColumn), cell: (s) => <EntryBadges entries={entries(s)} none={t(texts.noEntry)} /> },
    { id: 'clientOrder', header: t('settings.column.clientOrder'), numeric: true, cell: (s) => s.clientOrder },
    {
      id: 'updated',
      header: t('settings.column.updated'),
      cell: (s) => <UpdatedLine date={s.updateDate} by={s.updatedBy} labelled={false} />,
    },
  ];

  return (
    <>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t(`settings.${kind}.description`)}
      </Text>
      <DataTable
        label={t(`settings.${kind}.table`)}
        columns={allColumns}
        data={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(s) => s.id}
        rowActions={(s) => [
          { label: t(texts.entries), icon: <LuNetwork />, onClick: () => openEntries(s) },
          { label: t('settings.action.edit'), icon: <LuPencil />, onClick: () => setEditing({ row: s }), hidden: !canManage },
          { label: t('settings.action.delete'), icon: <LuTrash2 />, danger: true, onClick: () => setDeleting(s), hidden: !canManage },
        ]}
        emptyTitle={t(`settings.${kind}.emptyTitle`)}
        emptyDescription={canManage ? t(`settings.${kind}.emptyHint`) : t('settings.emptyReadOnly')}
      />
      <RowFormDialog
        form={{
          ...form,
          fields: (s) => (
            <>
              <CoinField taken={taken} current={s?.coinId} />
              {form.fields(s)}
              <NumberField
                name="clientOrder"
                label={t('settings.field.clientOrder')}
                integer
                helperText={t('settings.field.clientOrderHint')}
              />
            </>
          ),
        }}
        editing={editing}
        title={(s) => (s ? t(`settings.${kind}.editTitle`, { coin: s.coinName }) : t(`settings.${kind}.addTitle`))}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(`settings.${kind}.deleteTitle`, { coin: deleting?.coinName })}
        message={
          !deleting
            ? ''
            : blocked
              ? t(`settings.${kind}.deleteBlocked`, { coin: deleting.coinName, count: entries(deleting).length })
              : deleteMessage(deleting)
        }
        destructive={!blocked}
        confirmLabel={blocked ? t(texts.entries) : t('settings.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          if (blocked) {
            openEntries(deleting);
            return;
          }
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
