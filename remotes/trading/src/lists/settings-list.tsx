import { Button } from '@chakra-ui/react';
import { Can, ConfirmDialog, type FilterField, type FilterValues, ListPage, type ListPageProps, type RowAction } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { LuPlus, LuPower } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { FeedNotice } from './FeedNotice';

/**
 * The parts the trading settings lists share (coins, coin pairs, convert pairs, futures pairs and their
 * gameplays). Their texts sit under one prefix per page (`coinPairs`, `convert`, …) in the same shape:
 * `<texts>.description`, `.action.add`, `.empty.none|noneHint|filtered`, `.activate.title|message`,
 * `.deactivate.title|message`, `.action.activate|deactivate`.
 */

/** The filter by activation: active (`1`) or not (`0`), sent as a number. */
export function activationFilter(name: string, label: string, active: string, inactive: string): FilterField {
  return {
    type: 'select',
    name,
    label,
    options: [
      { value: '1', label: active },
      { value: '0', label: inactive },
    ],
  };
}

/** The page's add button, shown to an admin holding `permission`. */
export function AddButton({ permission, label, onClick }: { permission: string; label: string; onClick: () => void }) {
  return (
    <Can permission={permission}>
      <Button size="sm" colorPalette="brand" onClick={onClick}>
        <LuPlus /> {label}
      </Button>
    </Can>
  );
}

/** The call that switches a row on or off (the page's activation mutation). */
export interface ActivationCall<T> {
  isPending: boolean;
  mutate: (row: T, options: { onSettled: () => void }) => void;
}

/**
 * Switching rows on and off: the row action (deactivate an active row, activate another), and its
 * confirmation, destructive when it deactivates, closed once the call has settled. `values` gives the texts'
 * values for a row (its code or name), and for none while the confirmation is closed.
 */
export function useActivationSwitch<T>({
  texts,
  isActive,
  values,
  activation,
}: {
  texts: string;
  isActive: (row: T) => boolean;
  values: (row: T | null) => Record<string, string>;
  activation: ActivationCall<T>;
}): { action: (row: T, hidden?: boolean) => RowAction; confirmation: ReactNode } {
  const { t } = useAreaTranslation();
  const [switching, setSwitching] = useState<T | null>(null);
  const close = () => setSwitching(null);
  const change = switching !== null && isActive(switching) ? 'deactivate' : 'activate';
  return {
    action: (row, hidden) => ({
      label: t(`${texts}.action.${isActive(row) ? 'deactivate' : 'activate'}`),
      icon: <LuPower />,
      danger: isActive(row),
      hidden,
      onClick: () => setSwitching(row),
    }),
    confirmation: (
      <ConfirmDialog
        open={switching !== null}
        destructive={change === 'deactivate'}
        title={t(`${texts}.${change}.title`, values(switching))}
        message={t(`${texts}.${change}.message`, values(switching))}
        confirmLabel={t(`${texts}.action.${change}`)}
        loading={activation.isPending}
        onCancel={close}
        onConfirm={() => switching && activation.mutate(switching, { onSettled: close })}
      />
    ),
  };
}

/**
 * A settings list page of the trading area: its description, add button and empty states from the page's
 * texts, and the price feed's state above the table where the list shows feed prices (`feed`).
 */
export function SettingsListPage<T, F extends FilterValues>({
  texts,
  add,
  feed = false,
  ...page
}: Omit<ListPageProps<T, F>, 'description' | 'actions' | 'empty' | 'summary'> & {
  texts: string;
  /** The add button: the permission that shows it, and what it opens. */
  add: { permission: string; onClick: () => void };
  feed?: boolean;
}) {
  const { t } = useAreaTranslation();
  return (
    <ListPage
      {...page}
      description={t(`${texts}.description`)}
      actions={<AddButton permission={add.permission} label={t(`${texts}.action.add`)} onClick={add.onClick} />}
      summary={feed ? <FeedNotice /> : undefined}
      empty={{ none: t(`${texts}.empty.none`), noneHint: t(`${texts}.empty.noneHint`), filtered: t(`${texts}.empty.filtered`) }}
    />
  );
}
