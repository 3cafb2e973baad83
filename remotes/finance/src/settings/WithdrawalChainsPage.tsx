import { Button, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type WithdrawalChain, withdrawalChainAdd } from '@console/contracts';
import { ConfirmDialog, type DataTableColumn, DataTable, DateText, FormDialog, type RowAction, SwitchField, TextField } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useAddWithdrawalChain, useDeleteWithdrawalChain, useWithdrawalChains } from './api';
import { BlockchainHeader, useBlockchainRoute } from './BlockchainHeader';
import { FlagBadge } from './components';

/** The blockchains a coin can be withdrawn on. */
export default function WithdrawalChainsPage() {
  const { t } = useAreaTranslation();
  const { settingId, coin, backTo } = useBlockchainRoute();
  const canManage = useCan('financeSettings.withdrawalChannels');
  const list = useWithdrawalChains(settingId);
  const add = useAddWithdrawalChain(coin);
  const remove = useDeleteWithdrawalChain(coin);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WithdrawalChain | null>(null);

  const columns = useMemo<DataTableColumn<WithdrawalChain>[]>(
    () => [
      { id: 'blockChain', header: t('settings.column.blockChain'), cell: (c) => <Text fontWeight="medium">{c.blockChain}</Text> },
      {
        id: 'activation',
        header: t('settings.column.activation'),
        cell: (c) => <FlagBadge value={c.activation} on={t('settings.active')} off={t('settings.inactive')} />,
      },
      { id: 'created', header: t('settings.column.created'), cell: (c) => <DateText value={c.createDate} /> },
    ],
    [t],
  );
  const rowActions = (c: WithdrawalChain): RowAction[] => [
    { label: t('settings.action.delete'), icon: <LuTrash2 />, danger: true, onClick: () => setDeleting(c), hidden: !canManage },
  ];

  return (
    <>
      <BlockchainHeader
        title={t('settings.chains.title', { coin })}
        description={t('settings.chains.description', { coin })}
        backTo={backTo}
        actions={
          canManage && settingId ? (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <LuPlus /> {t('settings.chains.add')}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={t('settings.chains.title', { coin })}
        columns={columns}
        data={settingId ? list.data : []}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(c) => c.id}
        rowActions={rowActions}
        emptyTitle={settingId ? t('settings.chains.emptyTitle', { coin }) : t('settings.badLink')}
        emptyDescription={
          settingId ? (canManage ? t('settings.chains.emptyHint') : t('settings.emptyReadOnly')) : t('settings.badLinkHint')
        }
      />
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t('settings.chains.addTitle', { coin })}
        schema={withdrawalChainAdd}
        defaultValues={{ withdrawalSettingId: settingId, blockChain: '', activation: 1 }}
        onSubmit={(v) => add.mutateAsync(v)}
      >
        <TextField name="blockChain" label={t('settings.field.blockChain')} required placeholder="TRC20" />
        <SwitchField name="activation" numeric label={t('settings.field.activation')} helperText={t('settings.chains.activationHint')} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.chains.deleteTitle', { chain: deleting?.blockChain, coin })}
        message={t('settings.chains.deleteMessage', { chain: deleting?.blockChain, coin })}
        destructive
        confirmLabel={t('settings.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
