import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
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
  return <RowMenu actions={visible} label={label} />;
}

/**
 * The menu of a row's actions. A page shows many rows and a menu machine costs the page's first draw far more
 * than its button: until it is first opened (click, Enter, Space or an arrow key) the row has only the button.
 */
function RowMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  // null: never opened (a plain button); then whether the menu is open.
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    return (
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        variant="ghost"
        size="2xs"
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <LuEllipsisVertical />
      </IconButton>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="2xs">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((action) => (
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
