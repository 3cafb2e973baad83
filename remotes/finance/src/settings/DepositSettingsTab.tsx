import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type DepositSetting, type DepositSettingSaveInput, depositSettingSave } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DataTable,
  FieldRow,
  FormDialog,
  formatDecimal,
  MoneyText,
  NumberField,
  type RowAction,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuNetwork, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useDeleteDepositSetting, useDepositSettings, useSaveDepositSetting } from './api';
import { CoinField, UpdatedLine } from './components';
import { blockchainPath, type SettingsTabName } from './paths';

type Editing = { setting: DepositSetting | null } | null;

function formValues(s: DepositSetting | null): DepositSettingSaveInput {
  if (!s) return { coinId: '' as unknown as number, minDepositAmount: '0', maxDepositAmount: '', clientOrder: 0 };
  return {
    id: s.id,
    coinId: s.coinId,
    minDepositAmount: s.minDepositAmount,
    maxDepositAmount: s.maxDepositAmount ?? '',
    clientOrder: s.clientOrder,
  };
}

/** Deposit limits of each coin, and the way to its blockchain channels. */
export function DepositSettingsTab({ tabName }: { tabName: SettingsTabName }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const canManage = useCan('financeSettings.depositChannels');
  const list = useDepositSettings();
  const save = useSaveDepositSetting();
  const remove = useDeleteDepositSetting();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DepositSetting | null>(null);

  const openChannels = (s: DepositSetting) => navigate(blockchainPath(tabName, 'deposit', s.id, s.coinName));
  const columns = useMemo<DataTableColumn<DepositSetting>[]>(
    () => [
      { id: 'coin', header: t('settings.column.coin'), cell: (s) => <Text fontWeight="medium">{s.coinName}</Text> },
      {
        id: 'min',
        header: t('settings.column.minDeposit'),
        numeric: true,
        cell: (s) => <MoneyText value={s.minDepositAmount} unit={s.coinName} />,
      },
      {
        id: 'max',
        header: t('settings.column.maxDeposit'),
        numeric: true,
        cell: (s) =>
          s.maxDepositAmount === null ? (
            <Text color="fg.muted">{t('settings.noMaximum')}</Text>
          ) : (
            <MoneyText value={s.maxDepositAmount} unit={s.coinName} />
          ),
      },
      {
        id: 'channels',
        header: t('settings.column.channels'),
        cell: (s) =>
          s.depositChannel.length === 0 ? (
            <Text color="fg.muted">{t('settings.noChannel')}</Text>
          ) : (
            <Flex gap="1" wrap="wrap">
              {s.depositChannel.map((c) => (
                <Badge key={c.id} variant="subtle" colorPalette={c.activation === 1 ? 'green' : 'gray'}>
                  {c.blockChain}
                </Badge>
              ))}
            </Flex>
          ),
      },
      { id: 'clientOrder', header: t('settings.column.clientOrder'), numeric: true, cell: (s) => s.clientOrder },
      { id: 'updated', header: t('settings.column.updated'), cell: (s) => <UpdatedLine date={s.updateDate} by={s.updatedBy} /> },
    ],
    [t],
  );
  const rowActions = (s: DepositSetting): RowAction[] => [
    { label: t('settings.action.depositChannels'), icon: <LuNetwork />, onClick: () => openChannels(s) },
    { label: t('settings.action.edit'), icon: <LuPencil />, onClick: () => setEditing({ setting: s }), hidden: !canManage },
    { label: t('settings.action.delete'), icon: <LuTrash2 />, danger: true, onClick: () => setDeleting(s), hidden: !canManage },
  ];
  const taken = (list.data ?? []).map((s) => s.coinId);
  const blocked = deleting !== null && deleting.depositChannel.length > 0;

  return (
    <>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t('settings.deposit.description')}
        </Text>
        {canManage ? (
          <Button colorPalette="brand" size="sm" onClick={() => setEditing({ setting: null })}>
            <LuPlus /> {t('settings.deposit.add')}
          </Button>
        ) : null}
      </Flex>
      <DataTable
        label={t('settings.deposit.table')}
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(s) => s.id}
        rowActions={rowActions}
        emptyTitle={t('settings.deposit.emptyTitle')}
        emptyDescription={canManage ? t('settings.deposit.emptyHint') : t('settings.emptyReadOnly')}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.setting ? t('settings.deposit.editTitle', { coin: editing.setting.coinName }) : t('settings.deposit.addTitle')}
        schema={depositSettingSave}
        defaultValues={formValues(editing?.setting ?? null)}
        fieldMessages={{
          minDepositAmount: t('settings.validation.amount'),
          maxDepositAmount: t('settings.validation.maxDeposit'),
        }}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <CoinField taken={taken} current={editing?.setting?.coinId} />
        <FieldRow>
          <NumberField name="minDepositAmount" label={t('settings.field.minDeposit')} required />
          <NumberField name="maxDepositAmount" label={t('settings.field.maxDeposit')} helperText={t('settings.field.maxHint')} />
        </FieldRow>
        <NumberField name="clientOrder" label={t('settings.field.clientOrder')} integer helperText={t('settings.field.clientOrderHint')} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.deposit.deleteTitle', { coin: deleting?.coinName })}
        message={
          blocked
            ? t('settings.deposit.deleteBlocked', { coin: deleting?.coinName, count: deleting?.depositChannel.length })
            : t('settings.deposit.deleteMessage', {
                coin: deleting?.coinName,
                min: formatDecimal(deleting?.minDepositAmount),
                max: deleting?.maxDepositAmount ? formatDecimal(deleting.maxDepositAmount) : t('settings.noMaximum'),
              })
        }
        destructive={!blocked}
        confirmLabel={blocked ? t('settings.action.depositChannels') : t('settings.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          if (blocked) {
            openChannels(deleting);
            return;
          }
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
