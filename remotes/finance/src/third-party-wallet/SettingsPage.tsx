import { PathTabs } from '@console/ui';
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { api, useCan } from '@console/client';
import {
  type MaskedSecret,
  type ThirdPartyWalletSetting,
  type ThirdPartyWalletSettingUpdate,
  thirdPartyWalletSettingUpdate,
  WALLET_SECRETS,
  type WalletSecretName,
} from '@console/contracts';
import { ConfirmDialog, FieldRow, PageHeader, PasswordField, TextField, useMutationWithToast } from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { LuEraser } from 'react-icons/lu';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { type StatusTab, tabOf } from '../records/format';
import { FlagSwitch, SettingsFormCard } from '../settings/components';
import { thirdPartyWalletKeys, useSaveWalletSetting, useWalletSetting } from './api';

export const WALLET_SETTINGS_PATH = '/finance/third-party-wallet/system-settings';
const TABS: readonly StatusTab[] = [{ name: 'api' }, { name: 'deposit-address' }];

const shape = thirdPartyWalletSettingUpdate.shape;
/** A new secret as typed: empty keeps the stored one. */
const secretText = z.string().max(512);
const connectionForm = z.object({
  depositBaseUrl: shape.depositBaseUrl,
  withdrawBaseUrl: shape.withdrawBaseUrl,
  merchantId: shape.merchantId,
  apiKey: secretText,
  apiSecret: secretText,
  webhookSecret: secretText,
});
type ConnectionForm = z.input<typeof connectionForm>;

const flag = z.union([z.literal(0), z.literal(1)]);
const ADDRESS_RULES = ['isAutoReplacedAfterDeposit', 'isDepositAllowedAfterReplaced'] as const;
const addressRulesForm = z.object({ isAutoReplacedAfterDeposit: flag, isDepositAllowedAfterReplaced: flag });
type AddressRulesForm = z.input<typeof addressRulesForm>;

type SettingQuery = UseQueryResult<ThirdPartyWalletSetting>;

/** The saved settings as the PUT takes them, secrets left out (so they are kept). */
function savedBody(s: ThirdPartyWalletSetting): ThirdPartyWalletSettingUpdate {
  return {
    depositBaseUrl: s.depositBaseUrl ?? '',
    withdrawBaseUrl: s.withdrawBaseUrl ?? '',
    merchantId: s.merchantId ?? '',
    isAutoReplacedAfterDeposit: s.isAutoReplacedAfterDeposit,
    isDepositAllowedAfterReplaced: s.isDepositAllowedAfterReplaced,
  };
}

function connectionValues(s: ThirdPartyWalletSetting): ConnectionForm {
  return {
    depositBaseUrl: s.depositBaseUrl ?? '',
    withdrawBaseUrl: s.withdrawBaseUrl ?? '',
    merchantId: s.merchantId ?? '',
    apiKey: '',
    apiSecret: '',
    webhookSecret: '',
  };
}

function addressRulesValues(s: ThirdPartyWalletSetting): AddressRulesForm {
  return {
    isAutoReplacedAfterDeposit: s.isAutoReplacedAfterDeposit === 1 ? 1 : 0,
    isDepositAllowedAfterReplaced: s.isDepositAllowedAfterReplaced === 1 ? 1 : 0,
  };
}

/** How the console reaches the third-party wallet (write-only secrets) and what happens to deposit addresses. */
export default function WalletSettingsPage() {
  const { tabName } = useParams();
  const { search } = useLocation();
  const tab = tabOf(TABS, tabName);
  if (!tab) return <Navigate to={`${WALLET_SETTINGS_PATH}/api${search}`} replace />;
  return <WalletSettings tab={tab.name} />;
}

function WalletSettings({ tab }: { tab: string }) {
  const { t } = useAreaTranslation();
  const setting = useWalletSetting();
  const canEdit = useCan('thirdPartyWallet.editSettings');
  return (
    <>
      <PageHeader title={t('routes.walletSettings')} description={t('thirdPartyWallet.settings.description')} />
      <PathTabs tabs={TABS} current={tab} basePath={WALLET_SETTINGS_PATH} label={(name) => t(`thirdPartyWallet.settings.tab.${name}`)} />
      {tab === 'api' ? <ConnectionSettings query={setting} canEdit={canEdit} /> : <AddressRules query={setting} canEdit={canEdit} />}
    </>
  );
}

/** Removes one stored secret (the other settings are sent as saved). */
function useClearWalletSecret() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: ({ setting, name }: { setting: ThirdPartyWalletSetting; name: WalletSecretName }) =>
      api.put<ThirdPartyWalletSetting>('third-party/wallet/api-setting', { ...savedBody(setting), clear: [name] }),
    successMessage: (_saved, { name }) => t('thirdPartyWallet.toast.secretCleared', { name: t(`thirdPartyWallet.settings.${name}`) }),
    invalidate: [thirdPartyWalletKeys.settings],
  });
}

/** Whether a secret is stored, and its mask: the secret itself is never sent back. */
function SecretState({ secret }: { secret: MaskedSecret }) {
  const { t } = useAreaTranslation();
  return secret.configured ? (
    <Badge colorPalette="green" variant="subtle" fontFamily="mono">
      {t('thirdPartyWallet.settings.configured', { mask: secret.masked ?? '••••' })}
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle">
      {t('thirdPartyWallet.settings.notConfigured')}
    </Badge>
  );
}

