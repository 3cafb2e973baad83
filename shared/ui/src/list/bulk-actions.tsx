import { ActionBar, Badge, Button, CloseButton, Field, Flex, Portal, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import type { DownloadResult } from '@console/client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { CoinAmount } from '../coins';
import { errorMessage } from '../data-table';
import { ExportMenu } from '../export-menu';
import { useUiTranslation } from '../i18n';
import { DialogFrame } from '../overlay-frame';
import { toastSuccess } from '../toaster';
import type { RowExportFormat } from './export-rows';

/** An action taken on every ticked row, each through its single-record call and rules. */
export interface BulkAction<T> {
  id: string;
  /** The button in the selection bar ("Approve"). */
  label: string;
  danger?: boolean;
  /** The confirmation's title, given how many records it names ("Approve 3 deposits"). */
  title: (count: number) => string;
  confirmLabel: string;
  /** The record as the confirmation lists it ("Deposit 812 · user #2001 lena@example.com"). */
  describe: (row: T) => string;
  /** Its amount, added up per coin in the confirmation (never across coins). */
  amount?: (row: T) => { code: string; value: string } | null;
  /** Why a record cannot take the action as it stands (already reviewed), checked before anything is sent. */
  refusal?: (row: T) => string | null;
  /** One text asked for all the records (a rejection's reason). */
  input?: { label: string; required?: boolean };
  /** Runs the action on one record; a refusal throws the API's answer, which says why. */
  run: (row: T, input: string) => Promise<unknown>;
  /** Lists refreshed once the records are done. */
  invalidate?: QueryKey[];
}

interface Outcome<T> {
  row: T;
  ok: boolean;
  reason?: string;
}

/** Amounts added up per coin, in the order the coins first appear. */
export function totalsPerCoin(amounts: readonly ({ code: string; value: string } | null)[]): { code: string; value: string }[] {
  const totals = new Map<string, Decimal>();
  for (const amount of amounts) {
    if (!amount) continue;
    totals.set(amount.code, (totals.get(amount.code) ?? new Decimal(0)).plus(amount.value));
  }
  return [...totals].map(([code, value]) => ({ code, value: value.toFixed() }));
}

function BulkDialog<T>({
  action,
  rows,
  rowId,
  onClose,
  onDone,
}: {
  action: BulkAction<T>;
  rows: T[];
  rowId: (row: T) => string;
  onClose: () => void;
  onDone: (succeeded: T[]) => void;
}) {
  const { t } = useUiTranslation();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [inputMissing, setInputMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome<T>[] | null>(null);
  const skipped = rows.flatMap((row) => {
    const reason = action.refusal?.(row);
    return reason ? [{ row, ok: false, reason }] : [];
  });
  const eligible = rows.filter((row) => !action.refusal?.(row));
  const totals = totalsPerCoin(eligible.map((row) => action.amount?.(row) ?? null));
  const running = progress !== null && outcomes === null;

  const start = async () => {
    if (action.input?.required && !input.trim()) {
      setInputMissing(true);
      return;
    }
    const done: Outcome<T>[] = [...skipped];
    setProgress(0);
    // One record after another: each takes its own locks and rules (four eyes, already reviewed), and the
    // ledger is never asked to credit two of them at once for the same wallet.
    for (const [index, row] of eligible.entries()) {
      try {
        await action.run(row, input.trim());
        done.push({ row, ok: true });
      } catch (error) {
        done.push({ row, ok: false, reason: errorMessage(error) ?? t('bulk.failed') });
      }
      setProgress(index + 1);
    }
    await Promise.all((action.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    const succeeded = done.filter((o) => o.ok).map((o) => o.row);
    setOutcomes(done);
    onDone(succeeded);
    if (succeeded.length === done.length) toastSuccess(t('bulk.allDone', { label: action.label, count: succeeded.length }));
  };

  const refused = outcomes?.filter((o) => !o.ok) ?? skipped;
  const succeededCount = outcomes?.filter((o) => o.ok).length ?? 0;

  return (
    <DialogFrame
      open
      onClose={onClose}
      role="alertdialog"
      size="lg"
      title={outcomes ? t('bulk.resultTitle', { label: action.label }) : action.title(rows.length)}
      busy={running}
      actions={outcomes ? <Button onClick={onClose}>{t('common.close')}</Button> : undefined}
      confirm={{ label: action.confirmLabel, onConfirm: start, destructive: action.danger, disabled: eligible.length === 0 }}
    >
      <Stack gap="3">
        {outcomes ? (
          <Text role="status">{t('bulk.result', { succeeded: succeededCount, refused: refused.length })}</Text>
        ) : (
          <>
            <Table.Root size="sm" aria-label={t('bulk.records')}>
              <Table.Body>
                {eligible.map((row) => (
                  <Table.Row key={rowId(row)}>
                    <Table.Cell>{action.describe(row)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {action.amount?.(row) ? <CoinAmount value={action.amount(row)?.value} code={action.amount(row)?.code ?? ''} /> : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {totals.length ? (
              <Stack gap="0.5" aria-label={t('bulk.totals')}>
                {totals.map((total) => (
                  <Flex key={total.code} justify="space-between" fontWeight="medium">
                    <Text>{t('bulk.totalOf', { code: total.code })}</Text>
                    <CoinAmount value={total.value} code={total.code} />
                  </Flex>
                ))}
              </Stack>
            ) : null}
            {action.input ? (
              <Field.Root required={action.input.required} invalid={inputMissing}>
                <Field.Label>{action.input.label}</Field.Label>
                <Textarea value={input} onChange={(e) => setInput(e.target.value)} rows={2} disabled={running} />
                {inputMissing ? <Field.ErrorText>{t('bulk.inputRequired')}</Field.ErrorText> : null}
              </Field.Root>
            ) : null}
            {progress !== null ? (
              <Text role="status" color="fg.muted">
                {t('bulk.progress', { done: progress, count: eligible.length })}
              </Text>
            ) : null}
          </>
        )}
        {refused.length ? (
          <Stack gap="1" aria-label={outcomes ? t('bulk.refused') : t('bulk.skipped')}>
            <Text fontWeight="medium" color="fg.error">
              {outcomes ? t('bulk.refused') : t('bulk.skipped')}
            </Text>
            {refused.map((o) => (
              <Text key={rowId(o.row)} textStyle="sm">
                {action.describe(o.row)}: {o.reason}
              </Text>
            ))}
          </Stack>
        ) : null}
        {outcomes && succeededCount ? (
          <Stack gap="1" aria-label={t('bulk.succeeded')}>
            <Text fontWeight="medium" color="fg.success">
              {t('bulk.succeeded')}
            </Text>
            {outcomes
              .filter((o) => o.ok)
              .map((o) => (
                <Text key={rowId(o.row)} textStyle="sm">
                  {action.describe(o.row)}
                </Text>
              ))}
          </Stack>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}

export interface SelectionBarProps<T> {
  selected: ReadonlyMap<string, T>;
  onClear: () => void;
  /** Leaves ticked only the given rows (those a bulk action refused). */
  onKeepOnly: (rows: T[]) => void;
  actions: readonly BulkAction<T>[];
  /** Saves the ticked rows in a format; the menu says what was saved. */
  onExport: (format: RowExportFormat) => Promise<DownloadResult>;
}

/** The bar that appears while rows are ticked: how many, their export, and the list's bulk actions. */
export function SelectionBar<T>({ selected, onClear, onKeepOnly, actions, onExport }: SelectionBarProps<T>) {
  const { t } = useUiTranslation();
  // The records a bulk action works on, as they were ticked when it opened.
  const [running, setRunning] = useState<{ action: BulkAction<T>; entries: [string, T][] } | null>(null);
  return (
    <>
      <ActionBar.Root open={selected.size > 0} closeOnInteractOutside={false} onOpenChange={(e) => !e.open && onClear()}>
        <Portal>
          <ActionBar.Positioner>
            <ActionBar.Content aria-label={t('bulk.bar')}>
              <ActionBar.SelectionTrigger>
                <Badge variant="solid" colorPalette="brand" me="1">
                  {selected.size}
                </Badge>
                {t('bulk.selected', { count: selected.size })}
              </ActionBar.SelectionTrigger>
              <ActionBar.Separator />
              <ExportMenu label={t('bulk.export')} placement="top" onExport={onExport} />
              {actions.map((action) => (
                <Button
                  key={action.id}
                  size="sm"
                  variant="outline"
                  colorPalette={action.danger ? 'red' : undefined}
                  onClick={() => setRunning({ action, entries: [...selected] })}
                >
                  {action.label}
                </Button>
              ))}
              <ActionBar.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('bulk.clear')} />
              </ActionBar.CloseTrigger>
            </ActionBar.Content>
          </ActionBar.Positioner>
        </Portal>
      </ActionBar.Root>
      {running ? (
        <BulkDialog
          action={running.action}
          rows={running.entries.map(([, row]) => row)}
          rowId={(row) => running.entries.find(([, r]) => r === row)?.[0] ?? ''}
          onClose={() => setRunning(null)}
          onDone={(succeeded) => onKeepOnly(running.entries.map(([, row]) => row).filter((row) => !succeeded.includes(row)))}
        />
      ) : null}
    </>
  );
}
