import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { SettingValue } from '@console/contracts/schemas/settings-answers';
import {
  DISTRIBUTION_FREQUENCIES,
  DISTRIBUTION_LEVELS,
  type MarketSetting,
  marketSettingValues,
} from '@console/contracts/schemas/settings-platform';
import { DateText, FieldRow, KeyValue, KeyValueGrid, PageHeader, SelectField, SwitchField, TextField } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { SettingsForm } from '../common/SettingsForm';
import { VersionHistory } from '../common/VersionHistory';
import { marketSettingQuery, useMarketSetting, useSaveMarketSetting } from './api';

/** Selects hold text: the form keeps the numbers as the options write them, the schema makes numbers again. */
const toValues = (s: MarketSetting) => ({
  enable: s.enable,
  distributionLevel: String(s.distributionLevel),
  distributionFrequencyType: String(s.distributionFrequencyType),
  distributionTime: s.distributionTime,
});

/**
 * Multi-level marketing (`/settings/multi-level-marketing-settings`): whether distribution pays uplines, how many
 * layers above a trading user it pays (3 to 5), and when it pays (daily, weekly or monthly at a time in UTC). The
 * distribution payments follow the setting from their next run; each change says why and is a version.
 */
export default function MultiLevelMarketingPage() {
  const { t } = useAreaTranslation();
  const query = useMarketSetting();
  const save = useSaveMarketSetting();
  const canEdit = useCan('marketingSettings.edit');
  const label = (field: string) => t(`multiLevelMarketing.field.${field}`);
  const frequency = (value: SettingValue) => t(`multiLevelMarketing.frequency.${value}`);
  const formatValue = (field: string, value: SettingValue) =>
    field === 'enable'
      ? value === 1
        ? t('settingsCommon.on')
        : t('settingsCommon.off')
      : field === 'distributionFrequencyType'
        ? frequency(value)
        : null;
  const setting = query.data;
  return (
    <>
      <PageHeader title={t('routes.multiLevelMarketing')} description={t('multiLevelMarketing.description')} />
      <SettingsForm
        title={t('multiLevelMarketing.title')}
        description={t('multiLevelMarketing.formDescription')}
        query={query}
        toValues={toValues}
        schema={marketSettingValues}
        canEdit={canEdit}
        reasonRequired
        fieldMessages={{ distributionTime: t('multiLevelMarketing.validation.time') }}
        // The API takes the whole setting: the values shown, with what changed.
        onSave={(changed, reason) => {
          const values: Record<string, unknown> = { ...(setting ? toValues(setting) : {}), ...changed };
          return save.mutateAsync({
            enable: Number(values.enable),
            distributionLevel: Number(values.distributionLevel),
            distributionFrequencyType: Number(values.distributionFrequencyType),
            distributionTime: String(values.distributionTime),
            reason: reason ?? '',
          });
        }}
        history={
          <VersionHistory
            setting="marketing"
            canRevert={canEdit}
            invalidate={[marketSettingQuery.queryKey]}
            fieldLabel={label}
            formatValue={formatValue}
          />
        }
      >
        <SwitchField name="enable" numeric label={label('enable')} helperText={t('multiLevelMarketing.hint.enable')} disabled={!canEdit} />
        <FieldRow>
          <SelectField
            name="distributionLevel"
            required
            label={label('distributionLevel')}
            helperText={t('multiLevelMarketing.hint.distributionLevel')}
            disabled={!canEdit}
            options={DISTRIBUTION_LEVELS.map((level) => ({ value: level, label: t('multiLevelMarketing.levels', { count: level }) }))}
          />
          <SelectField
            name="distributionFrequencyType"
            required
            label={label('distributionFrequencyType')}
            disabled={!canEdit}
            options={DISTRIBUTION_FREQUENCIES.map((value) => ({ value, label: frequency(value) }))}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            name="distributionTime"
            required
            placeholder="00:00"
            label={label('distributionTime')}
            helperText={t('multiLevelMarketing.hint.distributionTime')}
            disabled={!canEdit}
          />
        </FieldRow>
        {setting ? (
          <KeyValueGrid>
            <KeyValue label={t('multiLevelMarketing.nextRun')}>
              {setting.nextRunDate ? <DateText value={setting.nextRunDate} /> : t('multiLevelMarketing.off')}
            </KeyValue>
            <KeyValue label={t('multiLevelMarketing.lastRun')}>
              {setting.lastRun ? (
                <Text as="span">
                  <DateText value={setting.lastRun.periodStart} /> – <DateText value={setting.lastRun.periodEnd} />
                  {` · ${t('multiLevelMarketing.lastRunSummary', {
                    count: setting.lastRun.paymentCount,
                    levels: setting.lastRun.distributionLevel,
                  })}`}
                </Text>
              ) : (
                t('multiLevelMarketing.noRun')
              )}
            </KeyValue>
          </KeyValueGrid>
        ) : null}
      </SettingsForm>
    </>
  );
}
