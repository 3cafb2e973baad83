import { Box, Button, Field, HStack, NativeSelect, Separator, Stack, Tag, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type AnomalySettings, type AnomalySettingsUpdateInput, anomalySettingsUpdate } from '@console/contracts';
import { FieldRow, NumberField, SearchInput, userCandidateLabel, useSearchKeyword } from '@console/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useAgentCandidates, useAnomalySettings, useSaveAnomalySettings } from './api';
import { FlagSwitch, SettingsFormCard } from './components';

function formValues(s: AnomalySettings): AnomalySettingsUpdateInput {
  return {
    amountThresholdEnabled: s.amountThresholdEnabled,
    amountThreshold: s.amountThreshold,
    balanceBelowDepositEnabled: s.balanceBelowDepositEnabled,
    dailyCountLimitEnabled: s.dailyCountLimitEnabled,
    dailyCountLimit: String(s.dailyCountLimit),
    weeklyCountLimitEnabled: s.weeklyCountLimitEnabled,
    weeklyCountLimit: String(s.weeklyCountLimit),
    firstTimeWithdrawalEnabled: s.firstTimeWithdrawalEnabled,
    suspiciousAgentEnabled: s.suspiciousAgentEnabled,
    suspiciousAgentIds: s.suspiciousAgentIds,
    addressOrInfoChangeEnabled: s.addressOrInfoChangeEnabled,
    loginIpCheckEnabled: s.loginIpCheckEnabled,
    withdrawIpCheckEnabled: s.withdrawIpCheckEnabled,
  };
}

/**
 * The agents whose downline's withdrawals are flagged: found on the server by id, e-mail, mobile or
 * invitation code (`account/change/upLine/init`), added one by one and removable.
 */
function SuspiciousAgentsField({ disabled }: { disabled: boolean }) {
  const { t } = useAreaTranslation();
  const form = useFormContext<AnomalySettingsUpdateInput>();
  const chosen = (useWatch({ control: form.control, name: 'suspiciousAgentIds' }) ?? []) as number[];
  const error = get(form.formState.errors, 'suspiciousAgentIds') as { message?: string } | undefined;
  const pickId = useId();
  const { search, setSearch, keyword } = useSearchKeyword();
  const [picked, setPicked] = useState('');
  const candidates = useAgentCandidates(disabled ? '' : keyword);
  // Agents seen in any search keep their label once chosen.
  const seen = useRef(new Map<number, string>());
  for (const c of candidates.data ?? []) seen.current.set(c.id, userCandidateLabel(c));
  const offered = (candidates.data ?? []).filter((c) => !chosen.includes(c.id));

  const setChosen = (ids: number[]) => form.setValue('suspiciousAgentIds', ids, { shouldDirty: true, shouldValidate: true });
  const add = () => {
    const id = Number(picked);
    if (!id || chosen.includes(id)) return;
    setChosen([...chosen, id]);
    setPicked('');
  };

  return (
    <Stack gap="2" ps={{ base: 0, md: 12 }}>
      <Text textStyle="sm" fontWeight="medium" id={`${pickId}-chosen`}>
        {t('settings.anomaly.agentsChosen', { count: chosen.length })}
      </Text>
      {chosen.length ? (
        <HStack gap="2" wrap="wrap" role="list" aria-labelledby={`${pickId}-chosen`}>
          {chosen.map((id) => (
            <Tag.Root key={id} role="listitem" size="lg" colorPalette="orange" variant="subtle">
              <Tag.Label>{seen.current.get(id) ?? `#${id}`}</Tag.Label>
              {disabled ? null : (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('settings.anomaly.removeAgent', { id })}
                    onClick={() => setChosen(chosen.filter((c) => c !== id))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('settings.anomaly.noAgent')}
        </Text>
      )}
      {error?.message ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error.message}
        </Text>
      ) : null}
      {disabled || !candidates.allowed ? null : (
        <FieldRow>
          <SearchInput
            label={t('settings.anomaly.searchAgent')}
            placeholder={t('settings.anomaly.searchAgentPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          <Field.Root>
            <Field.Label htmlFor={pickId}>{t('settings.anomaly.pickAgent')}</Field.Label>
            <HStack gap="2" w="full">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field id={pickId} value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
                  <option value="">
                    {candidates.isLoading
                      ? t('settings.anomaly.loadingAgents')
                      : t('settings.anomaly.agentsFound', { count: offered.length })}
                  </option>
                  {offered.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {userCandidateLabel(c)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button size="sm" variant="outline" onClick={add} disabled={!picked}>
                <LuPlus /> {t('settings.anomaly.addAgent')}
              </Button>
            </HStack>
          </Field.Root>
        </FieldRow>
      )}
    </Stack>
  );
}

/** One alert rule: its switch and, where it has one, its limit beside it. */
function Rule({ name, disabled, limit }: { name: string; disabled: boolean; limit?: ReactNode }) {
  const rule = <FlagSwitch texts="settings.anomaly.rule" name={name} field={`${name}Enabled`} disabled={disabled} />;
  return limit ? (
    <FieldRow>
      {rule}
      {limit}
    </FieldRow>
  ) : (
    rule
  );
}

/** Which withdrawals are flagged as anomalies for the reviewers, and from what limits. */
export function AnomalyAlertsTab() {
  const { t } = useAreaTranslation();
  const canEdit = useCan('financeSettings.anomalyAlerts');
  const settings = useAnomalySettings();
  const save = useSaveAnomalySettings();
  const disabled = !canEdit;
  return (
    <SettingsFormCard
      title={t('settings.anomaly.title')}
      description={t('settings.anomaly.description')}
      query={settings}
      toValues={formValues}
      canEdit={canEdit}
      schema={anomalySettingsUpdate}
      fieldMessages={{
        amountThreshold: t('settings.validation.positive'),
        weeklyCountLimit: t('settings.validation.weeklyBelowDaily'),
      }}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Stack gap="4" separator={<Separator />}>
        <Rule
          name="amountThreshold"
          disabled={disabled}
          limit={<NumberField name="amountThreshold" label={t('settings.anomaly.amountThreshold')} required disabled={disabled} />}
        />
        <Rule name="balanceBelowDeposit" disabled={disabled} />
        <Rule
          name="dailyCountLimit"
          disabled={disabled}
          limit={<NumberField name="dailyCountLimit" integer label={t('settings.anomaly.dailyCountLimit')} required disabled={disabled} />}
        />
        <Rule
          name="weeklyCountLimit"
          disabled={disabled}
          limit={
            <NumberField name="weeklyCountLimit" integer label={t('settings.anomaly.weeklyCountLimit')} required disabled={disabled} />
          }
        />
        <Rule name="firstTimeWithdrawal" disabled={disabled} />
        <Box>
          <Rule name="suspiciousAgent" disabled={disabled} />
          <Box mt="3">
            <SuspiciousAgentsField disabled={disabled} />
          </Box>
        </Box>
        <Rule name="addressOrInfoChange" disabled={disabled} />
        <Rule name="loginIpCheck" disabled={disabled} />
        <Rule name="withdrawIpCheck" disabled={disabled} />
      </Stack>
    </SettingsFormCard>
  );
}
