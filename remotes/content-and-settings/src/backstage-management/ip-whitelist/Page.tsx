import { Button, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type WhitelistEntry, whitelistAdd } from '@console/contracts';
import {
  type BulkAction,
  Can,
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FormDialog,
  formatDateTime,
  ListPage,
  TextareaField,
  TextField,
  useAdminTimeZone,
  useList,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { queryKeys } from '../common/keys';
import { withKnownRefusals } from '../common/refusals';
import { deleteWhitelistEntry, useAddWhitelistEntry, useDeleteWhitelistEntry, useWhitelist, whitelistList } from './api';
import { LongText } from '../common/LongText';

const EMPTY_ENTRY: z.input<typeof whitelistAdd> = { ip: '', remark: '', country: '' };

/** Addresses and ranges staff may sign in and call the API from; an empty list allows every address. */
export default function IpWhitelistPage() {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const list = useList(whitelistList.key, whitelistList.defaults);
  const entries = useWhitelist(list.request);
  const addEntry = useAddWhitelistEntry();
  const deleteEntry = useDeleteWhitelistEntry();
  const canDelete = useCan('ipWhitelist.delete');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WhitelistEntry | null>(null);

  const columns = useMemo<DataTableColumn<WhitelistEntry>[]>(
    () => [
      { id: 'id', header: t('ipList.column.id'), numeric: true, width: '72px', pin: 'left' },
      { id: 'ip', header: t('ipList.column.ip'), width: '200px', pin: 'left', cell: (e) => <Text fontFamily="mono">{e.ip}</Text> },
      { id: 'country', header: t('ipList.column.country') },
      { id: 'remark', header: t('ipList.column.remark'), cell: (e) => <LongText text={e.remark} /> },
      {
        id: 'createDate',
        header: t('ipList.column.created'),
        dates: true,
        exportValue: (e) => formatDateTime(e.createDate, zone),
        cell: (e) => <DateText value={e.createDate} />,
      },
    ],
    [t, zone],
  );

  // Each entry goes through the single deletion and its check: the entry covering the admin's own address
  // is refused (the API answers 409) while the others are deleted.
  const bulkDelete: BulkAction<WhitelistEntry> = {
    id: 'delete',
    label: t('ipList.action.delete'),
    danger: true,
    title: (count) => t('whitelist.bulkDelete.title', { count }),
    confirmLabel: t('ipList.bulkDelete.confirm'),
    describe: (e) => `${e.ip} · ${e.remark}`,
    run: (e) =>
      withKnownRefusals(deleteWhitelistEntry(e.id, { silent: true }), {
        409: (message) => t('whitelist.refusal.shutOut', { address: /your address (\S+)/.exec(message)?.[1] ?? '' }),
        404: () => t('ipList.refusal.gone'),
      }),
    invalidate: [queryKeys.whitelist],
  };

  return (
    <ListPage
      title={t('routes.whiteList')}
      description={t('whitelist.description')}
      actions={
        <Can permission="ipWhitelist.add">
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <LuPlus /> {t('whitelist.add.button')}
          </Button>
        </Can>
      }
      list={list}
      filters={[{ type: 'text', name: 'ip', label: t('ipList.filter.ip') }]}
      columns={columns}
      query={entries}
      getRowId={(e) => e.id}
      empty={{ filtered: t('ipList.empty.filtered'), none: t('whitelist.empty'), noneHint: t('whitelist.emptyHint') }}
      rowActions={(e) => [
        { label: t('ipList.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(e) },
      ]}
      bulkActions={canDelete ? [bulkDelete] : []}
    >
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t('whitelist.add.title')}
        submitLabel={t('whitelist.add.submit')}
        schema={whitelistAdd}
        defaultValues={EMPTY_ENTRY}
        fieldMessages={{ ip: t('ipList.validation.ipOrCidr') }}
        onSubmit={(values) => addEntry.mutateAsync(values)}
      >
        <TextField
          name="ip"
          label={t('ipList.field.ip')}
          required
          placeholder="203.0.113.7 / 10.0.0.0/8"
          helperText={t('whitelist.add.ipHelp')}
        />
        <TextField name="country" label={t('ipList.field.country')} />
        <TextareaField name="remark" label={t('ipList.field.remark')} required />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('whitelist.delete.title')}
        message={t('whitelist.delete.message', { ip: deleting?.ip ?? '' })}
        confirmLabel={t('ipList.action.delete')}
        loading={deleteEntry.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteEntry.mutate({ id: deleting.id, ip: deleting.ip }, { onSettled: () => setDeleting(null) })}
      />
    </ListPage>
  );
}
