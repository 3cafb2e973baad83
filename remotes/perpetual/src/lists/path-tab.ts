import type { NamedTab } from '@console/ui';

/** A tab of a list kept in the path (`/convert/order/buy`), with what it adds to every request and export. */
export interface PathTab extends NamedTab {
  fixed: Record<string, string | number>;
}
