import { Button, Heading, Stack } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { SettingValue } from '@console/contracts/schemas/settings-answers';
import { FLOW_SWITCHES, type FlowSetting, flowSettingValues } from '@console/contracts/schemas/settings-platform';
import { ConfirmDialog, FieldRow, NumberField, PageHeader, SwitchField } from '@console/ui';
import { useState } from 'react';
import { LuPower } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { SettingsForm } from '../common/SettingsForm';
import { VersionHistory } from '../common/VersionHistory';
import { flowSettingQuery, useCloseFlow, useFlowSetting, useSaveFlowSetting } from './api';

const SWITCHES = new Set<string>(FLOW_SWITCHES);
const WALLET_SWITCHES = [
  'backstageFutureWalletEnable',
  'backstagePerpetualWalletEnable',
  'clientFutureWalletEnable',
  'clientPerpetualWalletEnable',
] as const;

const toValues = ({ id: _id, createDate: _c, updateDate: _u, updatedBy: _b, ...values }: FlowSetting) => values;

/**
 * Flow settings (`/settings/flow-settings`): the flow (turnover) requirement, with its switches per kind of
 * deposit and wallet and the multiplier that turns a credited deposit into flow volume; and transfers between a
 * user's wallets, allowed or not, with their fee. Deposits and transfers follow a change from the next one on.
 */
export default function FlowSettingsPage() {
  const { t } = useAreaTranslation();
  const query = useFlowSetting();
  const save = useSaveFlowSetting();
  const close = useCloseFlow();
  const canEdit = useCan('flowSettings.edit');
  const [closing, setClosing] = useState(false);
  const label = (field: string) => t(`flowSettings.field.${field}`);
  const formatValue = (field: string, value: SettingValue) =>
    SWITCHES.has(field)
      ? value === 1
        ? t('settingsCommon.on')
        : t('settingsCommon.off')
      : field === 'transferFeeRate'
        ? `${value} %`
        : null;
  const flowOn = query.data?.globalEnable === 1;
  const toggle = (name: string, hint?: string) => (
    <SwitchField key={name} name={name} numeric label={label(name)} helperText={hint} disabled={!canEdit} />
  );
  return (
    <>
      <PageHeader
        title={t('routes.flowSettings')}
        description={t('flowSettings.description')}
        actions={
          canEdit && flowOn ? (
            <Button variant="outline" colorPalette="red" size="sm" onClick={() => setClosing(true)}>
              <LuPower /> {t('flowSettings.close.button')}
            </Button>
          ) : null
        }
      />
      <SettingsForm
        title={t('flowSettings.title')}
        description={t('flowSettings.formDescription')}
        query={query}
        toValues={toValues}
        schema={flowSettingValues}
        canEdit={canEdit}
        reasonRequired={false}
        fieldMessages={{
          flowVolumeMultiplier: t('flowSettings.validation.multiplier'),
          transferFeeRate: t('flowSettings.validation.feeRate'),
        }}
        onSave={(changed, reason) => save.mutateAsync({ ...changed, reason })}
        history={
          <VersionHistory
            setting="flow"
            canRevert={canEdit}
            invalidate={[flowSettingQuery.queryKey]}
            fieldLabel={label}
            formatValue={formatValue}
          />
        }
      >
        <Heading as="h3" size="sm">
          {t('flowSettings.group.flow')}
        </Heading>
        {toggle('globalEnable', t('flowSettings.hint.globalEnable'))}
        <Stack gap="3" ps={{ base: 0, md: 12 }}>
          {WALLET_SWITCHES.map((name) => toggle(name))}
        </Stack>
        <FieldRow>
          <NumberField
            name="flowVolumeMultiplier"
            required
            label={label('flowVolumeMultiplier')}
            helperText={t('flowSettings.hint.flowVolumeMultiplier')}
            disabled={!canEdit}
          />
        </FieldRow>
        <Heading as="h3" size="sm">
          {t('flowSettings.group.transfers')}
        </Heading>
        {toggle('allowTransferEnable', t('flowSettings.hint.allowTransferEnable'))}
        {toggle('transferFeeEnable')}
        <FieldRow>
          <NumberField
            name="transferFeeRate"
            required
            label={label('transferFeeRate')}
            helperText={t('flowSettings.hint.transferFeeRate')}
            disabled={!canEdit}
          />
        </FieldRow>
      </SettingsForm>
      <ConfirmDialog
        open={closing}
        destructive
        title={t('flowSettings.close.title')}
        message={t('flowSettings.close.message')}
        confirmLabel={t('flowSettings.close.confirm')}
        loading={close.isPending}
        onCancel={() => setClosing(false)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setClosing(false) })}
      />
    </>
  );
}
