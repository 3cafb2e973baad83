import { FollowerListPage } from './Page';

/** `/future/follow-trade-order-records/block/{accountType}/{listId}`: the accounts kept from following an order. */
export default function BlockListPage() {
  return <FollowerListPage type="block" />;
}
