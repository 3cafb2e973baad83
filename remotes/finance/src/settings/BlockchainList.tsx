import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import { ConfirmDialog, type DataTableColumn, DataTable, errorMessage, PageHeader, type RowAction } from '@console/ui';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { LuArrowLeft, LuPencil, LuPlus, LuPower, LuPowerOff, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { FlagBadge, type RowEditing, type RowForm, RowFormDialog } from './components';
import { isSettingsTab, SETTINGS_PATH } from './paths';

/** A blockchain entry of a coin's setting: a deposit channel or a withdrawal blockchain. */
interface BlockchainEntry {
  id: number;
  blockChain: string;
  activation: number;
}

/** The calls of one kind of entry: the setting's list, the save (new, or with its id an edit), the delete. */
interface EntryCalls<T, TIn> {
  useList: (settingId: number) => UseQueryResult<T[]>;
  useSave: (coin: string) => UseMutationResult<unknown, unknown, TIn>;
  useRemove: (coin: string) => UseMutationResult<unknown, unknown, T>;
}

/** Who may change the entries of each kind. */
const MANAGE = { channels: 'financeSettings.depositChannels', chains: 'financeSettings.withdrawalChannels' } as const;

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
 * Switching blockchain entries on and off from their rows (with `toggle`, a save of the page's entries):
 * the row action, idle while a switch runs, and the status column, which shows the switch running and,
 * when the API refused it, why.
 */
function useActivationToggle<T extends BlockchainEntry, Body>({
  toggle,
  toBody,
  canManage,
}: {
  toggle: UseMutationResult<unknown, unknown, Body>;
  /** The entry as saved with its activation switched. */
  toBody: (entry: T, activation: 0 | 1) => Body;
  canManage: boolean;
}): { column: DataTableColumn<T>; action: (entry: T) => RowAction } {
  const { t } = useAreaTranslation();
  const [switched, setSwitched] = useState<number | null>(null);
  const column: DataTableColumn<T> = {
    id: 'activation',
    header: t('settings.column.activation'),
    cell: (c) => (
      <Stack gap="1" align="flex-start">
        <FlagBadge value={c.activation} on={t('settings.active')} off={t('settings.inactive')} />
        {switched === c.id && toggle.isPending ? (
          <HStack gap="1.5" role="status">
            <Spinner size="xs" />
            <Text textStyle="xs" color="fg.muted">
              {c.activation === 1 ? t('settings.activation.deactivating') : t('settings.activation.activating')}
            </Text>
          </HStack>
        ) : null}
        {switched === c.id && toggle.isError ? (
          <Text role="alert" textStyle="xs" color="fg.error">
            {t('settings.activation.failed', { message: errorMessage(toggle.error) ?? '' })}
          </Text>
        ) : null}
      </Stack>
    ),
  };
  const action = (c: T): RowAction => ({
    label: c.activation === 1 ? t('settings.action.deactivate') : t('settings.action.activate'),
    icon: c.activation === 1 ? <LuPowerOff /> : <LuPower />,
    onClick: () => {
      setSwitched(c.id);
      toggle.mutate(toBody(c, c.activation === 1 ? 0 : 1));
    },
    disabled: toggle.isPending,
    hidden: !canManage,
  });
  return { column, action };
}

/**
 * A coin's blockchains (its deposit channels or its withdrawal chains): the header with the way back and
 * the add button, the list with each blockchain's name and status, the add-and-edit dialog, the switch
 * on and off, and the confirmed delete. `texts` is the group of the page's texts under `settings.`
 * (`channels`, `chains`); the page brings its other columns and its form.
 */
export function BlockchainList<T extends BlockchainEntry, TIn extends FieldValues, TOut extends TIn>({
  texts,
  calls,
  columns = [],
  form,
}: {
  texts: 'channels' | 'chains';
  calls: EntryCalls<T, TIn>;
  /** The page's own columns, after the blockchain and its status. */
  columns?: DataTableColumn<T>[];
  /** The add-and-edit form; its values of an entry are what switching it saves, with the activation changed. */
  form: Omit<RowForm<T, TIn, TOut>, 'onSubmit'>;
}) {
  const { t } = useAreaTranslation();
  const { settingId, coin, backTo } = useBlockchainRoute();
  const canManage = useCan(MANAGE[texts]);
  const list = calls.useList(settingId);
  const remove = calls.useRemove(coin);
  const save = calls.useSave(coin);
  const activation = useActivationToggle({
    toggle: calls.useSave(coin),
    toBody: (c: T, active) => ({ ...form.values(c), activation: active }),
    canManage,
  });
  const [editing, setEditing] = useState<RowEditing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const title = t(`settings.${texts}.title`, { coin });
  // The coin names the page in its history tag and the document title too (the route's title is generic).
  usePageTitle(coin ? title : null);
  return (
    <>
      <BlockchainHeader
        title={title}
        description={t(`settings.${texts}.description`, { coin })}
        backTo={backTo}
        actions={
          canManage && settingId ? (
            <Button colorPalette="brand" size="sm" onClick={() => setEditing({ row: null })}>
              <LuPlus /> {t(`settings.${texts}.add`)}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={title}
        columns={[
          {
            id: 'blockChain',
            header: t('settings.column.blockChain'),
            width: '140px',
            pin: 'left',
            cell: (c) => <Text fontWeight="medium">{c.blockChain}</Text>,
          },
          activation.column,
          ...columns,
        ]}
        data={settingId ? list.data : []}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(c) => c.id}
        rowActions={(c) => [
          { label: t('settings.action.edit'), icon: <LuPencil />, onClick: () => setEditing({ row: c }), hidden: !canManage },
          activation.action(c),
          { label: t('settings.action.delete'), icon: <LuTrash2 />, danger: true, onClick: () => setDeleting(c), hidden: !canManage },
        ]}
        emptyTitle={settingId ? t(`settings.${texts}.emptyTitle`, { coin }) : t('settings.badLink')}
        emptyDescription={
          settingId ? (canManage ? t(`settings.${texts}.emptyHint`) : t('settings.emptyReadOnly')) : t('settings.badLinkHint')
        }
      />
      <RowFormDialog
        form={{ ...form, onSubmit: (v) => save.mutateAsync(v) }}
        editing={editing}
        title={(c) => (c ? t(`settings.${texts}.editTitle`, { chain: c.blockChain, coin }) : t(`settings.${texts}.addTitle`, { coin }))}
        onClose={() => setEditing(null)}
      />
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
