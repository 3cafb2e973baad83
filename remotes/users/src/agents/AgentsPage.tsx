import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { Agent } from '@console/contracts';
import { Can, type DataTableColumn, DateText, ListPage, OptionBadge, useList, useOptions } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { AgentForm } from './AgentForm';
import { agentsList, useAgents } from './api';

/** Agent backend accounts, each acting for an agent or sales user of the platform; a row opens its edit drawer. */
export default function AgentsPage() {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const list = useList(agentsList.key, agentsList.defaults, agentsList.optionsFor());
  const agents = useAgents(list.request);
  const canEdit = useCan('agents.edit');
  const [editing, setEditing] = useState<Agent | 'new' | null>(null);

  const columns = useMemo<DataTableColumn<Agent>[]>(
    () => [
      // Pinned columns keep their width (`minWidth`), so the next pinned one sits where it is placed.
      { id: 'id', header: t('agents.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'account',
        header: t('agents.column.account'),
        width: '200px',
        pin: 'left',
        cell: (a) => (
          <Text fontWeight="medium" truncate maxW="176px" title={a.account}>
            {a.account}
          </Text>
        ),
      },
      { id: 'name', header: t('agents.column.name'), cell: (a) => a.name || <Text color="fg.subtle">—</Text> },
      {
        id: 'domainUrl',
        header: t('agents.column.domainUrl'),
        cell: (a) =>
          a.domainUrl ? (
            <Link
              href={/^https?:\/\//.test(a.domainUrl) ? a.domainUrl : `https://${a.domainUrl}`}
              target="_blank"
              rel="noopener noreferrer"
              textStyle="sm"
            >
              {a.domainUrl}
            </Link>
          ) : (
            <Text color="fg.subtle">—</Text>
          ),
      },
      {
        id: 'user',
        header: t('agents.column.user'),
        exportValue: (a) => a.userAccount ?? a.userAccountId,
        // One line: the linked user's account, then its id.
        cell: (a) => (
          <Flex gap="1.5" align="baseline" whiteSpace="nowrap">
            <Text truncate maxW="240px" title={a.userAccount ?? undefined}>
              {a.userAccount ?? '—'}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {t('agents.userId', { id: a.userAccountId })}
            </Text>
          </Flex>
        ),
      },
      {
        id: 'userAccountType',
        header: t('agents.column.userType'),
        exportValue: (a) => (a.userAccountType === null ? null : options.label('accountType', a.userAccountType)),
        cell: (a) =>
          a.userAccountType !== null ? <OptionBadge name="accountType" value={a.userAccountType} /> : <Text color="fg.subtle">—</Text>,
      },
      {
        id: 'isSales',
        header: t('agents.column.type'),
        exportValue: (a) => options.label('agentIsSales', a.isSales),
        cell: (a) => <OptionBadge name="agentIsSales" value={a.isSales} />,
      },
      { id: 'editClientName', header: t('agents.column.editedBy') },
      { id: 'createDate', header: t('agents.column.created'), dates: true, cell: (a) => <DateText value={a.createDate} /> },
      { id: 'updateDate', header: t('agents.column.updated'), dates: true, cell: (a) => <DateText value={a.updateDate} /> },
    ],
    [t, options],
  );

  return (
    <ListPage
      title={t('routes.agents')}
      description={t('agents.description')}
      actions={
        <Can permission="agents.add">
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <LuPlus /> {t('agents.add')}
          </Button>
        </Can>
      }
      list={list}
      filters={[
        { type: 'text', name: 'account', label: t('agents.filter.account') },
        { type: 'text', name: 'name', label: t('agents.filter.name') },
        { type: 'number', name: 'userAccountId', label: t('agents.filter.userAccountId') },
        { type: 'option', name: 'isSales', label: t('agents.filter.type'), optionName: 'agentIsSales' },
        { type: 'text', name: 'domainUrl', label: t('agents.filter.domainUrl') },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('agents.filter.created') },
      ]}
      columns={columns}
      query={agents}
      getRowId={(a) => a.id}
      onRowClick={canEdit ? setEditing : undefined}
      empty={{ filtered: t('agents.empty.filtered'), none: t('agents.empty.none') }}
      rowActions={(a) => [{ label: t('agents.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(a) }]}
    >
      <AgentForm open={editing !== null} agent={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
