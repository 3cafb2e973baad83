import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import {
  type MaskedSecret,
  type ThirdPartyWalletSetting,
  type ThirdPartyWalletSettingUpdate,
  thirdPartyWalletSettingUpdate,
} from '@console/contracts';
import {
  DateText,
  errorMessage,
  FieldRow,
  PageHeader,
  PasswordField,
  SwitchField,
  TextField,
  useUiTranslation,
  zodFormResolver,
} from '@console/ui';
import { type ReactNode, useEffect } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { StatusTabs } from '../records/components';
import { type StatusTab, tabOf } from '../records/format';
import { useSaveWalletSetting, useWalletSetting } from './api';

export const WALLET_SETTINGS_PATH = '/finance/third-party-wallet/system-settings';
const TABS: readonly StatusTab[] = [{ name: 'api' }, { name: 'deposit-address' }];

const SECRETS = ['apiKey', 'apiSecret', 'webhookSecret'] as const;
type SecretName = (typeof SECRETS)[number];

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
const addressRulesForm = z.object({ isAutoReplacedAfterDeposit: flag, isDepositAllowedAfterReplaced: flag });
type AddressRulesForm = z.input<typeof addressRulesForm>;

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
  const data = setting.data;
  return (
    <>
      <PageHeader title={t('routes.walletSettings')} description={t('thirdPartyWallet.settings.description')} />
      <StatusTabs tabs={TABS} current={tab} basePath={WALLET_SETTINGS_PATH} label={(name) => t(`thirdPartyWallet.settings.tab.${name}`)} />
      <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="5" maxW="3xl">
        {setting.error ? (
          <Stack role="alert" gap="2" align="flex-start">
            <Text fontWeight="medium">{t('thirdPartyWallet.settings.loadError')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {errorMessage(setting.error) ?? t('thirdPartyWallet.settings.loadErrorHint')}
            </Text>
            <Button size="sm" variant="outline" onClick={() => setting.refetch()}>
              {t('thirdPartyWallet.settings.retry')}
            </Button>
          </Stack>
        ) : !data ? (
          <Stack gap="3" aria-busy="true" aria-label={t('thirdPartyWallet.settings.loading')}>
            <Skeleton height="6" />
            <Skeleton height="6" />
            <Skeleton height="6" />
          </Stack>
        ) : tab === 'api' ? (
          <ConnectionSettings setting={data} canEdit={canEdit} />
        ) : (
          <AddressRules setting={data} canEdit={canEdit} />
        )}
      </Box>
    </>
  );
}

/** A form shown on the page: validated with messages in the screen's language, refilled when the saved values change. */
function usePageForm<TIn extends Record<string, unknown>, TOut>(
  schema: z.ZodType<TOut, TIn>,
  values: TIn,
  onSubmit: (v: TOut) => Promise<unknown>,
  fieldMessages?: Record<string, string>,
) {
  const { t } = useUiTranslation();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodFormResolver(schema, t, fieldMessages),
    mode: 'onTouched',
    defaultValues: values as never,
  });
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    form.reset(values as never);
  }, [key]);
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (error) {
      // The client has already shown the API's message; a field the API names is marked on the form.
      const fields = (error as { fields?: { path?: unknown; message?: string }[] } | null)?.fields;
      for (const field of Array.isArray(fields) ? fields : []) {
        if (typeof field.path === 'string') form.setError(field.path as Path<TIn>, { type: 'server', message: field.message });
      }
    }
  });
  return { form, submit };
}

function FormFooter({
  setting,
  dirty,
  saving,
  canEdit,
  onReset,
}: {
  setting: ThirdPartyWalletSetting;
  dirty: boolean;
  saving: boolean;
  canEdit: boolean;
  onReset: () => void;
}) {
  const { t } = useAreaTranslation();
  return (
    <Flex mt="5" pt="4" borderTopWidth="1px" borderColor="border.surface" justify="space-between" align="center" gap="3" wrap="wrap">
      <Text textStyle="xs" color="fg.muted">
        {t('thirdPartyWallet.settings.updated')} <DateText value={setting.updateDate} />
        {setting.updatedBy ? ` · ${setting.updatedBy}` : ''}
      </Text>
      {canEdit ? (
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={onReset} disabled={!dirty || saving}>
            {t('thirdPartyWallet.settings.reset')}
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" loading={saving} disabled={!dirty}>
            {t('thirdPartyWallet.settings.save')}
          </Button>
        </HStack>
      ) : (
        <Text textStyle="xs" color="fg.muted">
          {t('thirdPartyWallet.settings.readOnly')}
        </Text>
      )}
    </Flex>
  );
}

