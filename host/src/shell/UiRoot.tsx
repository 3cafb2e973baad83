import { addNamespace, setNotifier } from '@console/client';
import { loadUiLocale, toastError, toastSuccess, Toaster, UI_NAMESPACE, UiProvider } from '@console/ui/shell';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

/** Loads what the UI kit needs before its first screen draws (its texts in the current language). */
export async function prepareUi(): Promise<void> {
  await addNamespace(UI_NAMESPACE, loadUiLocale);
}

/** Everything below is drawn with the UI kit: Chakra's system, the colour mode and the one toaster. */
export function UiRoot() {
  useEffect(() => {
    setNotifier({ error: (message) => toastError(message), success: (message) => toastSuccess(message) });
    return () => setNotifier(null);
  }, []);
  return (
    <UiProvider>
      <Outlet />
      <Toaster />
    </UiProvider>
  );
}
