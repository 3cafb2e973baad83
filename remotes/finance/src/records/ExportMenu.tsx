import { Button, Menu, Portal } from '@chakra-ui/react';
import { api } from '@console/client';
import { toastSuccess } from '@console/ui';
import { useState } from 'react';
import { LuChevronDown, LuDownload } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';

/** The export's answer when it is too large to stream at once: a job the export center will list. */
export interface QueuedExport {
  jobId: number;
  status: string;
}

export function isQueuedExport(data: unknown): data is QueuedExport {
  return typeof data === 'object' && data !== null && typeof (data as QueuedExport).jobId === 'number';
}

/**
 * Exports the records matching the list's current filters (and tab) as CSV or Excel: the file is saved at
 * once, or, over the API's threshold, the export is queued as a job of the export center.
 */
export function RecordExportMenu({
  path,
  fileName,
  filters,
}: {
  /** The export call (`reporting/finance/export/depositRecord`). */
  path: string;
  /** The file's name without extension, when the API sends none. */
  fileName: string;
  filters: Record<string, string | number>;
}) {
  const { t } = useAreaTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (excelType: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const result = await api.download(path, { ...filters, excelType }, `${fileName}.${excelType}`);
      if (result.kind === 'file') toastSuccess(t('records.export.saved', { filename: result.filename }));
      else if (isQueuedExport(result.data))
        toastSuccess(t('records.export.queued', { jobId: result.data.jobId }), t('records.export.queuedHint'));
    } catch {
      // The client has already shown the API's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={busy}>
          <LuDownload /> {t('records.export.button')} <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" onClick={() => run('csv')}>
              {t('records.export.csv')}
            </Menu.Item>
            <Menu.Item value="xlsx" onClick={() => run('xlsx')}>
              {t('records.export.excel')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
