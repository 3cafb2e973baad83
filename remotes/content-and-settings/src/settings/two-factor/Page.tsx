import { Badge, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { settingFlag, twoFactorSettingUpdate } from '@console/contracts/schemas/settings';
import type { SettingValue, TwoFactorRecord, TwoFactorSetting } from '@console/contracts/schemas/settings-answers';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  formatDateTime,
  ListPage,
  PageHeader,
  PathTabRoute,
  PathTabs,
  SwitchField,
  TextField,
  useAdminTimeZone,
  useList,
} from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { SettingsForm } from '../common/SettingsForm';
import { VersionHistory } from '../common/VersionHistory';
import {
  TWO_FACTOR_PATH,
  TWO_FACTOR_TABS,
  twoFactorList,
  twoFactorSettingQuery,
  useResetTwoFactor,
  useTwoFactorRecords,
  useTwoFactorSetting,
  useUpdateTwoFactorSetting,
} from './api';

/** The end users' 2FA (`/settings/2fa/{type}`): the setting, and the records with their reset. */
export default function TwoFactorPage() {
  const { t } = useAreaTranslation();
  const tabs = (current: string) => (
    <PathTabs tabs={TWO_FACTOR_TABS} current={current} basePath={TWO_FACTOR_PATH} label={(name) => t(`twoFactor.tab.${name}`)} />
  );
  return (
    <PathTabRoute tabs={TWO_FACTOR_TABS} basePath={TWO_FACTOR_PATH}>
      {(tab) =>
        tab.name === 'setting' ? (
          <>
            <PageHeader title={t('routes.twoFactor')} description={t('twoFactor.description')} />
            {tabs(tab.name)}
            <TwoFactorSettingForm />
          </>
        ) : (
          <TwoFactorRecords tabs={tabs(tab.name)} />
        )
      }
    </PathTabRoute>
  );
}

const settingSchema = z.object({ enable: settingFlag, issuer: twoFactorSettingUpdate.shape.issuer });
const toValues = (s: TwoFactorSetting) => ({ enable: s.enable, issuer: s.issuer });

function TwoFactorSettingForm() {
  const { t } = useAreaTranslation();
  const query = useTwoFactorSetting();
  const update = useUpdateTwoFactorSetting();
  const canEdit = useCan('twoFactor.edit');
  const label = (field: string) => t(`twoFactor.field.${field}`);
  const formatValue = (field: string, value: SettingValue) =>
    field === 'enable' ? (value === 1 ? t('settingsCommon.on') : t('settingsCommon.off')) : null;
  return (
    <SettingsForm
      title={t('twoFactor.setting.title')}
      description={t('twoFactor.setting.description')}
      query={query}
      toValues={toValues}
      schema={settingSchema}
      canEdit={canEdit}
      reasonRequired
      // The API takes the whole setting: the values shown, with what changed.
      onSave={(changed, reason) => {
        const saved = query.data ? toValues(query.data) : { enable: 1, issuer: '' };
        const values = { ...saved, ...changed } as { enable: number; issuer: string };
        return update.mutateAsync({ id: query.data?.id ?? 1, enable: values.enable, issuer: values.issuer, reason: reason ?? '' });
      }}
      history={
        <VersionHistory
          setting="two-factor"
          canRevert={canEdit}
          invalidate={[twoFactorSettingQuery.queryKey]}
          fieldLabel={label}
          formatValue={formatValue}
        />
      }
    >
      <SwitchField name="enable" numeric label={label('enable')} helperText={t('twoFactor.setting.enableHint')} disabled={!canEdit} />
      <TextField name="issuer" required label={label('issuer')} helperText={t('twoFactor.setting.issuerHint')} disabled={!canEdit} />
    </SettingsForm>
  );
}

function TwoFactorRecords({ tabs }: { tabs: ReactNode }) {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const list = useList(twoFactorList.key, twoFactorList.defaults);
  const records = useTwoFactorRecords(list.request);
  const reset = useResetTwoFactor();
  const canReset = useCan('twoFactor.deleteRecord');
  const [resetting, setResetting] = useState<TwoFactorRecord | null>(null);

  const columns = useMemo<DataTableColumn<TwoFactorRecord>[]>(
    () => [
      { id: 'id', header: t('twoFactor.column.id'), numeric: true, width: '88px', pin: 'left' },
      { id: 'userId', header: t('twoFactor.column.userId'), numeric: true, width: '100px' },
      { id: 'account', header: t('twoFactor.column.account'), cell: (r) => <Text truncate>{r.account ?? '—'}</Text> },
      {
        id: 'status',
        header: t('twoFactor.column.status'),
        width: '120px',
        exportValue: (r) => t(`twoFactor.status.${r.status}`),
        cell: (r) => <Badge colorPalette={r.status === 1 ? 'green' : 'gray'}>{t(`twoFactor.status.${r.status}`)}</Badge>,
      },
      {
        id: 'enableTime',
        header: t('twoFactor.column.enableTime'),
        dates: true,
        exportValue: (r) => formatDateTime(r.enableTime, zone),
        cell: (r) => <DateText value={r.enableTime} />,
      },
      {
        id: 'resetDate',
        header: t('twoFactor.column.reset'),
        dates: true,
        exportValue: (r) => (r.resetDate ? `${formatDateTime(r.resetDate, zone)} · ${r.resetBy ?? ''}` : ''),
        cell: (r) =>
          r.resetDate ? (
            <Text truncate>
              <DateText value={r.resetDate} /> · {r.resetBy}
            </Text>
          ) : (
            '—'
          ),
      },
      {
        id: 'createDate',
        header: t('twoFactor.column.created'),
        dates: true,
        exportValue: (r) => formatDateTime(r.createDate, zone),
        cell: (r) => <DateText value={r.createDate} />,
      },
    ],
    [t, zone],
  );

  return (
    <ListPage
      title={t('routes.twoFactor')}
      description={t('twoFactor.description')}
      tabs={tabs}
      list={list}
      label={t('twoFactor.records.label')}
      filters={[
        { type: 'number', name: 'userId', label: t('twoFactor.filter.userId') },
        { type: 'text', name: 'mail', label: t('twoFactor.filter.mail') },
        {
          type: 'select',
          name: 'status',
          label: t('twoFactor.filter.status'),
          options: [1, 2].map((s) => ({ value: String(s), label: t(`twoFactor.status.${s}`) })),
        },
        { type: 'text', name: 'phone', label: t('twoFactor.filter.phone') },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('twoFactor.filter.created') },
      ]}
      primaryFilters={4}
      columns={columns}
      query={records}
      getRowId={(r) => r.id}
      empty={{ filtered: t('twoFactor.empty.filtered'), none: t('twoFactor.empty.none') }}
      rowActions={(r) => [
        {
          label: t('twoFactor.action.reset'),
          icon: <LuRotateCcw />,
          danger: true,
          hidden: !canReset || r.status !== 1,
          onClick: () => setResetting(r),
        },
      ]}
    >
      <ConfirmDialog
        open={resetting !== null}
        destructive
        title={t('twoFactor.reset.title')}
        message={t('twoFactor.reset.message', { userId: resetting?.userId ?? '', account: resetting?.account ?? '' })}
        confirmLabel={t('twoFactor.action.reset')}
        loading={reset.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() => resetting && reset.mutate(resetting, { onSettled: () => setResetting(null) })}
      />
    </ListPage>
  );
}
