import type { NamedTab } from '@console/ui';

/** A tab of a list kept in the path (`.../leading-orders/open`), with what it adds to every request and export. */
export interface PathTab extends NamedTab {
  fixed: Record<string, string | number>;
}

/** The order lists' tabs: an order's status (options `futuresOrderStatus`), open first as that is what still moves. */
export const ORDER_STATUS_TABS: readonly PathTab[] = [
  { name: 'open', fixed: { status: 'open' } },
  { name: 'settled', fixed: { status: 'settled' } },
  { name: 'voided', fixed: { status: 'voided' } },
];

/** The tab an address names, or null for an unknown one (the route then shows no list). */
export const statusTabOf = (name: string | undefined) => ORDER_STATUS_TABS.find((tab) => tab.name === name)?.fixed ?? null;
