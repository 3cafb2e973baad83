// Chakra by module: this is part of the shell's light kit (shell.ts).
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, createToaster, Toast } from '@chakra-ui/react/toast';

/** The one toaster of the console: the host mounts <Toaster />, every screen calls `toaster.create`. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

export function toastSuccess(title: string, description?: string) {
  toaster.create({ type: 'success', title, description, closable: true });
}

/**
 * One toast per failure, however often it repeats while shown: the tries of a retried call, or several
 * parts of a page refused together, say the same thing once.
 */
export function toastError(title: string, description?: string) {
  toaster.create({
    id: `error-${textHash(`${title}\n${description ?? ''}`)}`,
    type: 'error',
    title,
    description,
    closable: true,
    duration: 8000,
  });
}

/** A short id for a text, fit for the DOM ids a toast derives from its own. */
function textHash(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
