import { Stack, Text } from '@chakra-ui/react';
import { useCan, useSession } from '@console/client';
import { WITHDRAWAL_STATUS, type WithdrawalRecord } from '@console/contracts';
import { ConfirmDialog, formatDateTime, formatDecimal, type RowAction, useAdminTimeZone } from '@console/ui';
import { LuCheck, LuSend, LuX } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { type EditActionKind, type RecordActionHandlers, useRecordActions, viewAction } from '../records/actions';
import { DecisionDialog } from '../records/dialogs';
import { userLabel } from '../records/format';
import { useAutoPayout, useReviewWithdrawal, useWithdrawalEdits } from './api';

export type WithdrawalActionKind = 'approve' | 'reject' | 'payout' | EditActionKind;

/** Pending, or waiting for its second approval: staff can still decide it. */
export const isOpen = (w: Pick<WithdrawalRecord, 'status'>) =>
  w.status === WITHDRAWAL_STATUS.pending || w.status === WITHDRAWAL_STATUS.firstApproval;

/** Open, or sent to automatic payout and waiting for the provider: the user's amount is still held. */
export const holdsAmount = (w: Pick<WithdrawalRecord, 'status'>) => isOpen(w) || w.status === WITHDRAWAL_STATUS.payingOut;

/** Whether the signed-in admin already gave this withdrawal's first approval (the second must come from someone else). */
export function useApprovedByMe(w: WithdrawalRecord | null): boolean {
  const me = useSession().manager?.id;
  return Boolean(w && me !== undefined && w.approvals.some((a) => a.adminId === me));
}

/**
 * Whether automatic payout is the approval this admin may give: the withdrawal is open, the admin has not
 * approved it yet, and with this approval it has all it needs (the provider pays at once).
 */
export function canPayOut(w: WithdrawalRecord, me: number | undefined): boolean {
  return isOpen(w) && !w.approvals.some((a) => a.adminId === me) && w.approvals.length + 1 >= w.requiredApprovals;
}

/** The actions on one withdrawal, each behind its permission, and their dialogs (row menu and drawer). */
export function useWithdrawalActions(handlers: RecordActionHandlers<WithdrawalRecord>) {
  const { t } = useAreaTranslation();
  const me = useSession().manager?.id;
  const review = useCan('withdrawal.review');
  const autoReview = useCan('withdrawal.autoReview');
  const can = { edit: useCan('withdrawal.edit'), remove: useCan('withdrawal.delete') };
  const { opened, open, close, editActionsFor, editDialogs } = useRecordActions<WithdrawalActionKind, WithdrawalRecord>(
    'withdrawal',
    useWithdrawalEdits(),
    can,
    handlers,
  );

  const actionsFor = (w: WithdrawalRecord): RowAction[] => {
    const reviewable = review && isOpen(w);
    const mine = w.approvals.some((a) => a.adminId === me);
    const [report, convert, remark, remove] = editActionsFor(w);
    return [
      viewAction(t, 'withdrawal', w, handlers.onView),
      { label: t('withdrawal.action.approve'), icon: <LuCheck />, hidden: !reviewable || mine, onClick: open('approve', w) },
      { label: t('withdrawal.action.payout'), icon: <LuSend />, hidden: !autoReview || !canPayOut(w, me), onClick: open('payout', w) },
      { label: t('withdrawal.action.reject'), icon: <LuX />, hidden: !reviewable, danger: true, onClick: open('reject', w) },
      report,
      convert,
      remark,
      // An open or paying-out withdrawal still holds the user's amount: it is settled before its record can go.
      { ...remove, hidden: remove.hidden || holdsAmount(w) },
    ];
  };

  const dialogs = (
    <>
      <ReviewDialogs kind={opened?.kind} withdrawal={opened?.record ?? null} onClose={close} onChanged={handlers.onChanged} />
      {editDialogs}
    </>
  );
  return { actionsFor, dialogs };
}

function ApproveMessage({ w }: { w: WithdrawalRecord }) {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const names = {
    id: w.id,
    amount: formatDecimal(w.amount),
    actual: formatDecimal(w.actualAmount),
    code: w.code,
    user: userLabel(w),
    address: w.address,
  };
  const first = w.approvals[0];
  let step: string;
  if (w.requiredApprovals < 2) step = t('withdrawal.review.payout', names);
  else if (!first) step = t('withdrawal.review.firstOfTwo');
  else step = t('withdrawal.review.secondOfTwo', { ...names, account: first.account, date: formatDateTime(first.createDate, zone) });
  return (
    <Stack gap="2">
      <Text>{t('withdrawal.review.approveMessage', names)}</Text>
      <Text textStyle="sm" color="fg.muted">
        {step}
      </Text>
    </Stack>
  );
}

function ReviewDialogs({
  kind,
  withdrawal: w,
  onClose,
  onChanged,
}: {
  kind: WithdrawalActionKind | undefined;
  withdrawal: WithdrawalRecord | null;
  onClose: () => void;
  onChanged?: (w: WithdrawalRecord) => void;
}) {
  const { t } = useAreaTranslation();
  const review = useReviewWithdrawal();
  const payout = useAutoPayout();
  const names = w
    ? {
        id: w.id,
        amount: formatDecimal(w.amount),
        actual: formatDecimal(w.actualAmount),
        code: w.code,
        user: userLabel(w),
        address: w.address,
        chain: w.blockChain ?? '—',
      }
    : { id: '', amount: '', actual: '', code: '', user: '', address: '', chain: '' };
  const changed = (next: WithdrawalRecord) => onChanged?.(next);
  return (
    <>
      <DecisionDialog
        open={kind === 'approve' && w !== null}
        onClose={onClose}
        title={t('withdrawal.review.approveTitle', { id: names.id })}
        message={w ? <ApproveMessage w={w} /> : null}
        label={t('withdrawal.review.remark')}
        required={false}
        submitLabel={t('withdrawal.action.approve')}
        onSubmit={(text) => review.mutateAsync({ id: w!.id, withdrawalType: 1, ...(text ? { remark: text } : {}) }, { onSuccess: changed })}
      />
      <DecisionDialog
        open={kind === 'reject' && w !== null}
        onClose={onClose}
        title={t('withdrawal.review.rejectTitle', { id: names.id })}
        message={t('withdrawal.review.rejectMessage', names)}
        label={t('withdrawal.review.reason')}
        required
        submitLabel={t('withdrawal.action.reject')}
        onSubmit={(reason) => review.mutateAsync({ id: w!.id, withdrawalType: 2, reason }, { onSuccess: changed })}
      />
      <ConfirmDialog
        open={kind === 'payout' && w !== null}
        title={t('withdrawal.payout.confirmTitle', { id: names.id })}
        message={
          <Stack gap="2">
            <Text>{t('withdrawal.payout.confirmMessage', names)}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('withdrawal.payout.confirmHint')}
            </Text>
          </Stack>
        }
        confirmLabel={t('withdrawal.action.payout')}
        loading={payout.isPending}
        onCancel={onClose}
        onConfirm={() => w && payout.mutate(w, { onSuccess: changed, onSettled: onClose })}
      />
    </>
  );
}
