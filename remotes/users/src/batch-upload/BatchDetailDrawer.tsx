import { DataList, Stack, Text } from '@chakra-ui/react';
import type { BatchUploadRow } from '@console/contracts';
import { DataTable, type DataTableColumn, DateText, DrawerFrame, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { useBatchUploadDetail } from './api';

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** One upload: its counts, then every row of the file with what happened to it. */
export function BatchDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const detail = useBatchUploadDetail(id);
  const batch = detail.data;

  const columns = useMemo<DataTableColumn<BatchUploadRow>[]>(
    () => [
      { id: 'rowNumber', header: t('batchUpload.detail.column.row'), numeric: true, width: '64px', sortable: true },
      {
        id: 'account',
        header: t('batchUpload.detail.column.account'),
        cell: (r) => (
          <Stack gap="0">
            {r.email ? <Text>{r.email}</Text> : null}
            {r.mobile ? <Text>{`${r.countryCode ? `+${r.countryCode.replace(/^\+/, '')} ` : ''}${r.mobile}`}</Text> : null}
            {!r.email && !r.mobile ? '—' : null}
          </Stack>
        ),
      },
      {
        id: 'accountType',
        header: t('batchUpload.detail.column.accountType'),
        // As written in the file: a known type shows as its badge, anything else as sent.
        cell: (r) =>
          r.accountType && /^[123]$/.test(r.accountType) ? (
            <OptionBadge name="accountType" value={Number(r.accountType)} />
          ) : (
            dash(r.accountType)
          ),
      },
      { id: 'uplineId', header: t('batchUpload.detail.column.upline'), cell: (r) => dash(r.uplineId) },
      {
        id: 'result',
        header: t('batchUpload.detail.column.result'),
        sortable: true,
        sortValue: (r) => r.result,
        cell: (r) => <OptionBadge name="batchRowResult" value={r.result} />,
      },
      { id: 'userId', header: t('batchUpload.detail.column.userId'), numeric: true, cell: (r) => dash(r.userId) },
      {
        id: 'message',
        header: t('batchUpload.detail.column.message'),
        minWidth: '220px',
        cell: (r) => (r.message ? <Text color={r.result === 0 ? 'fg.error' : undefined}>{r.message}</Text> : '—'),
      },
    ],
    [t],
  );

  return (
    <DrawerFrame open={id !== null} onClose={onClose} size="xl" title={t('batchUpload.detail.title', { id: id ?? '' })}>
      <Stack gap="5">
        {batch && (
          <DataList.Root orientation="horizontal" size="sm" divideY="1px">
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="32">{t('batchUpload.column.fileName')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{batch.fileName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="32">{t('batchUpload.column.type')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <OptionBadge name="batchUploadType" value={batch.batchUploadType} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="32">{t('batchUpload.column.status')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <OptionBadge name="batchUploadStatus" value={batch.status} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="32">{t('batchUpload.detail.counts')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t('batchUpload.detail.countsValue', {
                  total: batch.totalRows,
                  created: batch.successRows,
                  refused: batch.failedRows,
                  pending: batch.pendingRows,
                })}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="32">{t('batchUpload.column.admin')}</DataList.ItemLabel>
              <DataList.ItemValue>{batch.adminAccount ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="32">{t('batchUpload.column.date')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DateText value={batch.createDate} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
        <DataTable
          label={t('batchUpload.detail.rows')}
          columns={columns}
          data={batch?.rows}
          loading={detail.isLoading}
          error={detail.error}
          onRetry={() => detail.refetch()}
          getRowId={(r) => r.id}
          emptyTitle={t('batchUpload.detail.empty')}
          maxHeight="60vh"
          virtualizeAbove={200}
        />
      </Stack>
    </DrawerFrame>
  );
}
