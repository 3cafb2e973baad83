import { Box, HStack, Progress, Span, Stack, Text } from '@chakra-ui/react';
import { useCan, useSession } from '@console/client';
import type { ExportJob } from '@console/contracts/schemas/exports-batch';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  type FilterField,
  formatDecimal,
  ListPage,
  OptionBadge,
  type RowAction,
  toastSuccess,
  useFilterBarList,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuDownload, LuRotateCw, LuX } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { downloadExport, isUnderway, mayExport, useCancelExport, useExportJobs, useRunExportAgain } from './api';

/** A file size as people read it (KB and MB of 1,024). */
function sizeText(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, 1)} KB`;
  return `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;
}

/**
 * The export jobs of the admin (everyone's with the export-center permission): what each exports, its state and
 * progress, when it was asked for and ended, and its file while it is kept; the list follows running jobs by itself.
 */
export default function ExportCenterPage() {
  const { t } = useAreaTranslation();
  const { manager, permissions } = useSession();
  const me = manager?.id;
  const cancelJob = useCancelExport();
  const runAgain = useRunExportAgain();
  const [cancelling, setCancelling] = useState<ExportJob | null>(null);
  const canDownloadAny = useCan('exportCenter.download');
  const canManage = useCan('exportCenter.manage');
  const filters: FilterField[] = [
    { type: 'number', name: 'id', label: t('exportCenter.column.id') },
    { type: 'option', name: 'type', label: t('exportCenter.column.type'), optionName: 'exportType' },
  ];
  const { list, fields } = useFilterBarList('exportCenter', filters, undefined, ['type']);
  const jobs = useExportJobs(list.request);
  const underway = jobs.data?.records.some(isUnderway) ?? false;

  const columns = useMemo<DataTableColumn<ExportJob>[]>(
    () => [
      { id: 'id', header: t('exportCenter.column.id'), numeric: true, width: '88px', pin: 'left' },
      {
        id: 'type',
        header: t('exportCenter.column.type'),
        exportValue: (job) => job.type,
        cell: (job) => <OptionBadge name="exportType" value={job.type} />,
      },
      {
        id: 'status',
        header: t('exportCenter.column.status'),
        exportValue: (job) => job.status,
        cell: (job) => (
          <Box>
            <OptionBadge name="exportJobStatus" value={job.status} />
            {job.error ? (
              <Text fontSize="xs" color="fg.error" mt="1" maxW="240px" truncate title={job.error}>
                {job.error}
              </Text>
            ) : null}
          </Box>
        ),
      },
      {
        id: 'progress',
        header: t('exportCenter.column.progress'),
        minWidth: '150px',
        exportValue: (job) => job.progress,
        cell: (job) => (
          <Stack gap="1">
            <HStack gap="2">
              <Progress.Root value={job.progress} size="xs" width="80px" colorPalette={job.status === 'failed' ? 'red' : 'brand'}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Span fontSize="xs" fontVariantNumeric="tabular-nums">
                {job.progress} %
              </Span>
            </HStack>
            {job.rowsTotal === null ? null : (
              <Span fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {t('exportCenter.rowsOf', { done: formatDecimal(job.rowsDone), total: formatDecimal(job.rowsTotal) })}
              </Span>
            )}
          </Stack>
        ),
      },
      {
        id: 'parameters',
        header: t('exportCenter.column.parameters'),
        minWidth: '200px',
        exportValue: (job) => JSON.stringify(job.parameters),
        cell: (job) => (
          <Text fontSize="xs" fontFamily="mono" truncate maxW="280px" title={JSON.stringify(job.parameters, null, 2)}>
            {Object.entries(job.parameters)
              .map(([name, value]) => `${name}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
              .join(' ') || '—'}
          </Text>
        ),
      },
      { id: 'format', header: t('exportCenter.column.format'), cell: (job) => (job.format === 'xlsx' ? 'Excel' : 'CSV') },
      {
        id: 'rowCount',
        header: t('exportCenter.column.rows'),
        numeric: true,
        cell: (job) => (job.rowCount === null ? '—' : formatDecimal(job.rowCount)),
      },
      { id: 'fileSize', header: t('exportCenter.column.size'), numeric: true, cell: (job) => sizeText(job.fileSize) },
      { id: 'adminAccount', header: t('exportCenter.column.admin'), cell: (job) => job.adminAccount ?? '—' },
      {
        id: 'submittedAt',
        header: t('exportCenter.column.submitted'),
        dates: true,
        cell: (job) => <DateText value={job.submittedAt} />,
      },
      { id: 'endedAt', header: t('exportCenter.column.ended'), dates: true, cell: (job) => <DateText value={job.endedAt} /> },
      {
        id: 'downloadExpiresAt',
        header: t('exportCenter.column.keptUntil'),
        dates: true,
        cell: (job) =>
          job.status === 'expired' ? <Span color="fg.muted">{t('exportCenter.expired')}</Span> : <DateText value={job.downloadExpiresAt} />,
      },
    ],
    [t],
  );

  const actionsFor = (job: ExportJob): RowAction[] => [
    {
      label: t('exportCenter.action.download'),
      icon: <LuDownload />,
      // A finished file, the admin's own or with the right to take anyone's; the API checks again and logs it.
      hidden: job.status !== 'done' || (job.adminId !== me && !canDownloadAny),
      onClick: async () => {
        const result = await downloadExport(job).catch(() => null);
        if (result?.kind === 'file') toastSuccess(t('exportCenter.downloaded', { filename: result.filename }));
      },
    },
    {
      label: t('exportCenter.action.cancel'),
      icon: <LuX />,
      danger: true,
      // With the export-center actions, any job this screen shows (the API checks again).
      hidden: !canManage || !isUnderway(job),
      onClick: () => setCancelling(job),
    },
    {
      label: t('exportCenter.action.runAgain'),
      icon: <LuRotateCw />,
      // A new copy of the records: only with the right to make that export.
      hidden: !canManage || isUnderway(job) || !mayExport(permissions, job.type),
      disabled: runAgain.isPending,
      onClick: () => runAgain.mutate(job),
    },
  ];

  return (
    <ListPage
      title={t('routes.exportCenter')}
      description={underway ? t('exportCenter.following') : t('exportCenter.description')}
      list={list}
      filters={fields}
      query={jobs}
      columns={columns}
      getRowId={(job) => job.id}
      rowActions={actionsFor}
      empty={{ none: t('exportCenter.empty'), noneHint: t('exportCenter.emptyHint'), filtered: t('exportCenter.emptyFiltered') }}
    >
      <ConfirmDialog
        open={cancelling !== null}
        destructive
        title={t('exportCenter.cancel.title')}
        message={t('exportCenter.cancel.message', { id: cancelling?.id ?? '', admin: cancelling?.adminAccount ?? '—' })}
        confirmLabel={t('exportCenter.action.cancel')}
        loading={cancelJob.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancelJob.mutate(cancelling, { onSettled: () => setCancelling(null) })}
      />
    </ListPage>
  );
}
