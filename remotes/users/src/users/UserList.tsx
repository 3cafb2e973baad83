import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { User } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  ExportMenu,
  FilterBar,
  MoneyText,
  OptionBadge,
  PagedTable,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { exportUsers, type LevelRecord, useMarketingLevels, useUserLevels, useUserList } from './api';
import { CreateUserDialog } from './CreateUserDialog';
import { LIST_TAB, mobileOf, userPaths } from './format';
import { useUserActions } from './UserActions';

export const USER_FILTERS = {
  accountId: '',
  email: '',
  mobileNumber: '',
  invitationCode: '',
  accountType: '',
  status: '',
  upline: '',
  userLevel: '',
  userMarketingLevel: '',
  loginIp: '',
  region: '',
  timeZone: '',
  blockChainAddress: '',
  remark: '',
  startTime: '',
  endTime: '',
};
const NUMERIC_FILTERS = ['accountId', 'accountType', 'status', 'upline', 'userLevel', 'userMarketingLevel'] as const;

export function levelName(levels: LevelRecord[] | undefined, level: number): string {
  const found = levels?.find((l) => l.level === level);
  return found ? found.name : String(level);
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" textStyle="xs" color="fg.muted" display="block">
      {children}
    </Text>
  );
}

/** The header actions of the list (create, export); the page puts them beside its title. */
export function UserListActions({ filters, onCreate }: { filters: Record<string, string | number>; onCreate: () => void }) {
  const { t } = useAreaTranslation();
  const canCreate = useCan('users.create');
  const canExport = useCan('users.export');
  return (
    <>
      {canExport ? <ExportMenu onExport={(excelType) => exportUsers(filters, excelType)} /> : null}
      {canCreate ? (
        <Button colorPalette="brand" size="sm" onClick={onCreate}>
          <LuPlus /> {t('users.create.button')}
        </Button>
      ) : null}
    </>
  );
}

/** The users of the platform: every filter of `account/list`, kept in the URL with the paging. */
export function UserList() {
  const { t } = useAreaTranslation();
  const url = useUrlState(USER_FILTERS);
  const filters = toRequestParams(url.filters, NUMERIC_FILTERS);
  const list = useUserList({ pageNum: url.pageNum, pageSize: url.pageSize, ...filters });
  const levels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  const actions = useUserActions({ tab: LIST_TAB });
  const [creating, setCreating] = useState(false);

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      {
        id: 'id',
        header: t('users.column.id'),
        numeric: true,
        width: '80px',
        cell: (u) => (
          <Link asChild colorPalette="brand" fontVariantNumeric="tabular-nums">
            <RouterLink to={userPaths.details(LIST_TAB, u.id)}>{u.id}</RouterLink>
          </Link>
        ),
      },
      {
        id: 'contact',
        header: t('users.column.contact'),
        minWidth: '200px',
        cell: (u) => (
          <Stack gap="0">
            <Text as="span">{u.email || mobileOf(u) || '—'}</Text>
            {u.email && u.mobileNumber ? <Muted>{mobileOf(u)}</Muted> : null}
          </Stack>
        ),
      },
      { id: 'accountType', header: t('users.column.type'), cell: (u) => <OptionBadge name="accountType" value={u.accountType} /> },
      { id: 'status', header: t('users.column.status'), cell: (u) => <OptionBadge name="accountStatus" value={u.status} /> },
      { id: 'userLevel', header: t('users.column.level'), cell: (u) => levelName(levels.data, u.userLevel) },
      {
        id: 'userMarketingLevel',
        header: t('users.column.marketingLevel'),
        cell: (u) => levelName(marketingLevels.data, u.userMarketingLevel),
      },
      {
        id: 'upline',
        header: t('users.column.upline'),
        cell: (u) =>
          u.parentUserId ? (
            <Stack gap="0">
              <Link asChild colorPalette="brand">
                <RouterLink to={userPaths.details(LIST_TAB, u.parentUserId)}>#{u.parentUserId}</RouterLink>
              </Link>
              {u.parentUserName ? <Muted>{u.parentUserName}</Muted> : null}
            </Stack>
          ) : (
            <Text as="span" color="fg.subtle">
              —
            </Text>
          ),
      },
      { id: 'balance', header: t('users.column.balance'), numeric: true, cell: (u) => <MoneyText value={u.balance} unit="USDT" /> },
      {
        id: 'invitationCode',
        header: t('users.column.invitationCode'),
        cell: (u) => <Text fontFamily="mono">{u.invitationCode}</Text>,
      },
      {
        id: 'loginIp',
        header: t('users.column.login'),
        cell: (u) =>
          u.loginIp ? (
            <Stack gap="0">
              <Text as="span" fontFamily="mono" textStyle="xs">
                {u.loginIp}
              </Text>
              {u.loginCountry ? <Muted>{u.loginCountry}</Muted> : null}
            </Stack>
          ) : (
            <Text as="span" color="fg.subtle">
              —
            </Text>
          ),
      },
      { id: 'createDate', header: t('users.column.created'), cell: (u) => <DateText value={u.createDate} /> },
    ],
    [t, levels.data, marketingLevels.data],
  );

  const levelOptions = (levels.data ?? []).map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }));
  const marketingOptions = (marketingLevels.data ?? []).map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }));
  const filtered = Object.values(url.filters).some(Boolean);

  return (
    <>
      <Flex justify="flex-end" gap="2" mb="3">
        <UserListActions filters={filters} onCreate={() => setCreating(true)} />
      </Flex>
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'accountId', label: t('users.filter.accountId') },
          { type: 'text', name: 'email', label: t('users.filter.email') },
          { type: 'text', name: 'mobileNumber', label: t('users.filter.mobileNumber') },
          { type: 'text', name: 'invitationCode', label: t('users.filter.invitationCode') },
          { type: 'option', name: 'accountType', label: t('users.filter.accountType'), optionName: 'accountType' },
          { type: 'option', name: 'status', label: t('users.filter.status'), optionName: 'accountStatus' },
          { type: 'number', name: 'upline', label: t('users.filter.upline') },
          { type: 'select', name: 'userLevel', label: t('users.filter.userLevel'), options: levelOptions },
          { type: 'select', name: 'userMarketingLevel', label: t('users.filter.userMarketingLevel'), options: marketingOptions },
          { type: 'text', name: 'loginIp', label: t('users.filter.loginIp') },
          { type: 'text', name: 'region', label: t('users.filter.region') },
          { type: 'text', name: 'timeZone', label: t('users.filter.timeZone') },
          { type: 'text', name: 'blockChainAddress', label: t('users.filter.blockChainAddress') },
          { type: 'text', name: 'remark', label: t('users.filter.remark') },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('users.filter.created') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('users.tableLabel')}
        columns={columns}
        getRowId={(u) => u.id}
        emptyTitle={filtered ? t('users.empty.filtered') : t('users.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : t('users.empty.noneHint')}
        rowActions={actions.actionsFor}
      />
      {actions.dialogs}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
