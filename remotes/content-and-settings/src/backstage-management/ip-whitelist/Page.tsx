import { Button, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type WhitelistEntry, whitelistAdd } from '@console/contracts';
import {
  Can,
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FilterBar,
  FormDialog,
  PageHeader,
  PagedTable,
  TextareaField,
  TextField,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { useAddWhitelistEntry, useDeleteWhitelistEntry, useWhitelist } from './api';

const FILTER_DEFAULTS = { ip: '' };
const EMPTY_ENTRY: z.input<typeof whitelistAdd> = { ip: '', remark: '', country: '' };

/** Addresses and ranges staff may sign in and call the API from; an empty list allows every address. */
export default function IpWhitelistPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useWhitelist({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters) });
  const addEntry = useAddWhitelistEntry();
  const deleteEntry = useDeleteWhitelistEntry();
  const canDelete = useCan('ipWhitelist.delete');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WhitelistEntry | null>(null);

  const columns = useMemo<DataTableColumn<WhitelistEntry>[]>(
    () => [
      { id: 'id', header: t('ipList.column.id'), numeric: true, width: '72px' },
      { id: 'ip', header: t('ipList.column.ip'), cell: (e) => <Text fontFamily="mono">{e.ip}</Text> },
      { id: 'country', header: t('ipList.column.country') },
      { id: 'remark', header: t('ipList.column.remark') },
      { id: 'createDate', header: t('ipList.column.created'), cell: (e) => <DateText value={e.createDate} /> },
    ],
    [t],
  );
  const filtered = Boolean(url.filters.ip);

  return (
    <>
      <PageHeader
        title={t('routes.whiteList')}
        description={t('whitelist.description')}
        actions={
          <Can permission="ipWhitelist.add">
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <LuPlus /> {t('whitelist.add.button')}
            </Button>
          </Can>
        }
      />
      <FilterBar state={url} fields={[{ type: 'text', name: 'ip', label: t('ipList.filter.ip') }]} />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.whiteList')}
        columns={columns}
        getRowId={(e) => e.id}
        emptyTitle={filtered ? t('ipList.empty.filtered') : t('whitelist.empty')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : t('whitelist.emptyHint')}
        rowActions={(e) => [
          { label: t('ipList.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(e) },
        ]}
      />

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
    </>
  );
}
