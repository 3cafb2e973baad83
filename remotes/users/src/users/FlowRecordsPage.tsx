import { Box, Flex, Stack, Stat, Text } from '@chakra-ui/react';
import type { FlowRecord } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FilterBar,
  formatDecimal,
  MoneyText,
  OptionBadge,
  PagedTable,
  PageHeader,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { UserPageLinks } from './UserPageLinks';
import { useFlowRecords, useFlowVolume } from './api';
import { LIST_TAB } from './format';

const FILTERS = { flowLogType: '', startTime: '', endTime: '' };

/** How the flow volume of one user moved: each change with the amounts before and after it. */
export default function FlowRecordsPage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const tab = params.tabName ?? LIST_TAB;
  const accountId = Number(params.accountId);
  const email = params.email;
  const url = useUrlState(FILTERS);
  const list = useFlowRecords({
    accountId,
    pageNum: url.pageNum,
    pageSize: url.pageSize,
    ...toRequestParams(url.filters, ['flowLogType']),
  });
  const volume = useFlowVolume(accountId);

  const columns = useMemo<DataTableColumn<FlowRecord>[]>(
    () => [
      { id: 'createDate', header: t('users.flow.column.date'), cell: (r) => <DateText value={r.createDate} /> },
      { id: 'changeType', header: t('users.flow.column.type'), cell: (r) => <OptionBadge name="flowLogType" value={r.changeType} /> },
      { id: 'beforeAmount', header: t('users.flow.column.before'), numeric: true, cell: (r) => <MoneyText value={r.beforeAmount} /> },
      {
        id: 'change',
        header: t('users.flow.column.change'),
        numeric: true,
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
    [t],
  );
  const filtered = Object.values(url.filters).some(Boolean);

  return (
    <>
      <PageHeader
        title={t('users.flow.title', { id: accountId })}
        description={email ? t('users.flow.descriptionEmail', { email }) : t('users.flow.description')}
        actions={<UserPageLinks tab={tab} accountId={accountId} />}
      />
      <Flex mb="4">
        <Box bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" px="4" py="3" minW="64">
          <Stat.Root>
            <Stat.Label>{t('users.flow.current')}</Stat.Label>
            <Stat.ValueText>
              {volume.isLoading ? (
                <Text as="span" color="fg.muted">
                  {t('common.loading')}
                </Text>
              ) : (
                <MoneyText value={volume.data ?? null} display="inline" />
              )}
            </Stat.ValueText>
            <Stat.HelpText>{t('users.flow.currentHint')}</Stat.HelpText>
          </Stat.Root>
        </Box>
      </Flex>
      <FilterBar
        state={url}
        fields={[
          { type: 'option', name: 'flowLogType', label: t('users.flow.filter.type'), optionName: 'flowLogType' },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('users.flow.filter.date') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('users.flow.tableLabel')}
        columns={columns}
        getRowId={(r) => r.id}
        emptyTitle={filtered ? t('users.flow.emptyFiltered') : t('users.flow.empty')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : t('users.flow.emptyHint')}
      />
    </>
  );
}
