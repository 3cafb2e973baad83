import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiTranslation } from './i18n';
import { DialogFrame } from './overlay-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will change, naming its target ("Delete the admin “alice”?"). */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Destructive changes get a red confirm button. */
  destructive?: boolean;
  /** While the change runs: the confirm button spins and the dialog stays open. */
  loading?: boolean;
}

/** Asks before a change, naming what will change; the frame stays open while the change runs. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useUiTranslation();
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={title}
      busy={loading}
      confirm={{ label: confirmLabel ?? t('confirm.confirm'), onConfirm, destructive, cancelLabel }}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
    </DialogFrame>
  );
}
