import { Button, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type BlacklistEntry, blacklistAdd } from '@console/contracts';
import {
  Can,
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FilterBar,
  FormDialog,
  OptionBadge,
  PageHeader,
  PagedTable,
  SelectField,
  TextareaField,
  TextField,
  toRequestParams,
  useOptions,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { useAddBlacklistEntry, useBlacklist, useDeleteBlacklistEntry } from './api';

const FILTER_DEFAULTS = { ip: '', banIpType: '' };
const EMPTY_ENTRY: z.input<typeof blacklistAdd> = { ip: '', banIpType: '', reason: '', country: '' };

/** Addresses and ranges the client platform refuses (sign-in, registration or all access). */
export default function IpBlacklistPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useBlacklist({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, ['banIpType']) });
  const options = useOptions();
  const addEntry = useAddBlacklistEntry();
  const deleteEntry = useDeleteBlacklistEntry();
  const canDelete = useCan('ipBlacklist.delete');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BlacklistEntry | null>(null);

  const columns = useMemo<DataTableColumn<BlacklistEntry>[]>(
    () => [
      { id: 'id', header: t('ipList.column.id'), numeric: true, width: '72px' },
      { id: 'ip', header: t('ipList.column.ip'), cell: (e) => <Text fontFamily="mono">{e.ip}</Text> },
      { id: 'country', header: t('ipList.column.country') },
      { id: 'banIpType', header: t('blacklist.column.banIpType'), cell: (e) => <OptionBadge name="banIpType" value={e.banIpType} /> },
      { id: 'reason', header: t('blacklist.column.reason') },
      { id: 'createDate', header: t('ipList.column.created'), cell: (e) => <DateText value={e.createDate} /> },
    ],
    [t],
  );
  const filtered = Boolean(url.filters.ip || url.filters.banIpType);

  return (
    <>
      <PageHeader
        title={t('routes.blackList')}
        description={t('blacklist.description')}
        actions={
          <Can permission="ipBlacklist.add">
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <LuPlus /> {t('blacklist.add.button')}
            </Button>
          </Can>
        }
      />
      <FilterBar
        state={url}
        fields={[
          { type: 'text', name: 'ip', label: t('ipList.filter.ip') },
          { type: 'option', name: 'banIpType', label: t('blacklist.filter.banIpType'), optionName: 'banIpType' },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.blackList')}
        columns={columns}
        getRowId={(e) => e.id}
        emptyTitle={filtered ? t('ipList.empty.filtered') : t('blacklist.empty')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
        rowActions={(e) => [
          { label: t('ipList.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(e) },
        ]}
      />

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
    </>
  );
}
