import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { Agent } from '@console/contracts';
import {
  Can,
  type DataTableColumn,
  DateText,
  FilterBar,
  OptionBadge,
  PagedTable,
  PageHeader,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { AgentForm } from './AgentForm';
import { useAgents } from './api';

const FILTER_DEFAULTS = { account: '', name: '', domainUrl: '', userAccountId: '', isSales: '', startTime: '', endTime: '' };

/** Agent backend accounts, each acting for an agent or sales user of the platform. */
export default function AgentsPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useAgents({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, ['userAccountId', 'isSales']) });
  const canEdit = useCan('agents.edit');
  const [editing, setEditing] = useState<Agent | 'new' | null>(null);

  const columns = useMemo<DataTableColumn<Agent>[]>(
    () => [
      { id: 'id', header: t('agents.column.id'), numeric: true, width: '72px' },
      {
        id: 'account',
        header: t('agents.column.account'),
        cell: (a) => (
          <Flex direction="column">
            <Text fontWeight="medium">{a.account}</Text>
            {a.name ? (
              <Text textStyle="xs" color="fg.muted">
                {a.name}
              </Text>
            ) : null}
          </Flex>
        ),
      },
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
        cell: (a) => (
          <Flex direction="column" align="flex-start" gap="0.5">
            <Text>{a.userAccount ?? '—'}</Text>
            <Flex gap="2" align="center">
              <Text textStyle="xs" color="fg.muted">
                {t('agents.userId', { id: a.userAccountId })}
              </Text>
              {a.userAccountType !== null ? <OptionBadge name="accountType" value={a.userAccountType} size="sm" /> : null}
            </Flex>
          </Flex>
        ),
      },
      { id: 'isSales', header: t('agents.column.type'), cell: (a) => <OptionBadge name="agentIsSales" value={a.isSales} /> },
      { id: 'editClientName', header: t('agents.column.editedBy') },
      { id: 'createDate', header: t('agents.column.created'), cell: (a) => <DateText value={a.createDate} /> },
      { id: 'updateDate', header: t('agents.column.updated'), cell: (a) => <DateText value={a.updateDate} /> },
    ],
    [t],
  );
  const filtered = Object.values(url.filters).some(Boolean);

  return (
    <>
      <PageHeader
        title={t('routes.agents')}
        description={t('agents.description')}
        actions={
          <Can permission="agents.add">
            <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
              <LuPlus /> {t('agents.add')}
            </Button>
          </Can>
        }
      />
      <FilterBar
        state={url}
        fields={[
          { type: 'text', name: 'account', label: t('agents.filter.account') },
          { type: 'text', name: 'name', label: t('agents.filter.name') },
          { type: 'text', name: 'domainUrl', label: t('agents.filter.domainUrl') },
          { type: 'number', name: 'userAccountId', label: t('agents.filter.userAccountId') },
          { type: 'option', name: 'isSales', label: t('agents.filter.type'), optionName: 'agentIsSales' },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('agents.filter.created') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.agents')}
        columns={columns}
        getRowId={(a) => a.id}
        emptyTitle={filtered ? t('agents.empty.filtered') : t('agents.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
        rowActions={(a) => [{ label: t('agents.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(a) }]}
      />
      <AgentForm open={editing !== null} agent={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}
