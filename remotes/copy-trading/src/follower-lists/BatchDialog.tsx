import { Badge, Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import {
  FOLLOW_BATCH_ROW_STATUSES,
  type FollowBatchResult,
  type FollowListType,
  MAX_FOLLOW_BATCH_ROWS,
} from '@console/contracts/schemas/copy-trading';
import { DialogFrame, OptionBadge, useOptions } from '@console/ui';
import { useId, useRef, useState } from 'react';
import { LuDownload, LuEye, LuUpload } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useFollowerBatchApply, useFollowerBatchPreview } from './api';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows drawn in the dialog; the counts above cover every row of the file. */
const ROWS_SHOWN = 200;

/** A CSV with the header row and two example lines, made in the browser. */
function downloadTemplate(): void {
  const href = URL.createObjectURL(new Blob(['\ufeffaccountId\r\n1001\r\n1002\r\n'], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = 'follower-list-template.csv';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Adds many accounts to the list from a CSV or Excel file in two steps: the preview gives every row's verdict
 * (valid, not an account id, unknown account, duplicate, already on this list, on the other list) and changes
 * nothing; applying adds the valid rows and shows the result of each row.
 */
export function BatchDialog({
  open,
  onClose,
  list,
}: {
  open: boolean;
  onClose: () => void;
  list: { detailId: number; type: FollowListType };
}) {
  const { t } = useAreaTranslation();
  const preview = useFollowerBatchPreview();
  const apply = useFollowerBatchApply();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const result: FollowBatchResult | undefined = apply.data ?? preview.data;
  const busy = preview.isPending || apply.isPending;

  const close = () => {
    if (busy) return;
    setFile(null);
    setMissingFile(false);
    preview.reset();
    apply.reset();
    onClose();
  };
  const runPreview = () => {
    if (!file) {
      setMissingFile(true);
      return;
    }
    apply.reset();
    preview.mutate({ ...list, file });
  };

  const valid = preview.data?.counts.valid ?? 0;
  const actions = (
    <HStack gap="2">
      <Button variant="outline" onClick={close} disabled={busy}>
        {apply.data ? t('followerLists.batch.done') : t('followerLists.batch.cancel')}
      </Button>
      {apply.data ? null : preview.data ? (
        <Button
          colorPalette="brand"
          loading={apply.isPending}
          disabled={valid === 0 || !file}
          onClick={() => file && apply.mutate({ ...list, file })}
        >
          <LuUpload /> {t(`followerLists.batch.apply.${list.type}`, { count: valid })}
        </Button>
      ) : (
        <Button colorPalette="brand" loading={preview.isPending} onClick={runPreview}>
          <LuEye /> {t('followerLists.batch.preview')}
        </Button>
      )}
    </HStack>
  );

  return (
    <DialogFrame
      open={open}
      onClose={close}
      size="lg"
      busy={busy}
      title={t(`followerLists.batch.title.${list.type}`, { id: list.detailId })}
      actions={actions}
    >
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Text textStyle="sm" color="fg.muted">
            {t('followerLists.batch.hint', { max: MAX_FOLLOW_BATCH_ROWS.toLocaleString() })}
          </Text>
          <Button variant="ghost" size="xs" onClick={downloadTemplate} flexShrink={0}>
            <LuDownload /> {t('followerLists.batch.template')}
          </Button>
        </HStack>
        <Field.Root required invalid={missingFile && !file} disabled={busy || Boolean(apply.data)}>
          <Field.Label htmlFor={fileId}>
            {t('followerLists.batch.file')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            id={fileId}
            ref={input}
            type="file"
            size="sm"
            pt="1"
            accept={ACCEPT}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setMissingFile(false);
              // A new file needs a new preview before anything is applied.
              preview.reset();
              apply.reset();
            }}
          />
          <Field.ErrorText>{t('followerLists.batch.fileRequired')}</Field.ErrorText>
        </Field.Root>
        {result ? <BatchRows result={result} /> : null}
      </Stack>
    </DialogFrame>
  );
}

function BatchRows({ result }: { result: FollowBatchResult }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const applied = result.mode === 'apply';
  const label = applied ? t('followerLists.batch.resultTable') : t('followerLists.batch.previewTable');
  return (
    <Stack gap="3">
      <Text fontWeight="medium" role="status">
        {applied
          ? t('followerLists.batch.applied', { count: result.applied, total: result.rows.length })
          : t('followerLists.batch.previewed', { count: result.counts.valid, total: result.rows.length })}
      </Text>
      <HStack gap="2" wrap="wrap" aria-label={t('followerLists.batch.counts')}>
        {FOLLOW_BATCH_ROW_STATUSES.filter((s) => result.counts[s] > 0).map((s) => (
          <Badge key={s} colorPalette={options.find('followBatchRowStatus', s)?.color ?? 'gray'} variant="subtle">
            {`${options.label('followBatchRowStatus', s)}: ${result.counts[s]}`}
          </Badge>
        ))}
      </HStack>
      <Box maxH="64" overflowY="auto" borderWidth="1px" borderColor="border.surface" rounded="md">
        <Table.Root size="sm" stickyHeader aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('followerLists.batch.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('followerLists.batch.value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('followerLists.batch.status')}</Table.ColumnHeader>
              {applied ? <Table.ColumnHeader>{t('followerLists.batch.result')}</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.rows.slice(0, ROWS_SHOWN).map((r) => (
              <Table.Row key={r.rowNumber}>
                <Table.Cell>{r.rowNumber}</Table.Cell>
                <Table.Cell>{r.value}</Table.Cell>
                <Table.Cell>
                  <OptionBadge name="followBatchRowStatus" value={r.status} />
                </Table.Cell>
                {applied ? (
                  <Table.Cell color={r.applied ? 'fg.success' : 'fg.muted'}>
                    {r.applied ? t('followerLists.batch.added') : t('followerLists.batch.notAdded')}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {result.rows.length > ROWS_SHOWN ? (
        <Text textStyle="xs" color="fg.muted">
          {t('followerLists.batch.more', { shown: ROWS_SHOWN, total: result.rows.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
