import { Button, Menu, Portal } from '@chakra-ui/react';
import type { DownloadResult } from '@console/client';
import { useState } from 'react';
import { LuChevronDown, LuDownload } from 'react-icons/lu';
import { useUiTranslation } from './i18n';
import { toastSuccess } from './toaster';

export type ExportFormat = 'csv' | 'xlsx';

/** The export's answer when it is too large to stream at once: a job the export center will list. */
export interface QueuedExport {
  jobId: number;
  status: string;
}

export function isQueuedExport(data: unknown): data is QueuedExport {
  return typeof data === 'object' && data !== null && typeof (data as QueuedExport).jobId === 'number';
}

export interface ExportMenuProps {
  /** Runs the export (`api.download`) in the chosen format, with the list's current filters. */
  onExport: (format: ExportFormat) => Promise<DownloadResult>;
  /** The toast once the file is saved, where a list words it its own way. */
  savedText?: (filename: string) => string;
  /** The toast when the API answers with neither a file nor a queued job. */
  answeredText?: string;
  /** The button's text, where it is not "Export" (the export of ticked rows). */
  label?: string;
  /** Where the menu opens (upwards from a bar at the bottom of the window). */
  placement?: 'bottom-end' | 'top';
}

/**
 * Exports a list as CSV or Excel: the file is saved at once, or, over the API's threshold, the export is
 * queued as a job of the export center; a toast says which.
 */
export function ExportMenu({ onExport, savedText, answeredText, label, placement = 'bottom-end' }: ExportMenuProps) {
  const { t } = useUiTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const result = await onExport(format);
      if (result.kind === 'file') toastSuccess(savedText ? savedText(result.filename) : t('export.saved', { filename: result.filename }));
      else if (isQueuedExport(result.data)) toastSuccess(t('export.queued', { jobId: result.data.jobId }), t('export.queuedHint'));
      else if (answeredText) toastSuccess(answeredText);
    } catch {
      // The client has already shown the API's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root positioning={{ placement }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={busy}>
          <LuDownload /> {label ?? t('export.button')} <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" onClick={() => run('csv')}>
              {t('export.csv')}
            </Menu.Item>
            <Menu.Item value="xlsx" onClick={() => run('xlsx')}>
              {t('export.excel')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
