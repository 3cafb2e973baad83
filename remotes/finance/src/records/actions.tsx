import { ConfirmDialog, formatDecimal, type RowAction } from '@console/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCoins, LuEye, LuNotebookPen, LuReceipt, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { AmountFixDialog, RemarkDialog } from './dialogs';
import { type RecordUserFields, userLabel } from './format';

/** The screen group a record belongs to: the first part of its text keys (`deposit.action.remark`). */
export type RecordArea = 'deposit' | 'withdrawal';

/** The corrections both kinds of record take, and their deletion. */
export type EditActionKind = 'report' | 'convert' | 'remark' | 'delete';

export interface EditableRecord extends RecordUserFields {
  id: number;
  amount: string;
  code: string;
  reportAmount: string;
  convertAmount: string;
  remark: string | null;
}

type AreaT = ReturnType<typeof useAreaTranslation>['t'];

/** The action opened from a row menu or the drawer, and the record it acts on. */
export function useOpenedAction<K extends string, R>() {
  const [opened, setOpened] = useState<{ kind: K; record: R } | null>(null);
  return {
    opened,
    open: (kind: K, record: R) => () => setOpened({ kind, record }),
    close: () => setOpened(null),
  };
}

/** What the list and the drawer do when an action changed or deleted a record. */
export interface RecordActionHandlers<R> {
  onView?: (r: R) => void;
  onChanged?: (r: R) => void;
  onDeleted?: (id: number) => void;
}

/**
 * The action state of a list and its drawer, with the corrections and deletion every record has: `edits`
 * gives their row actions, `editDialogs` their dialogs; the area adds its review actions and dialogs.
 */
export function useRecordActions<K extends string, R extends EditableRecord>(
  area: RecordArea,
  edits: RecordEdits<R>,
  can: { edit: boolean; remove: boolean },
  { onChanged, onDeleted }: RecordActionHandlers<R>,
) {
  const { t } = useAreaTranslation();
  const { opened, open, close } = useOpenedAction<K | EditActionKind, R>();
  return {
    opened,
    open,
    close,
    editActionsFor: (r: R) => editActions(t, area, (kind) => open(kind, r), can),
    editDialogs: (
      <RecordEditDialogs
        area={area}
        kind={opened?.kind}
        record={opened?.record ?? null}
        onClose={close}
        onChanged={onChanged}
        onDeleted={onDeleted}
        edits={edits}
      />
    ),
  };
}

/** The drawer's action, first in a row menu (the drawer leaves it out). */
export function viewAction<R>(t: AreaT, area: RecordArea, record: R, onView?: (r: R) => void): RowAction {
  return { label: t(`${area}.action.view`), icon: <LuEye />, hidden: !onView, onClick: () => onView?.(record) };
}

/** The corrections and the deletion of a record, each behind its permission. */
export function editActions(
  t: AreaT,
  area: RecordArea,
  open: (kind: EditActionKind) => () => void,
  can: { edit: boolean; remove: boolean },
): RowAction[] {
  return [
    { label: t(`${area}.action.report`), icon: <LuReceipt />, hidden: !can.edit, onClick: open('report') },
    { label: t(`${area}.action.convert`), icon: <LuCoins />, hidden: !can.edit, onClick: open('convert') },
    { label: t(`${area}.action.remark`), icon: <LuNotebookPen />, hidden: !can.edit, onClick: open('remark') },
    { label: t(`${area}.action.delete`), icon: <LuTrash2 />, hidden: !can.remove, danger: true, onClick: open('delete') },
  ];
}

type AmountFix<R> = UseMutationResult<R, unknown, { id: number; amount: string }>;

/** An area's mutations behind the corrections and the deletion. */
export interface RecordEdits<R> {
  fixReport: AmountFix<R>;
  fixConvert: AmountFix<R>;
  remark: UseMutationResult<R, unknown, { id: number; remark: string }>;
  remove: UseMutationResult<unknown, unknown, R>;
}

/** The dialogs of the corrections and the deletion; the area's mutations do the work. */
export function RecordEditDialogs<R extends EditableRecord>({
  area,
  kind,
  record,
  onClose,
  onChanged,
  onDeleted,
  edits: { fixReport, fixConvert, remark, remove },
}: {
  area: RecordArea;
  kind: string | undefined;
  record: R | null;
  onClose: () => void;
  onChanged?: (r: R) => void;
  onDeleted?: (id: number) => void;
  edits: RecordEdits<R>;
}) {
  const { t } = useAreaTranslation();
  const r = record;
  const is = (k: EditActionKind) => kind === k && r !== null;
  const names = r
    ? { id: r.id, amount: formatDecimal(r.amount), code: r.code, user: userLabel(r) }
    : { id: '', amount: '', code: '', user: '' };
  const changed = (next: R) => onChanged?.(next);
  return (
    <>
      <AmountFixDialog
        open={is('report')}
        onClose={onClose}
        title={t(`${area}.fix.reportTitle`, { id: names.id })}
        label={t('records.field.reportAmount')}
        unit="USDT"
        current={r?.reportAmount ?? ''}
        onSubmit={(amount) => fixReport.mutateAsync({ id: r!.id, amount }, { onSuccess: changed })}
      />
      <AmountFixDialog
        open={is('convert')}
        onClose={onClose}
        title={t(`${area}.fix.convertTitle`, { id: names.id })}
        label={t('records.field.convertAmount')}
        current={r?.convertAmount ?? ''}
        onSubmit={(amount) => fixConvert.mutateAsync({ id: r!.id, amount }, { onSuccess: changed })}
      />
      <RemarkDialog
        open={is('remark')}
        onClose={onClose}
        title={t(`${area}.remarkTitle`, { id: names.id })}
        current={r?.remark ?? null}
        onSubmit={(text) => remark.mutateAsync({ id: r!.id, remark: text }, { onSuccess: changed })}
      />
      <ConfirmDialog
        open={is('delete')}
        destructive
        title={t(`${area}.delete.title`)}
        message={t(`${area}.delete.message`, names)}
        confirmLabel={t(`${area}.action.delete`)}
        loading={remove.isPending}
        onCancel={onClose}
        onConfirm={() => r && remove.mutate(r, { onSuccess: () => onDeleted?.(r.id), onSettled: onClose })}
      />
    </>
  );
}
