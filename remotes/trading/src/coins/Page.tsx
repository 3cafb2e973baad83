import { Badge, Button, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { Coin } from '@console/contracts/schemas/trading-coins';
import { type DataTableColumn, DateText, DialogFrame, errorMessage, type RowAction } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuImage, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { LogoName } from '../lists/cells';
import { SettingsListPage } from '../lists/settings-list';
import { useFilterBarList } from '@console/ui';
import { useCoins, useDeleteCoin } from './api';
import { AddCoinDialog, ChangeIconDialog, EditCoinDialog } from './dialogs';

/** A switch of a coin as a badge: on in green, off in grey. */
function Flag({ on }: { on: number }) {
  const { t } = useAreaTranslation();
  return (
    <Badge colorPalette={on === 1 ? 'green' : 'gray'} variant="subtle">
      {on === 1 ? t('common.yes') : t('common.no')}
    </Badge>
  );
}

/** The coins of the platform: add one with its icon, switch what it may do, change its icon, delete an unused one. */
export default function CoinsPage() {
  const { t } = useAreaTranslation();
  const yesNo = [
    { value: '1', label: t('common.yes') },
    { value: '0', label: t('common.no') },
  ];
  const { list, fields } = useFilterBarList('coins', [
    { type: 'text', name: 'code', label: t('coins.filter.code') },
    { type: 'select', name: 'display', label: t('coins.filter.display'), options: yesNo },
  ]);
  const coins = useCoins(list.request);
  const canEdit = useCan('coins.edit');
  const canIcon = useCan('coins.editIcon');
  const canDelete = useCan('coins.delete');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Coin | null>(null);
  const [changingIcon, setChangingIcon] = useState<Coin | null>(null);
  const [deleting, setDeleting] = useState<Coin | null>(null);

  const columns = useMemo<DataTableColumn<Coin>[]>(
    () => [
      { id: 'id', header: t('coins.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'coin',
        header: t('coins.column.coin'),
        width: '260px',
        pin: 'left',
        exportValue: (c) => c.code,
        cell: (c) => <LogoName logo={c.logo} name={c.code} sub={c.fullName} />,
      },
      { id: 'decimals', header: t('coins.column.decimals'), numeric: true, cell: (c) => c.decimals },
      { id: 'display', header: t('coins.column.display'), exportValue: (c) => c.display, cell: (c) => <Flag on={c.display} /> },
      {
        id: 'supportTransfer',
        header: t('coins.column.transfer'),
        exportValue: (c) => c.supportTransfer,
        cell: (c) => <Flag on={c.supportTransfer} />,
      },
      {
        id: 'depositWithdrawal',
        header: t('coins.column.depositWithdrawal'),
        exportValue: (c) => c.supportDepositWithDrawal,
        cell: (c) => <Flag on={c.supportDepositWithDrawal} />,
      },
      { id: 'sort', header: t('coins.column.sort'), numeric: true, cell: (c) => c.sort },
      { id: 'updateDate', header: t('coins.column.updated'), dates: true, cell: (c) => <DateText value={c.updateDate} /> },
    ],
    [t],
  );
  const actionsFor = (c: Coin): RowAction[] => [
    { label: t('coins.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(c) },
    { label: t('coins.action.icon'), icon: <LuImage />, hidden: !canIcon, onClick: () => setChangingIcon(c) },
    { label: t('coins.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(c) },
  ];

  return (
    <SettingsListPage
      texts="coins"
      title={t('routes.coins')}
      add={{ permission: 'coins.add', onClick: () => setAdding(true) }}
      list={list}
      filters={fields}
      query={coins}
      columns={columns}
      getRowId={(c) => c.id}
      rowActions={canEdit || canIcon || canDelete ? actionsFor : undefined}
    >
      <AddCoinDialog open={adding} onClose={() => setAdding(false)} />
      <EditCoinDialog coin={editing} onClose={() => setEditing(null)} />
      <ChangeIconDialog coin={changingIcon} onClose={() => setChangingIcon(null)} />
      <DeleteCoinDialog coin={deleting} onClose={() => setDeleting(null)} />
    </SettingsListPage>
  );
}

/**
 * Asks before deleting a coin, naming it. A coin that wallets, settings or pairs use is refused by the API with
 * what uses it: the refusal stays in the dialog, beside the coin it is about.
 */
function DeleteCoinDialog({ coin, onClose }: { coin: Coin | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const remove = useDeleteCoin();
  const close = () => {
    remove.reset();
    onClose();
  };
  const refused = remove.error ? (errorMessage(remove.error) ?? t('coins.delete.failed')) : null;
  return (
    <DialogFrame
      open={coin !== null}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={t('coins.delete.title', { code: coin?.code ?? '' })}
      busy={remove.isPending}
      error={refused ? t('coins.delete.refused', { reason: refused }) : undefined}
      confirm={
        refused
          ? undefined
          : { label: t('coins.action.delete'), destructive: true, onConfirm: () => coin && remove.mutate(coin, { onSuccess: close }) }
      }
      actions={refused ? <Button onClick={close}>{t('coins.delete.close')}</Button> : undefined}
    >
      <Text>{coin ? t('coins.delete.message', { code: coin.code, name: coin.fullName }) : ''}</Text>
    </DialogFrame>
  );
}
