import { Button, HStack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { crossOriginAdd, settingReason } from '@console/contracts/schemas/settings';
import type { CrossOriginEntry } from '@console/contracts/schemas/settings-answers';
import {
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
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { VersionHistory } from '../common/VersionHistory';
import { CROSS_ORIGIN_KEY, crossOriginList, useAddCrossOrigin, useCrossOrigins, useDeleteCrossOrigin, useEditCrossOrigin } from './api';

const entryForm = crossOriginAdd;
const EMPTY_ENTRY: z.input<typeof entryForm> = { origin: '', remark: '', reason: '' };
const deleteForm = z.object({ reason: settingReason });

/**
 * The API's cross-origin allowlist: the origins whose browsers may call the API (a page of any other origin
 * gets no CORS headers, so its browser keeps the answers from it). Each change needs a reason, is a version
 * with its history, and applies to every API instance at once.
 */
export default function DomainWhiteListPage() {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const list = useList(crossOriginList.key, crossOriginList.defaults);
  const entries = useCrossOrigins(list.request);
  const add = useAddCrossOrigin();
  const edit = useEditCrossOrigin();
  const remove = useDeleteCrossOrigin();
  const canEdit = useCan('domainWhitelist.edit');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CrossOriginEntry | null>(null);
  const [deleting, setDeleting] = useState<CrossOriginEntry | null>(null);

  const columns = useMemo<DataTableColumn<CrossOriginEntry>[]>(
    () => [
      {
        id: 'origin',
        header: t('domainWhiteList.column.origin'),
        width: '320px',
        pin: 'left',
        cell: (e) => <Text fontFamily="mono">{e.origin}</Text>,
      },
      { id: 'remark', header: t('domainWhiteList.column.remark'), cell: (e) => <Text truncate>{e.remark ?? '—'}</Text> },
      {
        id: 'updateTime',
        header: t('domainWhiteList.column.updated'),
        dates: true,
        exportValue: (e) => formatDateTime(e.updateTime, zone),
        cell: (e) => <DateText value={e.updateTime} />,
      },
    ],
    [t, zone],
  );

  return (
    <ListPage
      title={t('routes.domainWhiteList')}
      description={t('domainWhiteList.description')}
      actions={
        <HStack gap="2">
          <VersionHistory
            setting="cross-origin"
            canRevert={canEdit}
            invalidate={[CROSS_ORIGIN_KEY]}
            // A version keeps each origin's remark; an origin it does not hold was not listed.
            formatValue={(_origin, remark) =>
              remark === null
                ? t('domainWhiteList.history.notListed')
                : remark
                  ? t('domainWhiteList.history.listedWith', { remark: String(remark) })
                  : t('domainWhiteList.history.listed')
            }
          />
          {canEdit ? (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <LuPlus /> {t('domainWhiteList.add.button')}
            </Button>
          ) : null}
        </HStack>
      }
      list={list}
      filters={[{ type: 'text', name: 'origin', label: t('domainWhiteList.filter.origin') }]}
      columns={columns}
      query={entries}
      getRowId={(e) => e.origin}
      empty={{
        filtered: t('domainWhiteList.empty.filtered'),
        none: t('domainWhiteList.empty.none'),
        noneHint: t('domainWhiteList.empty.hint'),
      }}
      rowActions={(e) => [
        { label: t('domainWhiteList.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(e) },
        { label: t('domainWhiteList.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canEdit, onClick: () => setDeleting(e) },
      ]}
    >
      <FormDialog
        open={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        title={editing ? t('domainWhiteList.edit.title') : t('domainWhiteList.add.title')}
        submitLabel={editing ? t('domainWhiteList.edit.submit') : t('domainWhiteList.add.submit')}
        schema={entryForm}
        defaultValues={editing ? { origin: editing.origin, remark: editing.remark ?? '', reason: '' } : EMPTY_ENTRY}
        fieldMessages={{ origin: t('domainWhiteList.validation.origin'), reason: t('settingsCommon.reason.required') }}
        onSubmit={(values) => (editing ? edit.mutateAsync({ ...values, replaced: editing.origin }) : add.mutateAsync(values))}
      >
        <TextField
          name="origin"
          label={t('domainWhiteList.field.origin')}
          required
          placeholder="https://console.example.com"
          helperText={t('domainWhiteList.field.originHint')}
        />
        <TextField name="remark" label={t('domainWhiteList.field.remark')} />
        <TextareaField name="reason" rows={2} required label={t('settingsCommon.reason.label')} />
      </FormDialog>
      <FormDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        size="sm"
        title={t('domainWhiteList.delete.title', { origin: deleting?.origin ?? '' })}
        submitLabel={t('domainWhiteList.action.delete')}
        schema={deleteForm}
        defaultValues={{ reason: '' }}
        fieldMessages={{ reason: t('settingsCommon.reason.required') }}
        onSubmit={(values) => deleting && remove.mutateAsync({ origin: deleting.origin, reason: values.reason })}
      >
        <Text>{t('domainWhiteList.delete.message', { origin: deleting?.origin ?? '' })}</Text>
        <TextareaField name="reason" rows={2} required label={t('settingsCommon.reason.label')} />
      </FormDialog>
    </ListPage>
  );
}
