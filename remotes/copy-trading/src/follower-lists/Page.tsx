import { Alert, Button, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import type { FollowListEntry, FollowListType, LeadingOrder } from '@console/contracts/schemas/copy-trading';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  EmptyState,
  ListPage,
  OptionBadge,
  type RowAction,
  useFilterBarList,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuFileUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { LEADING_ORDERS_PATH } from '../leading-orders/api';
import { AccountCell } from '../lists/cells';
import { followerListPath } from '../lists/paths';
import { AddAccountDialog } from './AddAccountDialog';
import { EDIT_PERMISSION, listOf, useChangeFollowerList, useFollowerList, useLeadingOrder } from './api';
import { BatchDialog } from './BatchDialog';

/** The permission type under which each list decides who may follow. */
const LIST_APPLIES_UNDER: Record<FollowListType, LeadingOrder['permissionsType']> = { invite: 'invited', block: 'not_blocked' };
const OTHER: Record<FollowListType, FollowListType> = { invite: 'block', block: 'invite' };

/**
 * A leading order's invite list or block list: the accounts on it, one added or removed (after a confirmation),
 * or many added from a CSV or Excel file after a preview of every row. The page says whether the order's follow
 * permission uses this list now.
 */
export function FollowerListPage({ type }: { type: FollowListType }) {
  const { t } = useAreaTranslation();
  const { listId, accountType } = useParams();
  const fixed = listOf(type, listId);
  const order = useLeadingOrder(fixed?.detailId ?? null);
  const title = t(`followerLists.title.${type}`, { id: fixed?.detailId ?? listId ?? '' });
  usePageTitle(title);
  if (!fixed) return <EmptyState title={t('followerLists.unknown')} description={t('followerLists.unknownHint')} />;
  return (
    <FollowerList
      type={type}
      fixed={fixed}
      title={title}
      order={order.data ?? null}
      orderMissing={order.isSuccess && order.data === null}
      accountType={accountType ?? 'user'}
    />
  );
}

function FollowerList({
  type,
  fixed,
  title,
  order,
  orderMissing,
  accountType,
}: {
  type: FollowListType;
  fixed: { detailId: number; type: FollowListType };
  title: string;
  order: LeadingOrder | null;
  orderMissing: boolean;
  accountType: string;
}) {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList(
    'copyFollowLists',
    [{ type: 'number', name: 'accountId', label: t('followerLists.filter.account') }],
    fixed,
  );
  const entries = useFollowerList(list.request, !orderMissing);
  const canEdit = useCan(EDIT_PERMISSION[type]);
  const remove = useChangeFollowerList('remove');
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<FollowListEntry | null>(null);

  const columns = useMemo<DataTableColumn<FollowListEntry>[]>(
    () => [
      {
        id: 'accountId',
        header: t('followerLists.column.account'),
        width: '240px',
        pin: 'left',
        cell: (e) => <AccountCell accountId={e.accountId} account={e.email} />,
      },
      { id: 'createdBy', header: t('followerLists.column.createdBy') },
      { id: 'createDate', header: t('followerLists.column.created'), dates: true, cell: (e) => <DateText value={e.createDate} /> },
    ],
    [t],
  );
  const actionsFor = (e: FollowListEntry): RowAction[] => [
    { label: t('followerLists.action.remove'), icon: <LuTrash2 />, danger: true, hidden: !canEdit, onClick: () => setRemoving(e) },
  ];

  return (
    <ListPage
      title={title}
      description={t(`followerLists.description.${type}`)}
      actions={
        canEdit ? (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => setUploading(true)} disabled={orderMissing}>
              <LuFileUp /> {t('followerLists.action.batch')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} disabled={orderMissing}>
              <LuPlus /> {t('followerLists.action.add')}
            </Button>
          </HStack>
        ) : null
      }
      tabs={<OrderContext type={type} order={order} orderMissing={orderMissing} accountType={accountType} />}
      list={list}
      filters={fields}
      query={entries}
      columns={columns}
      getRowId={(e) => e.id}
      rowActions={actionsFor}
      empty={{
        none: t(`followerLists.empty.${type}`),
        noneHint: t('followerLists.empty.noneHint'),
        filtered: t('followerLists.empty.filtered'),
      }}
    >
      <AddAccountDialog open={adding} onClose={() => setAdding(false)} list={fixed} />
      <BatchDialog open={uploading} onClose={() => setUploading(false)} list={fixed} />
      <ConfirmDialog
        open={removing !== null}
        destructive
        loading={remove.isPending}
        title={t(`followerLists.remove.title.${type}`)}
        message={t(`followerLists.remove.message.${type}`, {
          account: removing?.accountId ?? '',
          email: removing?.email ?? '',
          id: fixed.detailId,
        })}
        confirmLabel={t('followerLists.action.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync({ ...fixed, accountId: removing.accountId });
            setRemoving(null);
          } catch {
            // The client has shown the API's reason; the dialog stays for another try or a cancel.
          }
        }}
      />
    </ListPage>
  );
}

/** The order the list belongs to, whether its follow permission uses this list now, and the way to the other list. */
function OrderContext({
  type,
  order,
  orderMissing,
  accountType,
}: {
  type: FollowListType;
  order: LeadingOrder | null;
  orderMissing: boolean;
  accountType: string;
}) {
  const { t } = useAreaTranslation();
  if (orderMissing) {
    return (
      <Alert.Root status="error" size="sm" mb="3">
        <Alert.Indicator />
        <Alert.Description>{t('followerLists.orderMissing')}</Alert.Description>
      </Alert.Root>
    );
  }
  if (!order) return null;
  const applies = order.permissionsType === LIST_APPLIES_UNDER[type];
  const other = OTHER[type];
  return (
    <Stack gap="2" mb="3">
      <HStack gap="3" wrap="wrap" textStyle="sm">
        <Text>
          {t('followerLists.order', { id: order.id, pair: order.tradingPairCode, gameplay: order.gameplayName, round: order.runnerId })}
        </Text>
        <Text color="fg.muted">{t('followerLists.leader', { id: order.accountId, email: order.email ?? '' })}</Text>
        <OptionBadge name="followPermissions" value={order.permissionsType} />
        <ChakraLink asChild colorPalette="brand">
          <Link to={followerListPath(other, order, accountType)}>
            {t(`followerLists.other.${other}`, { count: other === 'invite' ? order.inviteCount : order.blockCount })}
          </Link>
        </ChakraLink>
        <ChakraLink asChild colorPalette="brand">
          <Link to={`${LEADING_ORDERS_PATH}/${order.status}?orderId=${order.id}`}>{t('followerLists.backToOrder')}</Link>
        </ChakraLink>
      </HStack>
      {applies ? null : (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t(`followerLists.notApplied.${type}`)}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
