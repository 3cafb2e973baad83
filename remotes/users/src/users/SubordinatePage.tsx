import { Badge } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import type { SubordinateUser } from '@console/contracts';
import { type DataTableColumn, ListPage, useList } from '@console/ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useSubordinates, useUserList } from './api';
import { useUserColumns } from './columns';
import { LIST_TAB, userName, userPaths } from './format';
import { UserPageLinks } from './UserPageLinks';

const FILTERS = { level: '' };
export const DOWNLINE_LEVELS = [1, 2, 3, 4, 5, 6];

/** The users below one user, all six levels or one chosen level (1 is the direct downline); a row opens its details. */
export default function SubordinatePage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const tab = params.tabName ?? LIST_TAB;
  const accountId = Number(params.accountId);
  const canDetails = useCan('users.details');
  const list = useList('users.subordinate', FILTERS, { numeric: ['level'], fixed: { accountId } });
  const downline = useSubordinates(list.request);
  // The history tag and the document title name the user by id and e-mail (or mobile number).
  const owner = useUserList({ pageNum: 1, pageSize: 1, accountId }).data?.records.find((u) => u.id === accountId);
  usePageTitle(owner ? t('users.subordinate.titleNamed', { name: userName(owner) }) : null);
  const byId = useUserColumns<SubordinateUser>(tab);

  const columns = useMemo<DataTableColumn<SubordinateUser>[]>(
    () => [
      byId.id,
      byId.contact,
      {
        id: 'level',
        header: t('users.subordinate.depth'),
        exportValue: (u) => u.level,
        cell: (u) => (
          <Badge variant="outline" colorPalette={u.level === 1 ? 'brand' : 'gray'}>
            {t('users.subordinate.level', { level: u.level })}
          </Badge>
        ),
      },
      byId.accountType,
      byId.status,
      byId.upline,
      byId.balance,
      byId.invitationCode,
      byId.createDate,
    ],
    [t, byId],
  );
  const level = list.filters.level;

  return (
    <ListPage
      title={t('users.subordinate.title', { id: accountId })}
      description={t('users.subordinate.description')}
      label={t('users.subordinate.tableLabel')}
      actions={<UserPageLinks tab={tab} accountId={accountId} />}
      list={list}
      filters={[
        {
          type: 'select',
          name: 'level',
          label: t('users.filter.downlineLevel'),
          options: DOWNLINE_LEVELS.map((n) => ({ value: String(n), label: t('users.subordinate.level', { level: n }) })),
        },
      ]}
      columns={columns}
      query={downline}
      getRowId={(u) => u.id}
      onRowClick={canDetails ? (u) => navigate(userPaths.details(tab, u.id)) : undefined}
      empty={{
        filtered: t('users.subordinate.emptyLevel', { level }),
        none: t('users.subordinate.empty'),
        noneHint: t('users.subordinate.emptyHint'),
      }}
    />
  );
}
