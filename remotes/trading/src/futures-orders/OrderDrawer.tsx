import { Button, Stack } from '@chakra-ui/react';
import type { FuturesOrder, FuturesOrderDetail } from '@console/contracts/schemas/trading-futures';
import {
  CoinAmount,
  DateText,
  DrawerFrame,
  DrawerSection,
  errorMessage,
  KeyValue,
  KeyValueGrid,
  OptionBadge,
  WalletChangesSection,
  ratioPercent,
} from '@console/ui';
import { LuPencil } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { PriceTick, RoundState } from '../rounds/parts';
import { canBeFixed, useFuturesOrderDetail } from './api';

/**
 * One futures order: its stake and outcome, its user and upline, its round with the recorded open and close
 * prices (and their tick ids), payout, tax, rebate and leader fee, and every wallet change the ledger made for it.
 */
export function OrderDrawer({ id, onClose, onFix }: { id: number | null; onClose: () => void; onFix?: (o: FuturesOrder) => void }) {
  const { t } = useAreaTranslation();
  const detail = useFuturesOrderDetail(id);
  const order = detail.data?.order;
  return (
    <DrawerFrame
      open={id !== null}
      onClose={onClose}
      title={t('futuresOrders.detail.title', { id: id ?? '' })}
      subtitle={order ? `${order.tradingPairCode} · ${order.gameplayName}` : undefined}
      loading={detail.isPending && id !== null}
      error={detail.error ? errorMessage(detail.error) : undefined}
      onRetry={() => detail.refetch()}
      actions={
        order && onFix && canBeFixed(order) ? (
          <Button size="sm" variant="outline" onClick={() => onFix(order)}>
            <LuPencil /> {t('futuresOrders.action.fix')}
          </Button>
        ) : undefined
      }
      size="lg"
    >
      {detail.data ? <OrderDetailBody detail={detail.data} /> : null}
    </DrawerFrame>
  );
}

function OrderDetailBody({ detail: { order: o, round: r, walletChanges } }: { detail: FuturesOrderDetail }) {
  const { t } = useAreaTranslation();
  const money = (value: string) => <CoinAmount value={value} code={o.coin} textAlign="start" />;
  return (
    <Stack gap="5">
      <DrawerSection title={t('futuresOrders.detail.order')}>
        <KeyValueGrid>
          <KeyValue label={t('futuresOrders.column.status')}>
            <OptionBadge name="futuresOrderStatus" value={o.status} /> <OptionBadge name="futuresOrderResult" value={o.result} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.column.direction')}>
            <OptionBadge name="futuresDirection" value={o.direction} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.column.amount')}>{money(o.amount)}</KeyValue>
          <KeyValue label={t('futuresOrders.column.filledAmount')}>{money(o.filledAmount)}</KeyValue>
          <KeyValue label={t('futuresOrders.column.orderPrice')}>
            <PriceTick price={o.orderPrice} tickId={null} align="flex-start" />
          </KeyValue>
          <KeyValue label={t('futuresOrders.column.settlePrice')}>
            <PriceTick price={o.settlePrice} tickId={null} align="flex-start" />
          </KeyValue>
          <KeyValue label={t('futuresOrders.column.fundType')}>
            <OptionBadge name="fundType" value={o.fundType} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.detail.demo')}>{o.isDemo === 1 ? t('futuresOrders.yes') : t('futuresOrders.no')}</KeyValue>
          <KeyValue label={t('futuresOrders.column.ordered')}>
            <DateText value={o.orderDate} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.column.settled')}>
            <DateText value={o.settleDate} />
          </KeyValue>
          {o.placedByStaff ? <KeyValue label={t('futuresOrders.detail.placedByStaff')}>{o.placedByStaff}</KeyValue> : null}
          {o.fixDate ? (
            <KeyValue label={t('futuresOrders.detail.fixed')}>
              {t('futuresOrders.detail.byWhy', { who: o.fixOperator ?? '—', why: o.fixReason ?? '—' })} · <DateText value={o.fixDate} />
            </KeyValue>
          ) : null}
          {o.voidDate ? (
            <KeyValue label={t('futuresOrders.detail.voided')}>
              {t('futuresOrders.detail.byWhy', { who: o.voidOperator ?? '—', why: o.voidReason ?? '—' })} · <DateText value={o.voidDate} />
            </KeyValue>
          ) : null}
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('futuresOrders.detail.money')}>
        <KeyValueGrid>
          <KeyValue label={t('futuresOrders.detail.yieldRatio')}>{ratioPercent(o.yieldRatio)}</KeyValue>
          <KeyValue label={t('futuresOrders.column.payout')}>{money(o.payout)}</KeyValue>
          <KeyValue label={t('futuresOrders.detail.tax', { ratio: ratioPercent(o.taxRatio) })}>{money(o.tax)}</KeyValue>
          <KeyValue label={t('futuresOrders.detail.rebate', { ratio: ratioPercent(o.rebateRatio) })}>{money(o.rebate)}</KeyValue>
          <KeyValue label={t('futuresOrders.column.leaderFee')}>{money(o.leaderFee)}</KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('futuresOrders.detail.round', { id: r.id })}>
        <KeyValueGrid>
          <KeyValue label={t('futuresOrders.column.status')}>
            <RoundState round={r} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.column.result')}>
            <OptionBadge name="futuresRoundResult" value={r.result} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.detail.openPrice')}>
            <PriceTick price={r.openPrice} tickId={r.openTickId} align="flex-start" />
          </KeyValue>
          <KeyValue label={t('futuresOrders.detail.closePrice')}>
            <PriceTick price={r.closePrice} tickId={r.closeTickId} align="flex-start" />
          </KeyValue>
          <KeyValue label={t('futuresOrders.detail.roundStart')}>
            <DateText value={r.startDate} />
          </KeyValue>
          <KeyValue label={t('futuresOrders.detail.roundEnd')}>
            <DateText value={r.endDate} />
          </KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('futuresOrders.detail.user')}>
        <KeyValueGrid>
          <KeyValue label={t('futuresOrders.column.user')}>{t('futuresOrders.userId', { id: o.accountId })}</KeyValue>
          <KeyValue label={t('futuresOrders.filter.email')}>{o.email ?? o.mobileNumber}</KeyValue>
          <KeyValue label={t('futuresOrders.filter.parent')}>
            {o.parentUserId ? `#${o.parentUserId} ${o.parentUserName ?? ''}` : null}
          </KeyValue>
          <KeyValue label={t('futuresOrders.filter.agent')}>{o.agentId ? `#${o.agentId} ${o.agentName ?? ''}` : null}</KeyValue>
          <KeyValue label={t('futuresOrders.filter.isSales')}>{o.isSales === 1 ? t('futuresOrders.yes') : t('futuresOrders.no')}</KeyValue>
          <KeyValue label={t('futuresOrders.column.ip')}>{o.ip}</KeyValue>
          <KeyValue label={t('futuresOrders.detail.site')}>{o.site}</KeyValue>
          <KeyValue label={t('futuresOrders.filter.shareId')}>{o.shareId}</KeyValue>
          <KeyValue label={t('futuresOrders.filter.followCode')}>{o.followCode}</KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <WalletChangesSection changes={walletChanges} coin={o.coin} />
    </Stack>
  );
}
