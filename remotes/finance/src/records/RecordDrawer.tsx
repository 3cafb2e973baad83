import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import type { RecordHistoryEntry } from '@console/contracts';
import { DrawerFrame, OptionBadge, type RowAction } from '@console/ui';
import type { ReactNode } from 'react';
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
  const buttons = actions.filter((a) => !a.hidden);
  return (
    <DrawerFrame
      open
      onClose={onClose}
      size="lg"
      title={
        <HStack gap="3">
          {title}
          <OptionBadge name={statusOption} value={status} />
        </HStack>
      }
      actions={
        buttons.length ? (
          <Flex wrap="wrap" gap="2" flex="1">
            {buttons.map((a) => (
              <Button key={a.label} size="sm" variant="outline" colorPalette={a.danger ? 'red' : undefined} onClick={a.onClick}>
                {a.icon} {a.label}
              </Button>
            ))}
          </Flex>
        ) : undefined
      }
    >
      <Stack gap="6">
        {children}
        <RecordHistory history={history} waiting={waiting} />
      </Stack>
    </DrawerFrame>
  );
}
