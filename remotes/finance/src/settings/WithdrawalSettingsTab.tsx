import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type WithdrawalSetting, type WithdrawalSettingAddInput, withdrawalSettingAdd } from '@console/contracts';
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
  SwitchField,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuNetwork, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useDeleteWithdrawalSetting, useSaveWithdrawalSetting, useWithdrawalSettings } from './api';
import { CoinField, FlagBadge, UpdatedLine } from './components';
import { blockchainPath, type SettingsTabName } from './paths';

type Editing = { setting: WithdrawalSetting | null } | null;

/** The form's values (the setting's id is added on submit: the form edits the same fields as it adds). */
function formValues(s: WithdrawalSetting | null): WithdrawalSettingAddInput {
  if (!s) {
    return {
      coinId: '',
      isWithdrawalAllowed: 1,
      withdrawalFeePercentage: '0',
      withdrawalFeeAmount: '0',
      minWithdrawalAmount: '0',
      maxWithdrawalAmount: '',
      dualApprovalAmount: '',
      clientOrder: 0,
    };
  }
  return {
    coinId: s.coinId,
    isWithdrawalAllowed: s.isWithdrawalAllowed,
    withdrawalFeePercentage: s.withdrawalFeePercentage,
    withdrawalFeeAmount: s.withdrawalFeeAmount,
    minWithdrawalAmount: s.minWithdrawalAmount,
    maxWithdrawalAmount: s.maxWithdrawalAmount ?? '',
    dualApprovalAmount: s.dualApprovalAmount ?? '',
    clientOrder: s.clientOrder,
  };
}

