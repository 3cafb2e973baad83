import { type WithdrawalChain, type WithdrawalChainAddInput, withdrawalChainAdd } from '@console/contracts';
import { DateText, SwitchField, TextField } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { withdrawalChainCalls } from './api';
import { BlockchainList, useBlockchainRoute } from './BlockchainList';

function formValues(settingId: number, c: WithdrawalChain | null): WithdrawalChainAddInput {
  if (!c) return { withdrawalSettingId: settingId, blockChain: '', activation: 1 };
  return { id: c.id, withdrawalSettingId: settingId, blockChain: c.blockChain, activation: c.activation };
}

/** The blockchains a coin can be withdrawn on: added, renamed, switched on and off, deleted. */
export default function WithdrawalChainsPage() {
  const { t } = useAreaTranslation();
  const { settingId } = useBlockchainRoute();

  return (
    <BlockchainList
      texts="chains"
      calls={withdrawalChainCalls}
      columns={[{ id: 'created', header: t('settings.column.created'), cell: (c) => <DateText value={c.createDate} /> }]}
      form={{
        schema: withdrawalChainAdd,
        values: (c) => formValues(settingId, c),
        fields: () => (
          <>
            <TextField name="blockChain" label={t('settings.field.blockChain')} required placeholder="TRC20" />
            <SwitchField
              name="activation"
              numeric
              label={t('settings.field.activation')}
              helperText={t('settings.chains.activationHint')}
            />
          </>
        ),
      }}
    />
  );
}
