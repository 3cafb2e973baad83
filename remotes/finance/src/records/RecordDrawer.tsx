import { Button, CloseButton, Drawer, HStack, Portal, Stack } from '@chakra-ui/react';
import type { RecordHistoryEntry } from '@console/contracts';
import { OptionBadge, type RowAction } from '@console/ui';
import type { ReactNode } from 'react';
import { useAreaTranslation } from '../i18n';
import { RecordHistory } from './RecordHistory';

/**
 * The drawer of one deposit or withdrawal: its title with the status badge, its sections, its review
 * history last, and the actions the admin may take on it as buttons at the foot.
 */
export function RecordDrawer({
  title,
  statusOption,
  status,
  history,
  waiting,
  actions,
  onClose,
  children,
}: {
  title: string;
  /** The `common/options` map of the record's status. */
  statusOption: string;
  status: number;
  history: RecordHistoryEntry[];
  /** What the record waits for (a review, a second approval, the provider), shown after its history. */
  waiting?: string | null;
  actions: RowAction[];
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const buttons = actions.filter((a) => !a.hidden);
  return (
    <Drawer.Root open size="lg" placement="end" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <HStack gap="3">
                  {title}
                  <OptionBadge name={statusOption} value={status} />
                </HStack>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {children}
                <RecordHistory history={history} waiting={waiting} />
              </Stack>
            </Drawer.Body>
            {buttons.length ? (
              <Drawer.Footer flexWrap="wrap" justifyContent="flex-start">
                {buttons.map((a) => (
                  <Button key={a.label} size="sm" variant="outline" colorPalette={a.danger ? 'red' : undefined} onClick={a.onClick}>
                    {a.icon} {a.label}
                  </Button>
                ))}
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
