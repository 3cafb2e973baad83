import { Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type BatchUpload, BATCH_UPLOAD_COLUMNS, MAX_BATCH_UPLOAD_ROWS } from '@console/contracts';
import { Can, type DataTableColumn, DateText, DialogFrame, ListPage, OptionBadge, useList, useOptions } from '@console/ui';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { LuDownload, LuEye, LuUpload } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useBatchUpload, useBatchUploads } from './api';
import { BatchDetailDrawer } from './BatchDetailDrawer';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV with the header row and one example line, made in the browser. */
function downloadTemplate(): void {
  const example = ['new.user@example.com', '', '', 'ChangeMe2026', '1', '', 'imported'];
  const text = `\ufeff${BATCH_UPLOAD_COLUMNS.join(',')}\r\n${example.join(',')}\r\n`;
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = 'users-batch-template.csv';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const upload = useBatchUpload();
  const [type, setType] = useState('1');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    try {
      await upload.mutateAsync({ batchUploadType: Number(type), file });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch {
      // The client has shown the API's reason (a malformed file, say); the form keeps the choice.
    }
  };

  return (
    <Box asChild>
      <form noValidate onSubmit={submit} aria-label={t('batchUpload.form.title')}>
        <Stack gap="3">
          <Flex justify="flex-end">
            <Button variant="ghost" size="xs" onClick={downloadTemplate}>
              <LuDownload /> {t('batchUpload.form.template')}
            </Button>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('batchUpload.form.hint', { columns: BATCH_UPLOAD_COLUMNS.join(', '), max: MAX_BATCH_UPLOAD_ROWS.toLocaleString() })}
          </Text>
          <HStack gap="4" align="end" wrap="wrap">
            <Field.Root width="56" required>
              <Field.Label htmlFor={typeId}>
                {t('batchUpload.form.type')} <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field id={typeId} value={type} onChange={(e) => setType(e.currentTarget.value)}>
                  {options.list('batchUploadType').map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root width="80" required invalid={missingFile && !file}>
              <Field.Label htmlFor={fileId}>
                {t('batchUpload.form.file')} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                id={fileId}
                ref={input}
                type="file"
                size="sm"
                accept={ACCEPT}
                pt="1"
                onChange={(e) => {
                  setFile(e.currentTarget.files?.[0] ?? null);
                  setMissingFile(false);
                }}
              />
              <Field.ErrorText>{t('batchUpload.form.fileRequired')}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" size="sm" loading={upload.isPending}>
              <LuUpload /> {t('batchUpload.form.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

/** The upload form in a dialog opened from the page header, so the uploads list keeps the page's height. */
function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAreaTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} size="lg" title={t('batchUpload.form.title')}>
      <UploadForm onUploaded={onClose} />
    </DialogFrame>
  );
}

const FILTERS = { batchUploadType: '' };

/**
 * Batch upload of users (a tab of the users page): the uploads made so far with their counts, a drawer with
 * the result of every row of one upload, and the upload form (behind `users.batchUpload`) from the header.
 */
export default function BatchUploadTab({ tabs }: { tabs?: ReactNode }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const list = useList('users.batchUploads', FILTERS, { numeric: ['batchUploadType'] });
  const uploads = useBatchUploads(list.request);
  const [viewing, setViewing] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);

  const columns = useMemo<DataTableColumn<BatchUpload>[]>(
    () => [
      // Pinned columns keep their width (`minWidth`), so the next pinned one sits where it is placed.
      { id: 'id', header: t('batchUpload.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'fileName',
        header: t('batchUpload.column.fileName'),
        width: '220px',
        pin: 'left',
        cell: (b) => (
          <Text truncate maxW="196px" title={b.fileName}>
            {b.fileName}
          </Text>
        ),
      },
      {
        id: 'batchUploadType',
        header: t('batchUpload.column.type'),
        exportValue: (b) => options.label('batchUploadType', b.batchUploadType),
        cell: (b) => <OptionBadge name="batchUploadType" value={b.batchUploadType} />,
      },
      {
        id: 'status',
        header: t('batchUpload.column.status'),
        exportValue: (b) => options.label('batchUploadStatus', b.status),
        cell: (b) => <OptionBadge name="batchUploadStatus" value={b.status} />,
      },
      { id: 'totalRows', header: t('batchUpload.column.total'), numeric: true },
      {
        id: 'successRows',
        header: t('batchUpload.column.created'),
        numeric: true,
        cell: (b) => <Text color={b.successRows ? 'fg.success' : undefined}>{b.successRows}</Text>,
      },
      {
        id: 'failedRows',
        header: t('batchUpload.column.refused'),
        numeric: true,
        cell: (b) => <Text color={b.failedRows ? 'fg.error' : undefined}>{b.failedRows}</Text>,
      },
      { id: 'pendingRows', header: t('batchUpload.column.pending'), numeric: true },
      { id: 'adminAccount', header: t('batchUpload.column.admin') },
      { id: 'createDate', header: t('batchUpload.column.date'), dates: true, cell: (b) => <DateText value={b.createDate} /> },
    ],
    [t, options],
  );

  return (
    <ListPage
      title={t('routes.users')}
      description={t('users.description')}
      label={t('batchUpload.list.title')}
      actions={
        <Can permission="users.batchUpload">
          <Button colorPalette="brand" size="sm" onClick={() => setUploading(true)}>
            <LuUpload /> {t('batchUpload.form.title')}
          </Button>
        </Can>
      }
      tabs={tabs}
      list={list}
      filters={[{ type: 'option', name: 'batchUploadType', label: t('batchUpload.list.filterType'), optionName: 'batchUploadType' }]}
      columns={columns}
      query={uploads}
      getRowId={(b) => b.id}
      onRowClick={(b) => setViewing(b.id)}
      rowActions={(b) => [{ label: t('batchUpload.action.details'), icon: <LuEye />, onClick: () => setViewing(b.id) }]}
      empty={{
        filtered: t('batchUpload.list.emptyFiltered'),
        none: t('batchUpload.list.empty'),
        noneHint: t('batchUpload.list.emptyHint'),
      }}
    >
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <BatchDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
