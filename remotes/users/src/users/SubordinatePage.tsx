import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { SubordinateUser } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FilterBar,
  MoneyText,
  OptionBadge,
  PagedTable,
  PageHeader,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { UserPageLinks } from './UserPageLinks';
import { useSubordinates } from './api';
import { LIST_TAB, mobileOf, userPaths } from './format';

const FILTERS = { level: '' };
export const DOWNLINE_LEVELS = [1, 2, 3, 4, 5, 6];

/** The users below one user, all six levels or one chosen level (1 is the direct downline). */
export default function SubordinatePage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const tab = params.tabName ?? LIST_TAB;
  const accountId = Number(params.accountId);
  const canDetails = useCan('users.details');
  const url = useUrlState(FILTERS);
  const list = useSubordinates({ accountId, pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, ['level']) });

  const columns = useMemo<DataTableColumn<SubordinateUser>[]>(
    () => [
      {
        id: 'id',
        header: t('users.column.id'),
        numeric: true,
        width: '80px',
        cell: (u) =>
          canDetails ? (
            <Link asChild colorPalette="brand">
              <RouterLink to={userPaths.details(tab, u.id)}>{u.id}</RouterLink>
            </Link>
          ) : (
            u.id
          ),
      },
      {
        id: 'level',
        header: t('users.subordinate.depth'),
        cell: (u) => (
          <Badge variant="outline" colorPalette={u.level === 1 ? 'brand' : 'gray'}>
            {t('users.subordinate.level', { level: u.level })}
          </Badge>
        ),
      },
      { id: 'contact', header: t('users.column.contact'), cell: (u) => u.email || mobileOf(u) || '—' },
      { id: 'accountType', header: t('users.column.type'), cell: (u) => <OptionBadge name="accountType" value={u.accountType} /> },
      { id: 'status', header: t('users.column.status'), cell: (u) => <OptionBadge name="accountStatus" value={u.status} /> },
      {
        id: 'upline',
        header: t('users.column.upline'),
        cell: (u) =>
          u.parentUserId ? (
            <Stack gap="0">
              <Text as="span">#{u.parentUserId}</Text>
              {u.parentUserName ? (
                <Text as="span" textStyle="xs" color="fg.muted">
                  {u.parentUserName}
                </Text>
              ) : null}
            </Stack>
          ) : (
            '—'
          ),
      },
      { id: 'invitationCode', header: t('users.column.invitationCode'), cell: (u) => <Text fontFamily="mono">{u.invitationCode}</Text> },
      { id: 'balance', header: t('users.column.balance'), numeric: true, cell: (u) => <MoneyText value={u.balance} unit="USDT" /> },
      { id: 'createDate', header: t('users.column.created'), cell: (u) => <DateText value={u.createDate} /> },
    ],
    [t, tab, canDetails],
  );

  return (
    <>
      <PageHeader
        title={t('users.subordinate.title', { id: accountId })}
        description={t('users.subordinate.description')}
        actions={<UserPageLinks tab={tab} accountId={accountId} />}
      />
      <FilterBar
        state={url}
        fields={[
          {
            type: 'select',
            name: 'level',
            label: t('users.filter.downlineLevel'),
            options: DOWNLINE_LEVELS.map((level) => ({ value: String(level), label: t('users.subordinate.level', { level }) })),
          },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('users.subordinate.tableLabel')}
        columns={columns}
        getRowId={(u) => u.id}
        emptyTitle={url.filters.level ? t('users.subordinate.emptyLevel', { level: url.filters.level }) : t('users.subordinate.empty')}
        emptyDescription={url.filters.level ? t('common.emptyFilteredHint') : t('users.subordinate.emptyHint')}
      />
    </>
  );
}
