import { Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type BatchUpload, BATCH_UPLOAD_COLUMNS, MAX_BATCH_UPLOAD_ROWS } from '@console/contracts';
import { Can, type DataTableColumn, DateText, OptionBadge, PagedTable, useOptions } from '@console/ui';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
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

function UploadForm() {
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
    } catch {
      // The client has shown the API's reason (a malformed file, say); the form keeps the choice.
    }
  };

  return (
    <Box asChild borderWidth="1px" rounded="md" p="4">
      <form noValidate onSubmit={submit} aria-label={t('batchUpload.form.title')}>
        <Stack gap="3">
          <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
            <Heading as="h3" size="sm">
              {t('batchUpload.form.title')}
            </Heading>
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

/**
 * Batch upload of users (a tab of the users page): the upload form (behind `users.batchUpload`), the
 * uploads made so far with their counts, and a drawer with the result of every row of one upload.
 */
export default function BatchUploadTab() {
  const { t } = useAreaTranslation();
  const [pageNum, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [typeFilter, setTypeFilter] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const options = useOptions();
  const filterId = useId();
  const list = useBatchUploads({ pageNum, pageSize, ...(typeFilter ? { batchUploadType: Number(typeFilter) } : {}) });

  const columns = useMemo<DataTableColumn<BatchUpload>[]>(
    () => [
      { id: 'id', header: t('batchUpload.column.id'), numeric: true, width: '72px' },
      { id: 'fileName', header: t('batchUpload.column.fileName'), minWidth: '180px' },
      {
        id: 'batchUploadType',
        header: t('batchUpload.column.type'),
        cell: (b) => <OptionBadge name="batchUploadType" value={b.batchUploadType} />,
      },
      { id: 'status', header: t('batchUpload.column.status'), cell: (b) => <OptionBadge name="batchUploadStatus" value={b.status} /> },
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
      { id: 'createDate', header: t('batchUpload.column.date'), cell: (b) => <DateText value={b.createDate} /> },
    ],
    [t],
  );

  return (
    <Stack gap="4">
      <Can permission="users.batchUpload">
        <UploadForm />
      </Can>
      <Flex justify="space-between" align="end" wrap="wrap" gap="2">
        <Heading as="h3" size="sm">
          {t('batchUpload.list.title')}
        </Heading>
        <HStack gap="2">
          <label htmlFor={filterId}>
            <Text fontSize="sm" color="fg.muted">
              {t('batchUpload.list.filterType')}
            </Text>
          </label>
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field
              id={filterId}
              value={typeFilter}
              onChange={(e) => {
                setTypeFilter(e.currentTarget.value);
                setPage(1);
              }}
            >
              <option value="">{t('batchUpload.list.allTypes')}</option>
              {options.list('batchUploadType').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Flex>
      <PagedTable
        query={list}
        paging={{
          pageNum,
          pageSize,
          setPage,
          setPageSize: (size: number) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        label={t('batchUpload.list.title')}
        columns={columns}
        getRowId={(b) => b.id}
        emptyTitle={typeFilter ? t('batchUpload.list.emptyFiltered') : t('batchUpload.list.empty')}
        emptyDescription={typeFilter ? t('common.emptyFilteredHint') : t('batchUpload.list.emptyHint')}
        onRowClick={(b) => setViewing(b.id)}
        rowActions={(b) => [{ label: t('batchUpload.action.details'), icon: <LuEye />, onClick: () => setViewing(b.id) }]}
      />
      <BatchDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