/**
 * The write-only secrets: each one's state, a field to set or replace it, and, for a stored one, a
 * confirmed clear (offered once the form's own changes are saved or undone, as clearing reloads it).
 */
function Secrets({ setting, canEdit }: { setting: ThirdPartyWalletSetting; canEdit: boolean }) {
  const { t } = useAreaTranslation();
  const { formState } = useFormContext();
  const clear = useClearWalletSecret();
  const [clearing, setClearing] = useState<WalletSecretName | null>(null);
  const label = (name: WalletSecretName) => t(`thirdPartyWallet.settings.${name}`);
  const labelId = useId();
  return (
    <>
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {t('thirdPartyWallet.settings.secrets')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('thirdPartyWallet.settings.secretsHint')}
        </Text>
      </Stack>
      {WALLET_SECRETS.map((name) => {
        const configured = setting[name].configured;
        // A secret to set for the first time is named once, by its field; a stored one by its line, with its mask.
        const fieldNamesIt = canEdit && !configured;
        return (
          <Stack key={name} gap="1.5">
            {fieldNamesIt ? null : (
              <HStack gap="2">
                <Text textStyle="sm" fontWeight="medium" id={`${labelId}-${name}`}>
                  {label(name)}
                </Text>
                <SecretState secret={setting[name]} />
                {canEdit && configured ? (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-describedby={`${labelId}-${name}`}
                    title={formState.isDirty ? t('thirdPartyWallet.settings.clearAfterSaving') : undefined}
                    disabled={formState.isDirty || formState.isSubmitting}
                    onClick={() => setClearing(name)}
                  >
                    <LuEraser /> {t('thirdPartyWallet.settings.clear')}
                  </Button>
                ) : null}
              </HStack>
            )}
            {canEdit ? (
              <PasswordField
                name={name}
                label={configured ? t('thirdPartyWallet.settings.replaceSecret', { name: label(name) }) : label(name)}
                helperText={configured ? t('thirdPartyWallet.settings.keepHint') : t('thirdPartyWallet.settings.notConfiguredHint')}
              />
            ) : null}
          </Stack>
        );
      })}
      <ConfirmDialog
        open={clearing !== null}
        title={t('thirdPartyWallet.settings.clearTitle', { name: clearing ? label(clearing) : '' })}
        message={clearing ? t(`thirdPartyWallet.settings.clearMessage.${clearing}`) : ''}
        destructive
        confirmLabel={t('thirdPartyWallet.settings.clear')}
        loading={clear.isPending}
        onCancel={() => setClearing(null)}
        onConfirm={() => clearing && clear.mutate({ setting, name: clearing }, { onSettled: () => setClearing(null) })}
      />
    </>
  );
}

function ConnectionSettings({ query, canEdit }: { query: SettingQuery; canEdit: boolean }) {
  const { t } = useAreaTranslation();
  const save = useSaveWalletSetting();
  const urlMessage = t('thirdPartyWallet.validation.url');
  return (
    <SettingsFormCard
      title={t('thirdPartyWallet.settings.connection')}
      description={t('thirdPartyWallet.settings.connectionHint')}
      label={t('thirdPartyWallet.settings.tab.api')}
      query={query}
      toValues={connectionValues}
      canEdit={canEdit}
      schema={connectionForm}
      fieldMessages={{ depositBaseUrl: urlMessage, withdrawBaseUrl: urlMessage }}
      onSubmit={(v, saved) => {
        const body: ThirdPartyWalletSettingUpdate = {
          ...savedBody(saved),
          depositBaseUrl: v.depositBaseUrl,
          withdrawBaseUrl: v.withdrawBaseUrl,
          merchantId: v.merchantId,
        };
        // A secret left empty is not sent: the stored one stays.
        for (const name of WALLET_SECRETS) if (v[name].trim() !== '') body[name] = v[name].trim();
        return save.mutateAsync(body);
      }}
    >
      <Stack gap="5">
        <FieldRow>
          <TextField
            name="depositBaseUrl"
            label={t('thirdPartyWallet.settings.depositBaseUrl')}
            placeholder="https://"
            disabled={!canEdit}
          />
          <TextField
            name="withdrawBaseUrl"
            label={t('thirdPartyWallet.settings.withdrawBaseUrl')}
            placeholder="https://"
            disabled={!canEdit}
          />
        </FieldRow>
        <TextField name="merchantId" label={t('thirdPartyWallet.settings.merchantId')} disabled={!canEdit} />
        {query.data ? <Secrets setting={query.data} canEdit={canEdit} /> : null}
      </Stack>
    </SettingsFormCard>
  );
}

function AddressRules({ query, canEdit }: { query: SettingQuery; canEdit: boolean }) {
  const { t } = useAreaTranslation();
  const save = useSaveWalletSetting();
  return (
    <SettingsFormCard
      title={t('thirdPartyWallet.settings.replacement')}
      description={t('thirdPartyWallet.settings.replacementHint')}
      label={t('thirdPartyWallet.settings.tab.deposit-address')}
      query={query}
      toValues={addressRulesValues}
      canEdit={canEdit}
      schema={addressRulesForm}
      onSubmit={(v, saved) => save.mutateAsync({ ...savedBody(saved), ...v })}
    >
      <Stack gap="5">
        {ADDRESS_RULES.map((name) => (
          <FlagSwitch key={name} texts="thirdPartyWallet.settings" name={name} disabled={!canEdit} />
        ))}
      </Stack>
    </SettingsFormCard>
  );
}
