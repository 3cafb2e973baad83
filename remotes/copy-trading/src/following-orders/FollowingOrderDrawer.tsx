import { Stack } from '@chakra-ui/react';
import type { FuturesOrderDetail } from '@console/contracts/schemas/trading-futures';
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
import { useAreaTranslation } from '../i18n';
import { AccountCell, OrderState } from '../lists/cells';
import { useFollowingOrderDetail } from './api';

/**
 * One following order (`futures/order/detail/{id}`): the fields of the spec's follow order detail (its copy part:
 * the leading order, the leader's fee ratio, the follower's balance after the stake, the last change), its round
 * and every wallet change the ledger made for it: the stake, the payout and the leader fee it paid. The spec's
 * extension1 to extension3 are not kept by the API (the spec does not say what they hold).
 */
export function FollowingOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const detail = useFollowingOrderDetail(id);
  const order = detail.data?.order;
  return (
    <DrawerFrame
      open={id !== null}
      onClose={onClose}
      title={t('followingOrders.detail.title', { id: id ?? '' })}
      subtitle={order ? `${order.tradingPairCode} · ${order.gameplayName} · #${order.runnerId}` : undefined}
      loading={detail.isPending && id !== null}
      error={detail.error ? errorMessage(detail.error) : undefined}
      onRetry={() => detail.refetch()}
      closeOnOutsideClick
      size="lg"
    >
      {detail.data ? <DetailBody detail={detail.data} /> : null}
    </DrawerFrame>
  );
}

function DetailBody({ detail: { order: o, round, walletChanges, copy } }: { detail: FuturesOrderDetail }) {
  const { t } = useAreaTranslation();
  const yesNo = (flag: number) => (flag === 1 ? t('common.yes') : t('common.no'));
  const money = (value: string | null | undefined) => <CoinAmount value={value} code={o.coin} textAlign="start" />;
  const label = (key: string) => t(`followingOrders.detail.field.${key}`);
  return (
    <Stack gap="5">
      <DrawerSection title={t('followingOrders.detail.order')}>
        <KeyValueGrid>
          <KeyValue label={label('status')}>
            <OrderState status={o.status} result={o.result} />
          </KeyValue>
          <KeyValue label={label('direction')}>
            <OptionBadge name="futuresDirection" value={o.direction} />
          </KeyValue>
          <KeyValue label={label('followCode')}>{o.followCode}</KeyValue>
          <KeyValue label={label('leaderOrderId')}>{copy ? `#${copy.leadingOrderId}` : null}</KeyValue>
          <KeyValue label={label('leader')}>{copy ? `#${copy.leaderAccountId}` : null}</KeyValue>
          <KeyValue label={label('shareId')}>{o.shareId}</KeyValue>
          <KeyValue label={label('coin')}>{`${o.coin} (#${o.coinId})`}</KeyValue>
          <KeyValue label={label('amount')}>{money(o.amount)}</KeyValue>
          <KeyValue label={label('filledAmount')}>{money(o.filledAmount)}</KeyValue>
          <KeyValue label={label('gameplay')}>{`${o.gameplayName} (#${o.gameplayId})`}</KeyValue>
          <KeyValue label={label('yieldRatio')}>{ratioPercent(o.yieldRatio)}</KeyValue>
          <KeyValue label={label('orderPrice')}>{o.orderPrice}</KeyValue>
          <KeyValue label={label('settlePrice')}>{o.settlePrice}</KeyValue>
          <KeyValue label={label('fundType')}>
            <OptionBadge name="fundType" value={o.fundType} />
          </KeyValue>
          <KeyValue label={label('orderDate')}>
            <DateText value={o.orderDate} />
          </KeyValue>
          <KeyValue label={label('transactionDate')}>
            <DateText value={o.transactionDate} />
          </KeyValue>
          <KeyValue label={label('settleDate')}>
            <DateText value={o.settleDate} />
          </KeyValue>
          <KeyValue label={label('updateDate')}>
            <DateText value={copy?.updateDate} />
          </KeyValue>
          <KeyValue label={label('opVoidDate')}>
            <DateText value={o.voidDate} />
          </KeyValue>
          <KeyValue label={label('voidOperator')}>{o.voidOperator ? `${o.voidOperator}: ${o.voidReason ?? '—'}` : null}</KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('followingOrders.detail.money')}>
        <KeyValueGrid>
          <KeyValue label={label('payout')}>{money(o.payout)}</KeyValue>
          <KeyValue label={label('leaderFee')}>{money(o.leaderFee)}</KeyValue>
          <KeyValue label={t('followingOrders.detail.field.tax', { ratio: ratioPercent(o.taxRatio) })}>{money(o.tax)}</KeyValue>
          <KeyValue label={t('followingOrders.detail.field.rebate', { ratio: ratioPercent(o.rebateRatio) })}>{money(o.rebate)}</KeyValue>
          <KeyValue label={t('followingOrders.detail.field.leaderFeeRatio')}>{ratioPercent(copy?.leaderFeeRatio)}</KeyValue>
          <KeyValue label={label('userBalance')}>{money(copy?.userBalance)}</KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('followingOrders.detail.follower')}>
        <KeyValueGrid>
          <KeyValue label={label('account')}>
            <AccountCell accountId={o.accountId} account={o.email ?? o.mobileNumber} userRemark={o.userRemark} />
          </KeyValue>
          <KeyValue label={label('agentId')}>{o.agentId ? `#${o.agentId} ${o.agentName ?? ''}` : null}</KeyValue>
          <KeyValue label={label('salesId')}>{copy?.salesId ? `#${copy.salesId}` : null}</KeyValue>
          <KeyValue label={label('isSales')}>{yesNo(o.isSales)}</KeyValue>
          <KeyValue label={label('isDemo')}>{yesNo(o.isDemo)}</KeyValue>
          <KeyValue label={label('ip')}>{o.ip}</KeyValue>
          <KeyValue label={label('site')}>{o.site}</KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('followingOrders.detail.round', { id: round.id })}>
        <KeyValueGrid>
          <KeyValue label={label('roundResult')}>
            <OptionBadge name="futuresRoundResult" value={round.result} />
          </KeyValue>
          <KeyValue label={label('roundPrices')}>{`${round.openPrice ?? '—'} → ${round.closePrice ?? '—'}`}</KeyValue>
          <KeyValue label={label('roundStart')}>
            <DateText value={round.startDate} />
          </KeyValue>
          <KeyValue label={label('roundEnd')}>
            <DateText value={round.endDate} />
          </KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <WalletChangesSection changes={walletChanges} coin={o.coin} />
    </Stack>
  );
}