function SectionTitle({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {description}
      </Text>
    </Stack>
  );
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

function ConnectionSettings({ setting, canEdit }: { setting: ThirdPartyWalletSetting; canEdit: boolean }) {
  const { t } = useAreaTranslation();
  const save = useSaveWalletSetting();
  const values: ConnectionForm = {
    depositBaseUrl: setting.depositBaseUrl ?? '',
    withdrawBaseUrl: setting.withdrawBaseUrl ?? '',
    merchantId: setting.merchantId ?? '',
    apiKey: '',
    apiSecret: '',
    webhookSecret: '',
  };
  const urlMessage = t('thirdPartyWallet.validation.url');
  const { form, submit } = usePageForm(
    connectionForm,
    values,
    (v) => {
      const body: ThirdPartyWalletSettingUpdate = {
        ...savedBody(setting),
        depositBaseUrl: v.depositBaseUrl,
        withdrawBaseUrl: v.withdrawBaseUrl,
        merchantId: v.merchantId,
      };
      // A secret left empty is not sent: the stored one stays.
      for (const name of SECRETS) if (v[name].trim() !== '') body[name] = v[name].trim();
      return save.mutateAsync(body);
    },
    { depositBaseUrl: urlMessage, withdrawBaseUrl: urlMessage },
  );
  const secretLabels: Record<SecretName, string> = {
    apiKey: t('thirdPartyWallet.settings.apiKey'),
    apiSecret: t('thirdPartyWallet.settings.apiSecret'),
    webhookSecret: t('thirdPartyWallet.settings.webhookSecret'),
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('thirdPartyWallet.settings.tab.api')}>
        <Stack gap="5">
          <SectionTitle title={t('thirdPartyWallet.settings.connection')} description={t('thirdPartyWallet.settings.connectionHint')} />
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
          <SectionTitle title={t('thirdPartyWallet.settings.secrets')} description={t('thirdPartyWallet.settings.secretsHint')} />
          {SECRETS.map((name) => (
            <Stack key={name} gap="1.5">
              <HStack gap="2">
                <Text textStyle="sm" fontWeight="medium">
                  {secretLabels[name]}
                </Text>
                <SecretState secret={setting[name]} />
              </HStack>
              {canEdit ? (
                <PasswordField
                  name={name}
                  label={t(setting[name].configured ? 'thirdPartyWallet.settings.replaceSecret' : 'thirdPartyWallet.settings.setSecret', {
                    name: secretLabels[name],
                  })}
                  helperText={t(setting[name].configured ? 'thirdPartyWallet.settings.keepHint' : 'thirdPartyWallet.settings.unsetHint')}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
        <FormFooter
          setting={setting}
          dirty={form.formState.isDirty}
          saving={form.formState.isSubmitting}
          canEdit={canEdit}
          onReset={() => form.reset(values)}
        />
      </form>
    </FormProvider>
  );
}

function AddressRules({ setting, canEdit }: { setting: ThirdPartyWalletSetting; canEdit: boolean }) {
  const { t } = useAreaTranslation();
  const save = useSaveWalletSetting();
  const values: AddressRulesForm = {
    isAutoReplacedAfterDeposit: setting.isAutoReplacedAfterDeposit === 1 ? 1 : 0,
    isDepositAllowedAfterReplaced: setting.isDepositAllowedAfterReplaced === 1 ? 1 : 0,
  };
  const { form, submit } = usePageForm(addressRulesForm, values, (v) => save.mutateAsync({ ...savedBody(setting), ...v }));
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('thirdPartyWallet.settings.tab.deposit-address')}>
        <Stack gap="5">
          <SectionTitle title={t('thirdPartyWallet.settings.replacement')} description={t('thirdPartyWallet.settings.replacementHint')} />
          <SwitchField
            name="isAutoReplacedAfterDeposit"
            numeric
            disabled={!canEdit}
            label={t('thirdPartyWallet.settings.isAutoReplacedAfterDeposit')}
            helperText={t('thirdPartyWallet.settings.isAutoReplacedAfterDepositHint')}
          />
          <SwitchField
            name="isDepositAllowedAfterReplaced"
            numeric
            disabled={!canEdit}
            label={t('thirdPartyWallet.settings.isDepositAllowedAfterReplaced')}
            helperText={t('thirdPartyWallet.settings.isDepositAllowedAfterReplacedHint')}
          />
        </Stack>
        <FormFooter
          setting={setting}
          dirty={form.formState.isDirty}
          saving={form.formState.isSubmitting}
          canEdit={canEdit}
          onReset={() => form.reset(values)}
        />
      </form>
    </FormProvider>
  );
}
