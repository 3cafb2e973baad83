import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { DiffPart, InfoRevision, InfoRevisionChange } from '@console/contracts/schemas/info-center';
import { ConfirmDialog, DateText, DrawerFrame } from '@console/ui';
import { useEffect, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { useRestoreRevision, useRevisionDiff, useRevisions } from './api';

/**
 * An article's revisions, newest first: pick two to see what changed between them (each language's title
 * and body word by word, the tags, flags and window), and restore one (itself a new revision).
 */
export function RevisionsDrawer({
  open,
  onClose,
  contentId,
  canRestore,
  onRestored,
}: {
  open: boolean;
  onClose: () => void;
  contentId: number;
  canRestore: boolean;
  onRestored: () => void;
}) {
  const { t } = useAreaTranslation();
  const revisions = useRevisions(contentId, open);
  const list = revisions.data ?? [];
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [restoring, setRestoring] = useState<InfoRevision | null>(null);
  const restore = useRestoreRevision(contentId);
  useEffect(() => {
    // By default, the newest revision against the one before it.
    if (list.length >= 2 && (from === undefined || !list.some((r) => r.id === from))) {
      setTo(list[0].id);
      setFrom(list[1].id);
    }
  }, [list, from]);
  const diff = useRevisionDiff(contentId, from, to);

  const picker = (label: string, value: number | undefined, set: (id: number) => void) => (
    <NativeSelect.Root size="sm" width="48">
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => set(Number(e.currentTarget.value))}>
        {list.map((r) => (
          <option key={r.id} value={r.id}>
            {t('infoCenter.revisions.number', { number: r.number })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <DrawerFrame
      open={open}
      onClose={onClose}
      size="lg"
      closeOnOutsideClick
      title={t('infoCenter.revisions.title')}
      loading={revisions.isLoading}
      error={revisions.isError ? t('infoCenter.revisions.failed') : undefined}
      onRetry={() => void revisions.refetch()}
    >
      <Table.Root size="sm" aria-label={t('infoCenter.revisions.title')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('infoCenter.revisions.revision')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('infoCenter.revisions.operator')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('infoCenter.revisions.time')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((r, index) => (
            <Table.Row key={r.id}>
              <Table.Cell>
                {t('infoCenter.revisions.number', { number: r.number })}{' '}
                {index === 0 ? <Badge colorPalette="green">{t('infoCenter.revisions.current')}</Badge> : null}
                {r.restoredFrom !== null ? (
                  <Text as="span" color="fg.muted" textStyle="xs">
                    {t('infoCenter.revisions.restoredFrom', { number: list.find((x) => x.id === r.restoredFrom)?.number ?? '?' })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>{r.operator}</Table.Cell>
              <Table.Cell>
                <DateText value={r.createTime} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                {canRestore && index > 0 ? (
                  <Button size="xs" variant="outline" onClick={() => setRestoring(r)}>
                    {t('infoCenter.revisions.restore')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {list.length >= 2 ? (
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{t('infoCenter.revisions.compare')}</Text>
            {picker(t('infoCenter.revisions.from'), from, setFrom)}
            <Text>→</Text>
            {picker(t('infoCenter.revisions.to'), to, setTo)}
          </HStack>
          {from === to ? <Text color="fg.muted">{t('infoCenter.revisions.same')}</Text> : null}
          {diff.data ? <Changes changes={diff.data.changes} /> : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={t('infoCenter.revisions.restoreTitle', { number: restoring?.number ?? '' })}
        message={t('infoCenter.revisions.restoreMessage', { number: restoring?.number ?? '' })}
        confirmLabel={t('infoCenter.revisions.restore')}
        loading={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() =>
          restoring &&
          restore.mutateAsync(restoring).then(
            () => {
              setRestoring(null);
              onRestored();
            },
            () => undefined,
          )
        }
      />
    </DrawerFrame>
  );
}

/** Each part keyed by its kind and where it starts in the texts compared: stable, unlike an index. */
function keyed(parts: DiffPart[]) {
  let before = 0;
  let after = 0;
  return parts.map((part) => {
    const key = `${part.added ? 'a' : part.removed ? 'r' : 'k'}${before}-${after}`;
    if (!part.added) before += part.value.length;
    if (!part.removed) after += part.value.length;
    return { key, part };
  });
}

function Changes({ changes }: { changes: InfoRevisionChange[] }) {
  const { t } = useAreaTranslation();
  if (!changes.length) return <Text color="fg.muted">{t('infoCenter.revisions.noChanges')}</Text>;
  return (
    <Stack gap="3" aria-label={t('infoCenter.revisions.changes')} role="list">
      {changes.map((c) => (
        <Box key={`${c.field}-${c.language}`} role="listitem" borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold" textStyle="sm" mb="1">
            {t(`infoCenter.revisions.field.${c.field}`)}
            {c.language ? ` · ${c.language}` : ''}
          </Text>
          <Text textStyle="sm" whiteSpace="pre-wrap">
            {keyed(c.parts).map(({ key, part }) =>
              part.added ? (
                <Box as="ins" key={key} bg="green.100" color="green.900" textDecoration="none" px="0.5">
                  {part.value}
                </Box>
              ) : part.removed ? (
                <Box as="del" key={key} bg="red.100" color="red.900" px="0.5">
                  {part.value}
                </Box>
              ) : (
                <span key={key}>{part.value}</span>
              ),
            )}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
