import { useCan } from '@console/client';
import type { DepositRecord } from '@console/contracts';
import { type RowAction, useCoinDecimals } from '@console/ui';
import { LuCheck, LuX } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { type EditActionKind, type RecordActionHandlers, useRecordActions, viewAction } from '../records/actions';
import { DecisionDialog } from '../records/dialogs';
import { userLabel } from '../records/format';
import { depositNames, useDepositEdits, useReviewDeposit } from './api';

export type DepositActionKind = 'approve' | 'reject' | EditActionKind;

/**
 * The actions on one deposit, each behind its permission, and the dialogs they open: shared by the
 * list's row menu and the detail drawer. `onChanged` receives the deposit as the API answers it after a
 * change; `onDeleted` its id.
 */
export function useDepositActions(handlers: RecordActionHandlers<DepositRecord>) {
  const { t } = useAreaTranslation();
  const review = useCan('deposit.review');
  const can = { edit: useCan('deposit.edit'), remove: useCan('deposit.delete') };
  const { opened, open, close, editActionsFor, editDialogs } = useRecordActions<DepositActionKind, DepositRecord>(
    'deposit',
    useDepositEdits(),
    can,
    handlers,
  );

  const actionsFor = (d: DepositRecord): RowAction[] => {
    const hidden = !review || d.status !== 0;
    return [
      viewAction(t, 'deposit', d, handlers.onView),
      { label: t('deposit.action.approve'), icon: <LuCheck />, hidden, onClick: open('approve', d) },
      { label: t('deposit.action.reject'), icon: <LuX />, hidden, danger: true, onClick: open('reject', d) },
      ...editActionsFor(d),
    ];
  };

  const dialogs = (
    <>
      <ReviewDialogs kind={opened?.kind} deposit={opened?.record ?? null} onClose={close} onChanged={handlers.onChanged} />
      {editDialogs}
    </>
  );
  return { actionsFor, dialogs };
}

function ReviewDialogs({
  kind,
  deposit: d,
  onClose,
  onChanged,
}: {
  kind: DepositActionKind | undefined;
  deposit: DepositRecord | null;
  onClose: () => void;
  onChanged?: (d: DepositRecord) => void;
}) {
  const { t } = useAreaTranslation();
  const review = useReviewDeposit();
  const decimalsOf = useCoinDecimals();
  // The amounts as the toast after the review names them: the dialog and the toast say the same credited total.
  const names = d
    ? { ...depositNames(d, decimalsOf(d.code)), user: userLabel(d) }
    : { id: '', amount: '', bonus: '', code: '', total: '', user: '' };
  const decide = (reviewType: 1 | 2) => (reason: string) =>
    review.mutateAsync({ id: d!.id, reviewType, reason }, { onSuccess: (next) => onChanged?.(next) });
  return (
    <>
      <DecisionDialog
        open={kind === 'approve' && d !== null}
        onClose={onClose}
        title={t('deposit.review.approveTitle', { id: names.id })}
        message={t('deposit.review.approveMessage', names)}
        label={t('deposit.review.reason')}
        required
        submitLabel={t('deposit.action.approve')}
        onSubmit={decide(1)}
      />
      <DecisionDialog
        open={kind === 'reject' && d !== null}
        onClose={onClose}
        title={t('deposit.review.rejectTitle', { id: names.id })}
        message={t('deposit.review.rejectMessage', names)}
        label={t('deposit.review.reason')}
        required
        submitLabel={t('deposit.action.reject')}
        onSubmit={decide(2)}
      />
    </>
  );
}
