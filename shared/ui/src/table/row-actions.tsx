import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';

export interface RowAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** Destructive actions are drawn in red. */
  danger?: boolean;
  disabled?: boolean;
  /** Left out (an action the admin may not take on this row). */
  hidden?: boolean;
}

/**
 * What a row offers: one action as a button with its label (a menu of one item hides it for nothing),
 * several in a menu.
 */
export function RowActions({ actions, label }: { actions: RowAction[]; label: string }) {
  const visible = actions.filter((a) => !a.hidden);
  if (visible.length === 0) return null;
  if (visible.length === 1) {
    const [only] = visible;
    return (
      <Button
        size="2xs"
        variant="ghost"
        colorPalette={only.danger ? 'red' : 'brand'}
        disabled={only.disabled}
        onClick={only.onClick}
        whiteSpace="nowrap"
      >
        {only.icon}
        {only.label}
      </Button>
    );
  }
  // Mounted when opened and dropped when closed: a page draws twenty rows, and a menu kept hidden in each of them
  // (its positioner, content and items in a portal) costs the page's first draw more than the rows themselves.
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="2xs">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {visible.map((action) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                disabled={action.disabled}
                color={action.danger ? 'fg.error' : undefined}
                _hover={action.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                onClick={action.onClick}
              >
                {action.icon}
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The table's current row actions and their menu's name, read by each row's actions cell. */
export interface RowActionsOf {
  actionsOf?: (row: never) => RowAction[];
  label: string;
}

/**
 * The row actions reach the rows through a context, not through the rows' props: a page's row actions are usually a new
 * function on every render of the page (they close over its state), and the rows, which draw again only when their
 * own record, place or columns change, would otherwise draw every cell again for it. Only the actions cells redraw.
 */
export const RowActionsContext = createContext<RowActionsOf>({ label: '' });

/** A row's actions cell: its actions as the table's current row actions give them. */
export function RowActionsCell({ row }: { row: unknown }) {
  const { actionsOf, label } = useContext(RowActionsContext);
  return actionsOf ? <RowActions actions={(actionsOf as (row: unknown) => RowAction[])(row)} label={label} /> : null;
}
