import { Button, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type BlacklistEntry, blacklistAdd } from '@console/contracts';
import {
  type BulkAction,
  Can,
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FormDialog,
  formatDateTime,
  ListPage,
  OptionBadge,
  SelectField,
  TextareaField,
  TextField,
  useAdminTimeZone,
  useList,
  useOptions,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { queryKeys } from '../common/keys';
import { withKnownRefusals } from '../common/refusals';
import { blacklistList, deleteBlacklistEntry, useAddBlacklistEntry, useBlacklist, useDeleteBlacklistEntry } from './api';
import { LongText } from '../common/LongText';

const EMPTY_ENTRY: z.input<typeof blacklistAdd> = { ip: '', banIpType: '', reason: '', country: '' };

/** Addresses and ranges the client platform refuses (sign-in, registration or all access). */
export default function IpBlacklistPage() {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const list = useList(blacklistList.key, blacklistList.defaults, blacklistList.optionsFor());
  const entries = useBlacklist(list.request);
  const options = useOptions();
  const addEntry = useAddBlacklistEntry();
  const deleteEntry = useDeleteBlacklistEntry();
  const canDelete = useCan('ipBlacklist.delete');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BlacklistEntry | null>(null);

  const columns = useMemo<DataTableColumn<BlacklistEntry>[]>(
    () => [
      { id: 'id', header: t('ipList.column.id'), numeric: true, width: '72px', pin: 'left' },
      { id: 'ip', header: t('ipList.column.ip'), width: '200px', pin: 'left', cell: (e) => <Text fontFamily="mono">{e.ip}</Text> },
      { id: 'country', header: t('ipList.column.country') },
      {
        id: 'banIpType',
        header: t('blacklist.column.banIpType'),
        exportValue: (e) => options.label('banIpType', e.banIpType),
        cell: (e) => <OptionBadge name="banIpType" value={e.banIpType} />,
      },
      { id: 'reason', header: t('blacklist.column.reason'), cell: (e) => <LongText text={e.reason} /> },
      {
        id: 'createDate',
        header: t('ipList.column.created'),
        dates: true,
        exportValue: (e) => formatDateTime(e.createDate, zone),
        cell: (e) => <DateText value={e.createDate} />,
      },
    ],
    [t, options, zone],
  );

  // Lifting bans one by one, each through the single deletion.
  const bulkDelete: BulkAction<BlacklistEntry> = {
    id: 'delete',
    label: t('ipList.action.delete'),
    danger: true,
    title: (count) => t('blacklist.bulkDelete.title', { count }),
    confirmLabel: t('ipList.bulkDelete.confirm'),
    describe: (e) => `${e.ip} · ${options.label('banIpType', e.banIpType)}`,
    run: (e) => withKnownRefusals(deleteBlacklistEntry(e.id, { silent: true }), { 404: () => t('ipList.refusal.gone') }),
    invalidate: [queryKeys.blacklist],
  };

  return (
    <ListPage
      title={t('routes.blackList')}
      description={t('blacklist.description')}
      actions={
        <Can permission="ipBlacklist.add">
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <LuPlus /> {t('blacklist.add.button')}
          </Button>
        </Can>
      }
      list={list}
      filters={[
        { type: 'text', name: 'ip', label: t('ipList.filter.ip') },
        { type: 'option', name: 'banIpType', label: t('blacklist.filter.banIpType'), optionName: 'banIpType' },
      ]}
      columns={columns}
      query={entries}
      getRowId={(e) => e.id}
      empty={{ filtered: t('ipList.empty.filtered'), none: t('blacklist.empty') }}
      rowActions={(e) => [
        { label: t('ipList.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(e) },
      ]}
      bulkActions={canDelete ? [bulkDelete] : []}
    >
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t('blacklist.add.title')}
        submitLabel={t('blacklist.add.submit')}
        schema={blacklistAdd}
        defaultValues={EMPTY_ENTRY}
        fieldMessages={{ ip: t('ipList.validation.ipOrCidr'), banIpType: t('blacklist.validation.banIpType') }}
        onSubmit={(values) => addEntry.mutateAsync(values)}
      >
        <TextField name="ip" label={t('ipList.field.ip')} required placeholder="198.51.100.0/24" />
        <SelectField name="banIpType" label={t('blacklist.field.banIpType')} required options={options.list('banIpType')} />
        <TextField name="country" label={t('ipList.field.country')} />
        <TextareaField name="reason" label={t('blacklist.field.reason')} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('blacklist.delete.title')}
        message={t('blacklist.delete.message', { ip: deleting?.ip ?? '' })}
        confirmLabel={t('ipList.action.delete')}
        loading={deleteEntry.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteEntry.mutate({ id: deleting.id, ip: deleting.ip }, { onSettled: () => setDeleting(null) })}
      />
    </ListPage>
  );
}
