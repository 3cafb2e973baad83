import { Table } from '@chakra-ui/react';
import type { PerpetualOrder } from '@console/contracts/schemas/perpetual';
import { DateText, MoneyText, OptionBadge } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { ProfitAmount, Quantity } from './cells';

/**
 * Orders in a drawer's table (the orders a strategy drove; the orders of a position): id, category (with its
 * close reason for a closing order), status, quantity, executed price, realised profit after fees, and when.
 */
export function OrderRows({ orders, label }: { orders: readonly PerpetualOrder[]; label: string }) {
  const { t } = useAreaTranslation();
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('orders.column.id')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('orders.column.category')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('orders.column.status')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('orders.column.quantity')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('orders.column.executedPrice')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('orders.column.pnl')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('orders.column.ended')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((o) => (
          <Table.Row key={o.id}>
            <Table.Cell>#{o.id}</Table.Cell>
            <Table.Cell>
              <OptionBadge name="perpetualOrderCategory" value={o.category} />{' '}
              {o.closeReason ? <OptionBadge name="perpetualCloseReason" value={o.closeReason} /> : null}
            </Table.Cell>
            <Table.Cell>
              <OptionBadge name="perpetualOrderStatus" value={o.status} />
            </Table.Cell>
            <Table.Cell>
              <Quantity value={o.executedQuantity} unitId={o.amountUnitId} />
            </Table.Cell>
            <Table.Cell>
              <MoneyText value={o.executedPrice} />
            </Table.Cell>
            <Table.Cell>
              <ProfitAmount value={o.pnl} coin={o.coin} />
            </Table.Cell>
            <Table.Cell>
              <DateText value={o.executedDate ?? o.cancelledDate} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
