import { Button, Menu, Portal } from '@chakra-ui/react';
import { toastSuccess } from '@console/ui';
import { useState } from 'react';
import { LuChevronDown, LuDownload } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { exportBalances } from './api';

/** Downloads the balances matching the current filters and tab, as CSV or Excel. */
export function BalanceExportMenu({ filters }: { filters: Record<string, string | number> }) {
  const { t } = useAreaTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (excelType: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const result = await exportBalances(filters, excelType);
      toastSuccess(
        result.kind === 'file' ? t('walletBalances.export.saved', { filename: result.filename }) : t('walletBalances.export.started'),
      );
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
          <LuDownload /> {t('walletBalances.export.button')} <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" onClick={() => run('csv')}>
              {t('walletBalances.export.csv')}
            </Menu.Item>
            <Menu.Item value="xlsx" onClick={() => run('xlsx')}>
              {t('walletBalances.export.excel')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
