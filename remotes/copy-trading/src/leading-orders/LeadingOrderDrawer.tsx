import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FOLLOW_SKIP_REASONS, type LeadingOrder } from '@console/contracts/schemas/copy-trading';
import {
  CoinAmount,
  DateText,
  DrawerFrame,
  DrawerSection,
  KeyValue,
  KeyValueGrid,
  OptionBadge,
  useOptions,
  ratioPercent,
} from '@console/ui';
import { LuBan, LuShieldCheck, LuUserPlus } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { AccountCell, OrderState, useDurationText } from '../lists/cells';
import { followerListPath } from '../lists/paths';
import { SkippedFollowers } from './SkippedFollowers';

/**
 * One leading order: its fan-out (followers targeted, copied, skipped per reason and each skipped follower, how
 * long the copies took), its stake and outcome in its round, the leader's fee, and who may follow it with its
 * invite and block lists.
 */
export function LeadingOrderDrawer({
  order,
  onClose,
  onEditPermission,
}: {
  order: LeadingOrder | null;
  onClose: () => void;
  onEditPermission?: (o: LeadingOrder) => void;
}) {
  const { t } = useAreaTranslation();
  return (
    <DrawerFrame
      open={order !== null}
      onClose={onClose}
      title={t('leadingOrders.detail.title', { id: order?.id ?? '' })}
      subtitle={order ? `${order.tradingPairCode} · ${order.gameplayName} · #${order.runnerId}` : undefined}
      closeOnOutsideClick
      size="lg"
      actions={
        order ? (
          <HStack gap="2" wrap="wrap">
            {onEditPermission ? (
              <Button size="sm" variant="outline" onClick={() => onEditPermission(order)}>
                <LuShieldCheck /> {t('leadingOrders.action.permission')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" asChild>
              <Link to={followerListPath('invite', order)}>
                <LuUserPlus /> {t('leadingOrders.action.inviteListCount', { count: order.inviteCount })}
              </Link>
            </Button>
            <Button size="sm" variant="outline" asChild>
              <Link to={followerListPath('block', order)}>
                <LuBan /> {t('leadingOrders.action.blockListCount', { count: order.blockCount })}
              </Link>
            </Button>
          </HStack>
        ) : undefined
      }
    >
      {order ? <LeadingOrderBody order={order} /> : null}
    </DrawerFrame>
  );
}

function FanOutSection({ order: { id, fanOut, coin } }: { order: LeadingOrder }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const duration = useDurationText();
  return (
    <DrawerSection title={t('leadingOrders.fanOut.title')}>
      <Stack gap="3" data-testid="fan-out">
        <KeyValueGrid columns={4}>
          <KeyValue label={t('leadingOrders.fanOut.targeted')}>{fanOut.targeted}</KeyValue>
          <KeyValue label={t('leadingOrders.fanOut.copied')}>{fanOut.copied}</KeyValue>
          <KeyValue label={t('leadingOrders.fanOut.skipped')}>{fanOut.skipped}</KeyValue>
          <KeyValue label={t('leadingOrders.fanOut.duration')}>{duration(fanOut.copyMs)}</KeyValue>
        </KeyValueGrid>
        {fanOut.targeted > 0 ? (
          <Progress.Root
            value={Math.min(100, (fanOut.copied / fanOut.targeted) * 100)}
            size="sm"
            colorPalette="brand"
            aria-label={t('leadingOrders.fanOut.copiedShare')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        <HStack gap="2" wrap="wrap" aria-label={t('leadingOrders.fanOut.byReason')}>
          {FOLLOW_SKIP_REASONS.map((reason) => (
            <Badge key={reason} colorPalette={fanOut.skippedBy[reason] ? 'orange' : 'gray'} variant="subtle">
              {`${options.label('followSkipReason', reason)}: ${fanOut.skippedBy[reason]}`}
            </Badge>
          ))}
        </HStack>
        {fanOut.copyMs === null ? (
          <Text textStyle="sm" color="fg.muted">
            {t('leadingOrders.fanOut.notRun')}
          </Text>
        ) : null}
        {fanOut.skipped > 0 ? <SkippedFollowers detailId={id} coin={coin} /> : null}
      </Stack>
    </DrawerSection>
  );
}

function LeadingOrderBody({ order: o }: { order: LeadingOrder }) {
  const { t } = useAreaTranslation();
  const money = (value: string | null) => <CoinAmount value={value} code={o.coin} textAlign="start" />;
  return (
    <Stack gap="5">
      <FanOutSection order={o} />
      <DrawerSection title={t('leadingOrders.detail.order')}>
        <KeyValueGrid>
          <KeyValue label={t('leadingOrders.column.leader')}>
            <AccountCell accountId={o.accountId} account={o.email} userRemark={o.userRemark} />
          </KeyValue>
          <KeyValue label={t('leadingOrders.column.status')}>
            <OrderState status={o.status} result={o.result} />
          </KeyValue>
          <KeyValue label={t('leadingOrders.column.direction')}>
            <OptionBadge name="futuresDirection" value={o.direction} />
          </KeyValue>
          <KeyValue label={t('leadingOrders.column.permission')}>
            <OptionBadge name="followPermissions" value={o.permissionsType} />
          </KeyValue>
          <KeyValue label={t('leadingOrders.column.amount')}>{money(o.amount)}</KeyValue>
          <KeyValue label={t('leadingOrders.column.filledAmount')}>{money(o.filledAmount)}</KeyValue>
          <KeyValue label={t('leadingOrders.column.followers')}>{o.followersCount}</KeyValue>
          <KeyValue label={t('leadingOrders.column.followedAmount')}>{money(o.followedAmount)}</KeyValue>
          <KeyValue label={t('leadingOrders.detail.leaderFee', { ratio: ratioPercent(o.leaderFeeRatio) })}>{money(o.leaderFee)}</KeyValue>
          <KeyValue label={t('leadingOrders.column.yieldRatio')}>{ratioPercent(o.yieldRatio)}</KeyValue>
          <KeyValue label={t('leadingOrders.column.orderPrice')}>{o.orderPrice}</KeyValue>
          <KeyValue label={t('leadingOrders.column.settlePrice')}>{o.settlePrice}</KeyValue>
          <KeyValue label={t('leadingOrders.detail.balance')}>{money(o.balance)}</KeyValue>
          <KeyValue label={t('leadingOrders.column.orderType')}>
            <OptionBadge name="leadingOrderType" value={o.orderType} />
            {o.placedByStaff ? ` ${o.placedByStaff}` : ''}
          </KeyValue>
          <KeyValue label={t('leadingOrders.column.shareId')}>{o.shareId}</KeyValue>
          <KeyValue label={t('leadingOrders.detail.followCode')}>{o.followCode}</KeyValue>
          <KeyValue label={t('leadingOrders.column.ordered')}>
            <DateText value={o.orderDate} />
          </KeyValue>
          <KeyValue label={t('leadingOrders.detail.round', { id: o.runnerId })}>
            <DateText value={o.runnerStartDate} /> – <DateText value={o.runnerEndDate} />
          </KeyValue>
        </KeyValueGrid>
      </DrawerSection>
    </Stack>
  );
}
