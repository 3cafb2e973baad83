import { Badge, Box, Button, Field, HStack, Image, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { REASON_REQUIRED, STORED_IMAGE_URL, type VersionedSetting } from '@console/contracts/schemas/settings';
import type { SettingValue, SettingVersion } from '@console/contracts/schemas/settings-answers';
import { DateText, DialogFrame, DrawerFrame, errorMessage } from '@console/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LuHistory, LuUndo2 } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { useRevertVersion, useSettingVersions } from './versions';

export interface VersionHistoryProps {
  setting: VersionedSetting;
  /** Whether the admin may revert (the server checks each field's permission again). */
  canRevert: boolean;
  /** The screen's queries a revert refreshes. */
  invalidate: QueryKey[];
  /** A field's name in the admin's language (the field itself when not given). */
  fieldLabel?: (field: string) => string;
  /** A value as the screen shows it (a switch as On/Off, say). */
  formatValue?: (field: string, value: SettingValue) => string | null;
}

function useShownValue(formatValue: VersionHistoryProps['formatValue']) {
  const { t } = useAreaTranslation();
  return (field: string, value: SettingValue): string => {
    const formatted = formatValue?.(field, value);
    if (formatted !== undefined && formatted !== null) return formatted;
    if (value === null) return t('settingsCommon.history.none');
    if (Array.isArray(value)) return value.length ? value.join('\n') : t('settingsCommon.history.empty');
    return String(value) === '' ? t('settingsCommon.history.empty') : String(value);
  };
}

/** A value of a version: an uploaded image as itself, anything else as text. */
function ShownValue({ field, value, shown }: { field: string; value: SettingValue; shown: ReturnType<typeof useShownValue> }) {
  if (typeof value === 'string' && STORED_IMAGE_URL.test(value)) {
    return <Image src={value} alt={value.split('/').pop()} maxH="10" maxW="40" objectFit="contain" />;
  }
  return <>{shown(field, value)}</>;
}

/** What a version changed: a field per row, before and after. */
function VersionDiff({
  version,
  label,
  shown,
}: {
  version: SettingVersion;
  label: (f: string) => string;
  shown: ReturnType<typeof useShownValue>;
}) {
  const { t } = useAreaTranslation();
  return (
    <Table.Root size="sm" variant="outline" aria-label={t('settingsCommon.history.diffOf', { id: version.id })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('settingsCommon.history.field')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('settingsCommon.history.before')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('settingsCommon.history.after')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {version.changes.map((change) => (
          <Table.Row key={change.field}>
            <Table.Cell fontWeight="medium">{label(change.field)}</Table.Cell>
            <Table.Cell color="fg.error" whiteSpace="pre-wrap" wordBreak="break-word" textDecoration="line-through">
              <ShownValue field={change.field} value={change.from} shown={shown} />
            </Table.Cell>
            <Table.Cell color="fg.success" whiteSpace="pre-wrap" wordBreak="break-word">
              <ShownValue field={change.field} value={change.to} shown={shown} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Asks for the reason of a revert (required where the setting needs one) and runs it. */
function RevertDialog({
  version,
  setting,
  invalidate,
  onClose,
}: {
  version: SettingVersion | null;
  setting: VersionedSetting;
  invalidate: QueryKey[];
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const revert = useRevertVersion(invalidate);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const required = REASON_REQUIRED.includes(setting);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const confirm = () => {
    if (!version) return;
    if (required && !reason.trim()) return setMissing(true);
    revert.mutate({ id: version.id, reason: reason.trim() || undefined }, { onSuccess: close });
  };
  return (
    <DialogFrame
      open={version !== null}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={t('settingsCommon.revert.title', { id: version?.id ?? '' })}
      busy={revert.isPending}
      confirm={{ label: t('settingsCommon.revert.confirm'), onConfirm: confirm }}
    >
      <Stack gap="3">
        <Text>{t('settingsCommon.revert.message', { id: version?.id ?? '' })}</Text>
        <Field.Root invalid={missing} required={required}>
          <Field.Label htmlFor={reasonId}>
            {t('settingsCommon.reason.label')}
            {required ? <Field.RequiredIndicator /> : null}
          </Field.Label>
          <Textarea id={reasonId} value={reason} rows={2} onChange={(e) => setReason(e.currentTarget.value)} />
          {missing ? <Field.ErrorText>{t('settingsCommon.reason.required')}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}

/**
 * The history of a setting: a button that opens its versions, newest first, each with who, when, why and a diff
 * of what it changed, and a revert to it in a click (a new version; a reason where the setting needs one).
 */
export function VersionHistory({ setting, canRevert, invalidate, fieldLabel = (f) => f, formatValue }: VersionHistoryProps) {
  const { t } = useAreaTranslation();
  const [open, setOpen] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const [reverting, setReverting] = useState<SettingVersion | null>(null);
  const versions = useSettingVersions(setting, pageNum, open);
  const shown = useShownValue(formatValue);
  const page = versions.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.size)) : 1;

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LuHistory /> {t('settingsCommon.history.button')}
      </Button>
      <DrawerFrame
        open={open}
        onClose={() => setOpen(false)}
        size="lg"
        title={t('settingsCommon.history.title')}
        subtitle={page ? t('settingsCommon.history.count', { count: page.total }) : undefined}
        loading={versions.isLoading}
        error={versions.error ? (errorMessage(versions.error) ?? t('settingsCommon.loadError')) : undefined}
        onRetry={() => versions.refetch()}
      >
        {page && page.records.length === 0 ? <Text color="fg.muted">{t('settingsCommon.history.nothing')}</Text> : null}
        <Stack gap="4">
          {page?.records.map((version) => (
            <Box key={version.id} as="article" borderWidth="1px" borderColor="border.surface" rounded="md" p="3">
              <HStack justify="space-between" align="flex-start" mb="2" gap="3" wrap="wrap">
                <Stack gap="0.5">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{t('settingsCommon.history.version', { id: version.id })}</Text>
                    {version.revertedFrom ? (
                      <Badge colorPalette="purple">{t('settingsCommon.history.revertOf', { id: version.revertedFrom })}</Badge>
                    ) : null}
                  </HStack>
                  <Text textStyle="xs" color="fg.muted">
                    <DateText value={version.createDate} /> · {version.operator}
                  </Text>
                </Stack>
                {canRevert ? (
                  <Button size="xs" variant="outline" onClick={() => setReverting(version)}>
                    <LuUndo2 /> {t('settingsCommon.history.revert')}
                  </Button>
                ) : null}
              </HStack>
              <Text textStyle="sm" mb="2">
                <Text as="span" color="fg.muted">
                  {t('settingsCommon.history.reason')}:{' '}
                </Text>
                {version.reason ?? t('settingsCommon.history.noReason')}
              </Text>
              <VersionDiff version={version} label={fieldLabel} shown={shown} />
            </Box>
          ))}
        </Stack>
        {pages > 1 ? (
          <HStack justify="space-between" mt="4">
            <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum((p) => p - 1)}>
              {t('settingsCommon.history.newer')}
            </Button>
            <Text textStyle="xs" color="fg.muted">
              {pageNum} / {pages}
            </Text>
            <Button size="xs" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum((p) => p + 1)}>
              {t('settingsCommon.history.older')}
            </Button>
          </HStack>
        ) : null}
      </DrawerFrame>
      <RevertDialog version={reverting} setting={setting} invalidate={invalidate} onClose={() => setReverting(null)} />
    </>
  );
}