/** Withdrawal fees, limits and permission of each coin, and the way to its blockchains. */
export function WithdrawalSettingsTab({ tabName }: { tabName: SettingsTabName }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const canManage = useCan('financeSettings.withdrawalChannels');
  const list = useWithdrawalSettings();
  const save = useSaveWithdrawalSetting();
  const remove = useDeleteWithdrawalSetting();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WithdrawalSetting | null>(null);

  const openChains = (s: WithdrawalSetting) => navigate(blockchainPath(tabName, 'withdrawal', s.id, s.coinName));
  const columns = useMemo<DataTableColumn<WithdrawalSetting>[]>(
    () => [
      { id: 'coin', header: t('settings.column.coin'), cell: (s) => <Text fontWeight="medium">{s.coinName}</Text> },
      {
        id: 'allowed',
        header: t('settings.column.allowed'),
        cell: (s) => <FlagBadge value={s.isWithdrawalAllowed} on={t('settings.allowed')} off={t('settings.notAllowed')} />,
      },
      {
        id: 'fee',
        header: t('settings.column.fee'),
        numeric: true,
        cell: (s) => (
          <Stack gap="0" align="flex-end">
            <Text whiteSpace="nowrap">{`${formatDecimal(s.withdrawalFeePercentage)} %`}</Text>
            <MoneyText value={s.withdrawalFeeAmount} unit={s.coinName} textStyle="xs" color="fg.muted" />
          </Stack>
        ),
      },
      {
        id: 'min',
        header: t('settings.column.minWithdrawal'),
        numeric: true,
        cell: (s) => <MoneyText value={s.minWithdrawalAmount} unit={s.coinName} />,
      },
      {
        id: 'max',
        header: t('settings.column.maxWithdrawal'),
        numeric: true,
        cell: (s) =>
          s.maxWithdrawalAmount === null ? (
            <Text color="fg.muted">{t('settings.noMaximum')}</Text>
          ) : (
            <MoneyText value={s.maxWithdrawalAmount} unit={s.coinName} />
          ),
      },
      {
        id: 'dual',
        header: t('settings.column.dualApproval'),
        numeric: true,
        cell: (s) =>
          s.dualApprovalAmount === null ? (
            <Text color="fg.muted">{t('settings.dualDefault')}</Text>
          ) : (
            <MoneyText value={s.dualApprovalAmount} unit={s.coinName} />
          ),
      },
      {
        id: 'chains',
        header: t('settings.column.chains'),
        cell: (s) =>
          s.withdrawalChannel.length === 0 ? (
            <Text color="fg.muted">{t('settings.noChain')}</Text>
          ) : (
            <Flex gap="1" wrap="wrap">
              {s.withdrawalChannel.map((c) => (
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
  const rowActions = (s: WithdrawalSetting): RowAction[] => [
    { label: t('settings.action.withdrawalChains'), icon: <LuNetwork />, onClick: () => openChains(s) },
    { label: t('settings.action.edit'), icon: <LuPencil />, onClick: () => setEditing({ setting: s }), hidden: !canManage },
    { label: t('settings.action.delete'), icon: <LuTrash2 />, danger: true, onClick: () => setDeleting(s), hidden: !canManage },
  ];
  const taken = (list.data ?? []).map((s) => s.coinId);
  const blocked = deleting !== null && deleting.withdrawalChannel.length > 0;
  const edited = editing?.setting ?? null;

  return (
    <>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t('settings.withdrawal.description')}
        </Text>
        {canManage ? (
          <Button colorPalette="brand" size="sm" onClick={() => setEditing({ setting: null })}>
            <LuPlus /> {t('settings.withdrawal.add')}
          </Button>
        ) : null}
      </Flex>
      <DataTable
        label={t('settings.withdrawal.table')}
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(s) => s.id}
        rowActions={rowActions}
        emptyTitle={t('settings.withdrawal.emptyTitle')}
        emptyDescription={canManage ? t('settings.withdrawal.emptyHint') : t('settings.emptyReadOnly')}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={edited ? t('settings.withdrawal.editTitle', { coin: edited.coinName }) : t('settings.withdrawal.addTitle')}
        schema={withdrawalSettingAdd}
        defaultValues={formValues(edited)}
        fieldMessages={{
          withdrawalFeePercentage: t('settings.validation.percentage'),
          withdrawalFeeAmount: t('settings.validation.amount'),
          minWithdrawalAmount: t('settings.validation.amount'),
          maxWithdrawalAmount: t('settings.validation.maxWithdrawal'),
          dualApprovalAmount: t('settings.validation.amount'),
        }}
        onSubmit={(v) => save.mutateAsync(edited ? { ...v, id: edited.id } : v)}
      >
        <CoinField taken={taken} current={edited?.coinId} />
        <SwitchField
          name="isWithdrawalAllowed"
          numeric
          label={t('settings.field.isWithdrawalAllowed')}
          helperText={t('settings.field.isWithdrawalAllowedHint')}
        />
        <FieldRow>
          <NumberField name="withdrawalFeePercentage" label={t('settings.field.feePercentage')} required />
          <NumberField name="withdrawalFeeAmount" label={t('settings.field.feeAmount')} required />
        </FieldRow>
        <FieldRow>
          <NumberField name="minWithdrawalAmount" label={t('settings.field.minWithdrawal')} required />
          <NumberField name="maxWithdrawalAmount" label={t('settings.field.maxWithdrawal')} helperText={t('settings.field.maxHint')} />
        </FieldRow>
        <FieldRow>
          <NumberField
            name="dualApprovalAmount"
            label={t('settings.field.dualApproval')}
            helperText={t('settings.field.dualApprovalHint')}
          />
          <NumberField
            name="clientOrder"
            label={t('settings.field.clientOrder')}
            integer
            helperText={t('settings.field.clientOrderHint')}
          />
        </FieldRow>
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.withdrawal.deleteTitle', { coin: deleting?.coinName })}
        message={
          blocked
            ? t('settings.withdrawal.deleteBlocked', { coin: deleting?.coinName, count: deleting?.withdrawalChannel.length })
            : t('settings.withdrawal.deleteMessage', { coin: deleting?.coinName })
        }
        destructive={!blocked}
        confirmLabel={blocked ? t('settings.action.withdrawalChains') : t('settings.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          if (blocked) {
            openChains(deleting);
            return;
          }
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
