import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type WithdrawalChain, withdrawalChainAdd } from '@console/contracts';
import { type DataTableColumn, DateText, FormDialog, SwitchField, TextField } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { useAddWithdrawalChain, useDeleteWithdrawalChain, useWithdrawalChains } from './api';
import { BlockchainList, useBlockchainRoute } from './BlockchainList';
import { FlagBadge } from './components';

/** The blockchains a coin can be withdrawn on. */
export default function WithdrawalChainsPage() {
  const { t } = useAreaTranslation();
  const { settingId, coin } = useBlockchainRoute();
  const canManage = useCan('financeSettings.withdrawalChannels');
  const list = useWithdrawalChains(settingId);
  const add = useAddWithdrawalChain(coin);
  const remove = useDeleteWithdrawalChain(coin);
  const [adding, setAdding] = useState(false);

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

  return (
    <BlockchainList texts="chains" canManage={canManage} list={list} columns={columns} remove={remove} onAdd={() => setAdding(true)}>
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
    </BlockchainList>
  );
}
