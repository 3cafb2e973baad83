import { Badge, Flex, Text } from '@chakra-ui/react';
import type { AgentLog } from '@console/contracts';
import { type DataTableColumn, DateText, DetailDrawer, ListPage, OptionBadge, useList, useOptions } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { agentLogsList, useAgentLogs } from './api';

function Duration({ ms }: { ms: number }) {
  const { t } = useAreaTranslation();
  return (
    <Text as="span" color={ms >= 1000 ? 'fg.warning' : undefined}>
      {t('agents.logs.durationMs', { ms: ms.toLocaleString() })}
    </Text>
  );
}

/** What agents did in the agent backend, newest first; a row opens its request and response. */
export default function AgentLogsPage() {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const list = useList(agentLogsList.key, agentLogsList.defaults, agentLogsList.optionsFor());
  const logs = useAgentLogs(list.request);
  const [detail, setDetail] = useState<AgentLog | null>(null);

  const columns = useMemo<DataTableColumn<AgentLog>[]>(
    () => [
      { id: 'id', header: t('agents.logs.column.id'), numeric: true, width: '88px', pin: 'left' },
      { id: 'logName', header: t('agents.logs.column.logName'), cell: (l) => <Text fontWeight="medium">{l.logName}</Text> },
      {
        id: 'call',
        header: t('agents.logs.column.call'),
        exportValue: (l) => `${l.apiType} ${l.apiUrl}`,
        // One line per row: the method, then the address shortened.
        cell: (l) => (
          <Flex gap="1.5" align="center" whiteSpace="nowrap">
            <OptionBadge name="apiType" value={l.apiType} fontFamily="mono" size="sm" />
            <Text fontFamily="mono" textStyle="xs" truncate title={l.apiUrl} maxW="60">
              {l.apiUrl}
            </Text>
          </Flex>
        ),
      },
      {
        id: 'agent',
        header: t('agents.logs.column.agent'),
        exportValue: (l) => l.opName,
        cell: (l) => (
          <Flex gap="1.5" align="center" whiteSpace="nowrap">
            <Text>{l.opName ?? '—'}</Text>
            <OptionBadge name="agentType" value={l.agentType} size="sm" />
          </Flex>
        ),
      },
      { id: 'clientId', header: t('agents.logs.column.client') },
      {
        id: 'loginIp',
        header: t('agents.logs.column.loginIp'),
        exportValue: (l) => [l.loginIp, l.loginArea].filter(Boolean).join(' '),
        cell: (l) => (
          <Flex gap="1.5" align="baseline" whiteSpace="nowrap">
            <Text fontFamily="mono" textStyle="xs">
              {l.loginIp ?? '—'}
            </Text>
            {l.loginArea ? (
              <Text textStyle="xs" color="fg.muted">
                {l.loginArea}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      { id: 'resTime', header: t('agents.logs.column.duration'), numeric: true, cell: (l) => <Duration ms={l.resTime} /> },
      { id: 'createDate', header: t('agents.logs.column.date'), dates: true, cell: (l) => <DateText value={l.createDate} /> },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.agentLogs')}
      description={t('agents.logs.description')}
      list={list}
      filters={[
        { type: 'text', name: 'opName', label: t('agents.logs.filter.agent') },
        { type: 'text', name: 'logName', label: t('agents.logs.filter.logName') },
        { type: 'option', name: 'apiType', label: t('agents.logs.filter.apiType'), optionName: 'apiType' },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('agents.logs.filter.date') },
        { type: 'option', name: 'agentType', label: t('agents.logs.filter.agentType'), optionName: 'agentType' },
        { type: 'text', name: 'apiUrl', label: t('agents.logs.filter.apiUrl') },
        { type: 'text', name: 'loginIp', label: t('agents.logs.filter.loginIp') },
      ]}
      columns={columns}
      query={logs}
      getRowId={(l) => l.id}
      onRowClick={setDetail}
      empty={{ filtered: t('agents.logs.empty.filtered'), none: t('agents.logs.empty.none') }}
      rowActions={(l) => [{ label: t('agents.logs.action.details'), icon: <LuEye />, onClick: () => setDetail(l) }]}
    >
      <DetailDrawer
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? t('agents.logs.detail.title', { id: detail.id }) : ''}
        items={
          detail
            ? [
                { label: t('agents.logs.column.logName'), value: detail.logName },
                {
                  label: t('agents.logs.column.call'),
                  value: (
                    <Flex gap="2" align="center" wrap="wrap">
                      <Badge fontFamily="mono">{options.label('apiType', detail.apiType)}</Badge>
                      <Text fontFamily="mono" textStyle="sm" wordBreak="break-all">
                        {detail.apiUrl}
                      </Text>
                    </Flex>
                  ),
                },
                {
                  label: t('agents.logs.column.agent'),
                  value: [detail.opName, detail.opId !== null ? `#${detail.opId}` : null].filter(Boolean).join(' '),
                },
                { label: t('agents.logs.filter.agentType'), value: <OptionBadge name="agentType" value={detail.agentType} /> },
                { label: t('agents.logs.column.client'), value: detail.clientId },
                { label: t('agents.logs.column.loginIp'), value: [detail.loginIp, detail.loginArea].filter(Boolean).join(' · ') || '—' },
                { label: t('agents.logs.column.duration'), value: <Duration ms={detail.resTime} /> },
                { label: t('agents.logs.column.date'), value: <DateText value={detail.createDate} /> },
              ]
            : []
        }
        json={
          detail
            ? [
                { label: t('agents.logs.detail.request'), value: detail.reqLog },
                { label: t('agents.logs.detail.response'), value: detail.resLog },
              ]
            : []
        }
      />
    </ListPage>
  );
}
