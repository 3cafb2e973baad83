import { Button, Stack, Table, Text } from '@chakra-ui/react';
import type { PerpetualOrder, PerpetualStrategyDetail } from '@console/contracts/schemas/perpetual';
import {
  CoinAmount,
  DateText,
  DrawerFrame,
  DrawerSection,
  errorMessage,
  KeyValue,
  KeyValueGrid,
  MoneyText,
  OptionBadge,
} from '@console/ui';
import { LuBan } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { ProfitAmount, Quantity } from '../lists/cells';
import { OrderRows } from '../lists/OrderRows';
import { useOrderDetail } from './api';

/**
 * One perpetual order in its detailed form (`perpetual/strategy/order/{id}`): its prices, quantities and
 * money, the recorded tick it filled or triggered at, its triggers (what each watches for and the order it
 * drove once fired), and the orders its strategy drove. An open order can be cancelled from here.
 */
export function OrderDrawer({ id, onClose, onCancel }: { id: number | null; onClose: () => void; onCancel?: (o: PerpetualOrder) => void }) {
  const { t } = useAreaTranslation();
  const detail = useOrderDetail(id);
  const order = detail.data?.order;
  return (
    <DrawerFrame
      open={id !== null}
      onClose={onClose}
      title={t('orders.detail.title', { id: id ?? '' })}
      subtitle={order ? `${order.tradingPairName} · ${t(`common.direction.${order.direction}`)} · ${order.leverage}×` : undefined}
      loading={detail.isPending && id !== null}
      error={detail.error ? errorMessage(detail.error) : undefined}
      onRetry={() => detail.refetch()}
      actions={
        order && onCancel && order.status === 'open' ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancel(order)}>
            <LuBan /> {t('openOrders.action.cancel')}
          </Button>
        ) : undefined
      }
      size="lg"
    >
      {detail.data ? <OrderDetailBody detail={detail.data} /> : null}
    </DrawerFrame>
  );
}

function OrderDetailBody({ detail: { order: o, drivenOrders } }: { detail: PerpetualStrategyDetail }) {
  const { t } = useAreaTranslation();
  const money = (value: string | null) => <CoinAmount value={value} code={o.coin} textAlign="start" />;
  const price = (value: string | null) => <MoneyText value={value} textAlign="start" />;
  return (
    <Stack gap="5">
      <DrawerSection title={t('orders.detail.order')}>
        <KeyValueGrid columns={3}>
          <KeyValue label={t('orders.column.status')}>
            <OptionBadge name="perpetualOrderStatus" value={o.status} />{' '}
            <OptionBadge name="perpetualSettlementStatus" value={o.settlementStatus} />
          </KeyValue>
          <KeyValue label={t('orders.column.category')}>
            <OptionBadge name="perpetualOrderCategory" value={o.category} />
          </KeyValue>
          <KeyValue label={t('orders.column.user')}>
            {t('common.userId', { id: o.accountId })} {o.accountName ?? ''}
          </KeyValue>
          <KeyValue label={t('orders.column.price')}>{price(o.price)}</KeyValue>
          <KeyValue label={t('orders.column.trigger')}>
            {o.stopPrice ? (
              <>
                <OptionBadge name="perpetualTriggerCondition" value={o.triggerConditions} /> {price(o.stopPrice)}
              </>
            ) : null}
          </KeyValue>
          <KeyValue label={t('orders.column.executedPrice')}>
            {price(o.executedPrice)}
            {o.tickId !== null ? (
              <Text textStyle="xs" color="fg.muted">
                {t('common.tick.id', { id: o.tickId })}
              </Text>
            ) : null}
          </KeyValue>
          <KeyValue label={t('orders.column.quantity')}>
            <Quantity value={o.quantity} unitId={o.amountUnitId} />
          </KeyValue>
          <KeyValue label={t('orders.detail.executedQuantity')}>
            <Quantity value={o.executedQuantity} unitId={o.amountUnitId} />
          </KeyValue>
          <KeyValue label={t('orders.detail.unit')}>
            <OptionBadge name="perpetualUnit" value={o.amountUnitId} />
          </KeyValue>
          <KeyValue label={t('orders.column.margin')}>{money(o.margin)}</KeyValue>
          <KeyValue label={t('orders.column.fee')}>{money(o.fee)}</KeyValue>
          <KeyValue label={t('orders.column.pnl')}>
            {o.pnl === null ? null : <ProfitAmount value={o.pnl} coin={o.coin} textAlign="start" />}
          </KeyValue>
          <KeyValue label={t('orders.detail.reduceOnly')}>{o.reduceOnly === 1 ? t('orders.yes') : t('orders.no')}</KeyValue>
          <KeyValue label={t('orders.detail.closePosition')}>{o.closePosition === 1 ? t('orders.yes') : t('orders.no')}</KeyValue>
          <KeyValue label={t('orders.column.closeReason')}>
            {o.closeReason ? <OptionBadge name="perpetualCloseReason" value={o.closeReason} /> : null}
          </KeyValue>
          <KeyValue label={t('orders.detail.ids')}>
            {t('orders.detail.idsValue', {
              order: o.orderId,
              strategy: o.strategyId ?? '—',
              dag: o.dagId ?? '—',
              position: o.positionId ?? '—',
            })}
          </KeyValue>
          <KeyValue label={t('orders.column.fundType')}>
            <OptionBadge name="fundType" value={o.fundType} />
          </KeyValue>
          <KeyValue label={t('orders.column.opened')}>
            <DateText value={o.openedDate} />
          </KeyValue>
          <KeyValue label={t('orders.column.ended')}>
            <DateText value={o.executedDate ?? o.cancelledDate} />
          </KeyValue>
          {o.operator ? (
            <KeyValue label={t('orders.detail.byStaff')}>{t('orders.detail.byWhy', { who: o.operator, why: o.reason ?? '—' })}</KeyValue>
          ) : null}
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('orders.detail.triggers')}>
        {o.triggers.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('orders.detail.noTriggers')}
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t('orders.detail.triggers')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('orders.trigger.drivenOn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders.trigger.condition')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('orders.trigger.price')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders.trigger.fired')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('orders.trigger.drivenId')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {o.triggers.map((trigger) => (
                <Table.Row key={trigger.id}>
                  <Table.Cell>
                    <OptionBadge name="perpetualTriggerKind" value={trigger.drivenOn} />
                  </Table.Cell>
                  <Table.Cell>
                    <OptionBadge name="perpetualTriggerCondition" value={trigger.condition} />
                  </Table.Cell>
                  <Table.Cell>
                    <MoneyText value={trigger.trigger} />
                  </Table.Cell>
                  <Table.Cell>
                    {trigger.firedDate ? (
                      <Text textStyle="xs">
                        <DateText value={trigger.firedDate} />
                        {trigger.firedTickId !== null ? ` · ${t('common.tick.id', { id: trigger.firedTickId })}` : ''}
                      </Text>
                    ) : (
                      <Text textStyle="xs" color="fg.muted">
                        {t('orders.trigger.waiting')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{trigger.drivenId ? `#${trigger.drivenId}` : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </DrawerSection>
      <DrawerSection title={t('orders.detail.driven')}>
        {drivenOrders.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('orders.detail.noDriven')}
          </Text>
        ) : (
          <OrderRows orders={drivenOrders} label={t('orders.detail.driven')} />
        )}
      </DrawerSection>
    </Stack>
  );
}
