import { FollowerListPage } from './Page';

/** `/future/follow-trade-order-records/invite/{accountType}/{listId}`: the accounts invited to follow an order. */
export default function InviteListPage() {
  return <FollowerListPage type="invite" />;
}
