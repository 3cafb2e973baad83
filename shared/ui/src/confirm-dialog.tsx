import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiTranslation } from './i18n';

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
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="sm"
      placement="center"
      closeOnInteractOutside={!loading}
      onOpenChange={(e) => {
        if (!e.open && !loading) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof message === 'string' ? <Text>{message}</Text> : message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={loading}>
                {confirmLabel ?? t('confirm.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={loading}>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
