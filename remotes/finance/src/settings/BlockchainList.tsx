import { Button } from '@chakra-ui/react';
import { ConfirmDialog, type DataTableColumn, DataTable, PageHeader, type RowAction } from '@console/ui';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LuArrowLeft, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { isSettingsTab, SETTINGS_PATH } from './paths';

/** The route's setting id and coin (`…/deposit-blockchain/{id}/{coin}`), and the tab to return to. */
export function useBlockchainRoute() {
  const { tabName, id, coin } = useParams();
  const settingId = Number(id);
  return {
    settingId: Number.isInteger(settingId) && settingId > 0 ? settingId : 0,
    coin: coin ?? '',
    backTo: `${SETTINGS_PATH}/${isSettingsTab(tabName) ? tabName : 'general'}`,
  };
}

/** The header of a coin's blockchain page: its title, the way back to the settings tab, and the actions. */
function BlockchainHeader({
  title,
  description,
  backTo,
  actions,
}: {
  title: string;
  description: string;
  backTo: string;
  actions?: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => navigate(backTo)}>
            <LuArrowLeft /> {t('settings.action.back')}
          </Button>
          {actions}
        </>
      }
    />
  );
}

/**
 * A coin's blockchains (its deposit channels or its withdrawal chains): the header with the way back and
 * the add button, the list, and the confirmed delete. `texts` is the group of the page's texts under
 * `settings.` (`channels`, `chains`); the page brings its columns, its other row actions and its form.
 */
export function BlockchainList<T extends { id: number; blockChain: string }>({
  texts,
  canManage,
  list,
  columns,
  rowActions = () => [],
  remove,
  onAdd,
  children,
}: {
  texts: 'channels' | 'chains';
  canManage: boolean;
  list: UseQueryResult<T[]>;
  columns: DataTableColumn<T>[];
  rowActions?: (row: T) => RowAction[];
  remove: UseMutationResult<unknown, unknown, T>;
  onAdd: () => void;
  /** The page's add (and edit) form. */
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const { settingId, coin, backTo } = useBlockchainRoute();
  const [deleting, setDeleting] = useState<T | null>(null);
  const title = t(`settings.${texts}.title`, { coin });
  return (
    <>
      <BlockchainHeader
        title={title}
        description={t(`settings.${texts}.description`, { coin })}
        backTo={backTo}
        actions={
          canManage && settingId ? (
            <Button colorPalette="brand" size="sm" onClick={onAdd}>
              <LuPlus /> {t(`settings.${texts}.add`)}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={title}
        columns={columns}
        data={settingId ? list.data : []}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(c) => c.id}
        rowActions={(c) => [
          ...rowActions(c),
          { label: t('settings.action.delete'), icon: <LuTrash2 />, danger: true, onClick: () => setDeleting(c), hidden: !canManage },
        ]}
        emptyTitle={settingId ? t(`settings.${texts}.emptyTitle`, { coin }) : t('settings.badLink')}
        emptyDescription={
          settingId ? (canManage ? t(`settings.${texts}.emptyHint`) : t('settings.emptyReadOnly')) : t('settings.badLinkHint')
        }
      />
      {children}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`settings.${texts}.deleteTitle`, { chain: deleting?.blockChain, coin })}
        message={t(`settings.${texts}.deleteMessage`, { chain: deleting?.blockChain, coin })}
        destructive
        confirmLabel={t('settings.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
