import { Alert, Button, CloseButton, Dialog, Drawer, Portal, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiTranslation } from './i18n';

/** The footer every dialog and drawer that changes something has: cancel, then confirm. */
export interface FrameConfirm {
  label: ReactNode;
  /** Runs the change; not needed when the button submits `form`. */
  onConfirm?: () => void;
  /** The id of the form the button submits (its fields live in the body). */
  form?: string;
  /** A destructive change gets a red button. */
  destructive?: boolean;
  /** Nothing to confirm yet (still loading, nothing chosen). */
  disabled?: boolean;
  cancelLabel?: ReactNode;
}

export interface FrameProps {
  open: boolean;
  /** Escape, the close button, Cancel and (where allowed) a click outside: none of them while `busy`. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (a count, the record's state). */
  subtitle?: ReactNode;
  children?: ReactNode;
  confirm?: FrameConfirm;
  /** Other buttons in place of cancel and confirm (several actions, or one that only closes). */
  actions?: ReactNode;
  /** A change runs: the confirm button spins and nothing closes the frame. */
  busy?: boolean;
  /** The body's content is still loading: placeholders stand in for it. */
  loading?: boolean;
  /** What failed, shown above the body; with `onRetry`, a button that tries again. */
  error?: ReactNode;
  onRetry?: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** An alert dialog asks before a change; a plain one holds a form or details. */
  role?: 'dialog' | 'alertdialog';
  /** A click outside closes it: on for reading, off where typed input would be lost. */
  closeOnOutsideClick?: boolean;
}

function FrameBody({ loading, error, onRetry, children }: Pick<FrameProps, 'loading' | 'error' | 'onRetry' | 'children'>) {
  const { t } = useUiTranslation();
  return (
    <Stack gap="4">
      {error ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
          {onRetry ? (
            <Button size="xs" variant="outline" alignSelf="center" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}
      {loading ? (
        <Stack gap="3" aria-busy="true">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height="6" />
          ))}
        </Stack>
      ) : (
        children
      )}
    </Stack>
  );
}

function FrameFooter({ confirm, busy, onClose }: Pick<FrameProps, 'confirm' | 'busy' | 'onClose'>) {
  const { t } = useUiTranslation();
  if (!confirm) return null;
  return (
    <>
      <Button variant="outline" onClick={onClose} disabled={busy}>
        {confirm.cancelLabel ?? t('confirm.cancel')}
      </Button>
      <Button
        type={confirm.form ? 'submit' : 'button'}
        form={confirm.form}
        colorPalette={confirm.destructive ? 'red' : 'brand'}
        onClick={confirm.form ? undefined : confirm.onConfirm}
        loading={busy}
        disabled={confirm.disabled}
      >
        {confirm.label}
      </Button>
    </>
  );
}

type Parts = typeof Dialog | typeof Drawer;

/** Header, body, footer and close button: the same inside a dialog and a drawer. */
function FrameContent({ parts: P, ...props }: FrameProps & { parts: Parts }) {
  const { t } = useUiTranslation();
  const footer = props.actions ?? <FrameFooter confirm={props.confirm} busy={props.busy} onClose={props.onClose} />;
  return (
    <Portal>
      <P.Backdrop />
      <P.Positioner>
        <P.Content>
          <P.Header>
            <Stack gap="1">
              <P.Title>{props.title}</P.Title>
              {props.subtitle ? <P.Description textStyle="sm">{props.subtitle}</P.Description> : null}
            </Stack>
          </P.Header>
          <P.Body>
            <FrameBody loading={props.loading} error={props.error} onRetry={props.onRetry}>
              {props.children}
            </FrameBody>
          </P.Body>
          {props.actions || props.confirm ? <P.Footer>{footer}</P.Footer> : null}
          {props.busy ? null : (
            <P.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </P.CloseTrigger>
          )}
        </P.Content>
      </P.Positioner>
    </Portal>
  );
}

function rootProps(props: FrameProps) {
  return {
    open: props.open,
    size: props.size ?? 'md',
    role: props.role,
    lazyMount: true,
    unmountOnExit: true,
    closeOnInteractOutside: (props.closeOnOutsideClick ?? true) && !props.busy,
    closeOnEscape: !props.busy,
    onOpenChange: (e: { open: boolean }) => {
      if (!e.open && !props.busy) props.onClose();
    },
  };
}

/** The frame of every centred dialog: title, body, cancel and confirm, loading and error, closing refused while busy. */
export function DialogFrame(props: FrameProps) {
  return (
    <Dialog.Root {...rootProps(props)} placement="center" scrollBehavior="inside">
      <FrameContent {...props} parts={Dialog} />
    </Dialog.Root>
  );
}

/** The same frame as a drawer on the right: for details and longer forms. */
export function DrawerFrame(props: FrameProps) {
  const { role: _role, ...rest } = rootProps(props);
  return (
    <Drawer.Root {...rest} placement="end">
      <FrameContent {...props} parts={Drawer} />
    </Drawer.Root>
  );
}
