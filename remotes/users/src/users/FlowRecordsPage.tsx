import { Flex, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '@console/client';
import type { FlowRecord } from '@console/contracts';
import { type DataTableColumn, DateText, formatDecimal, ListPage, MoneyText, OptionBadge, useList, useOptions } from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useFlowRecords, useFlowVolume, useUserList } from './api';
import { LIST_TAB, userName } from './format';
import { UserPageLinks } from './UserPageLinks';

const FILTERS = { flowLogType: '', startTime: '', endTime: '' };

/** The user's current flow volume, on one line above the records so they keep the room. */
function CurrentVolume({ accountId }: { accountId: number }) {
  const { t } = useAreaTranslation();
  const volume = useFlowVolume(accountId);
  return (
    <Flex gap="2" align="baseline" mb="3" wrap="wrap" role="group" aria-label={t('users.flow.current')}>
      <Text fontWeight="medium">{t('users.flow.current')}</Text>
      {volume.isLoading ? (
        <Text as="span" color="fg.muted">
          {t('common.loading')}
        </Text>
      ) : (
        <MoneyText value={volume.data ?? null} display="inline" fontWeight="semibold" textStyle="lg" />
      )}
      <Text textStyle="sm" color="fg.muted">
        {t('users.flow.currentHint')}
      </Text>
    </Flex>
  );
}

/**
 * How the flow volume of one user moved: each change with the amounts before and after it. Flow volume is
 * turnover the API counts without a coin, so its amounts are plain decimals rather than coin amounts.
 */
export default function FlowRecordsPage() {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const params = useParams();
  const tab = params.tabName ?? LIST_TAB;
  const accountId = Number(params.accountId);
  const email = params.email;
  const list = useList('users.flowRecords', FILTERS, { numeric: ['flowLogType'], fixed: { accountId } });
  const records = useFlowRecords(list.request);
  // The history tag and the document title name the user by id and e-mail (from the link, else looked up).
  const owner = useUserList({ pageNum: 1, pageSize: 1, accountId }).data?.records.find((u) => u.id === accountId);
  const name = owner ? userName(owner) : email ? `#${accountId} (${email})` : null;
  usePageTitle(name ? t('users.flow.titleNamed', { name }) : null);

  const columns = useMemo<DataTableColumn<FlowRecord>[]>(
    () => [
      {
        id: 'createDate',
        header: t('users.flow.column.date'),
        pin: 'left',
        width: '180px',
        // A pinned column keeps its width, whatever the table's other columns need.
        minWidth: '180px',
        dates: true,
        cell: (r) => <DateText value={r.createDate} />,
      },
      {
        id: 'changeType',
        header: t('users.flow.column.type'),
        exportValue: (r) => options.label('flowLogType', r.changeType),
        cell: (r) => <OptionBadge name="flowLogType" value={r.changeType} />,
      },
      { id: 'beforeAmount', header: t('users.flow.column.before'), numeric: true, cell: (r) => <MoneyText value={r.beforeAmount} /> },
      {
        id: 'change',
        header: t('users.flow.column.change'),
        numeric: true,
        exportValue: (r) => r.flowAmount,
        cell: (r) => (
          <Stack gap="0" align="flex-end">
            <MoneyText value={r.flowAmount} fontWeight="medium" />
            <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {t('users.flow.formula', { amount: formatDecimal(r.amount), multiplier: formatDecimal(r.multiplier) })}
            </Text>
          </Stack>
        ),
      },
      { id: 'afterAmount', header: t('users.flow.column.after'), numeric: true, cell: (r) => <MoneyText value={r.afterAmount} /> },
      { id: 'currentAmount', header: t('users.flow.column.current'), numeric: true, cell: (r) => <MoneyText value={r.currentAmount} /> },
      { id: 'remark', header: t('users.flow.column.remark') },
      { id: 'operator', header: t('users.flow.column.operator') },
    ],
    [t, options],
  );

  return (
    <ListPage
      title={t('users.flow.title', { id: accountId })}
      description={email ? t('users.flow.descriptionEmail', { email }) : t('users.flow.description')}
      label={t('users.flow.tableLabel')}
      actions={<UserPageLinks tab={tab} accountId={accountId} />}
      list={list}
      filters={[
        { type: 'option', name: 'flowLogType', label: t('users.flow.filter.type'), optionName: 'flowLogType' },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('users.flow.filter.date') },
      ]}
      summary={<CurrentVolume accountId={accountId} />}
      columns={columns}
      query={records}
      getRowId={(r) => r.id}
      empty={{ filtered: t('users.flow.emptyFiltered'), none: t('users.flow.empty'), noneHint: t('users.flow.emptyHint') }}
    />
  );
}
