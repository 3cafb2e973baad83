import { ConfirmDialog } from '@console/ui';
import type { ReactNode } from 'react';

/** What a row's change needs of its mutation: to run it on the row, and whether it is running. */
interface RowMutation<T> {
  mutate: (row: T, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

/** Asks before changing one row of a list: open while `target` is set, closed once the change has settled. */
export function ConfirmRowChange<T>({
  target,
  onClose,
  mutation,
  title,
  message,
  confirmLabel,
  destructive = false,
}: {
  target: T | null;
  onClose: () => void;
  mutation: RowMutation<T>;
  title: ReactNode;
  /** What will change, naming the row. */
  message: (row: T) => ReactNode;
  confirmLabel: ReactNode;
  destructive?: boolean;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      destructive={destructive}
      title={title}
      message={target === null ? '' : message(target)}
      confirmLabel={confirmLabel}
      loading={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => target !== null && mutation.mutate(target, { onSettled: onClose })}
    />
  );
}
