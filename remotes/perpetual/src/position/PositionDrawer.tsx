import { Stack, Text } from '@chakra-ui/react';
import type { PerpetualPositionDetail } from '@console/contracts/schemas/perpetual';
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
  WalletChangesSection,
} from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { LiquidationDistance } from '../existing-position/columns';
import { ComputedPrice, MarginRatio, MarkPrice, ProfitAmount, Quantity } from '../lists/cells';
import { LiveNote } from '../lists/LiveNote';
import { OrderRows } from '../lists/OrderRows';
import { usePositionDetail } from './api';

/**
 * One position's page, from the open positions and from the position history: its figures (fixed at opening,
 * realised by its closes, and, while it is open, read at the pair's newest recorded tick, live), the orders that
 * opened, added to and closed it, and every wallet change the ledger made for them (margin holds and their
 * returns, margins, fees, margin releases, realised profits), in the position's coin.
 */
export function PositionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const detail = usePositionDetail(id);
  const record = detail.data?.record;
  return (
    <DrawerFrame
      open={id !== null}
      onClose={onClose}
      title={t('position.title', { id: id ?? '' })}
      subtitle={record ? `${record.tradingPairName} · ${t(`common.direction.${record.direction}`)} · ${record.leverage}×` : undefined}
      loading={detail.isPending && id !== null}
      error={detail.error && !detail.data ? errorMessage(detail.error) : undefined}
      onRetry={() => detail.refetch()}
      closeOnOutsideClick
      size="lg"
    >
      {detail.data ? <PositionBody detail={detail.data} updatedAt={detail.dataUpdatedAt} failing={detail.isError} /> : null}
    </DrawerFrame>
  );
}

function PositionBody({
  detail: { record: r, open, orders, walletChanges },
  updatedAt,
  failing,
}: {
  detail: PerpetualPositionDetail;
  updatedAt: number;
  failing: boolean;
}) {
  const { t } = useAreaTranslation();
  const label = (key: string) => t(`position.field.${key}`);
  const money = (value: string | null | undefined) => <CoinAmount value={value} code={r.coin} textAlign="start" />;
  return (
    <Stack gap="5">
      <DrawerSection title={t('position.section.position')}>
        <KeyValueGrid columns={3}>
          <KeyValue label={label('status')}>
            <OptionBadge name="perpetualPositionStatus" value={r.status} />{' '}
            {r.closeReason ? <OptionBadge name="perpetualCloseReason" value={r.closeReason} /> : null}
          </KeyValue>
          <KeyValue label={label('user')}>
            {t('common.userId', { id: r.accountId })} {r.accountName ?? ''}
          </KeyValue>
          <KeyValue label={label('coin')}>{r.coin}</KeyValue>
          <KeyValue label={label('entryPrice')}>
            <MoneyText value={r.entryPrice} textAlign="start" />
          </KeyValue>
          <KeyValue label={label('exitPrice')}>
            <MoneyText value={r.exitPrice} textAlign="start" />
            {r.closeTickId !== null ? (
              <Text textStyle="xs" color="fg.muted">
                {t('common.tick.id', { id: r.closeTickId })}
              </Text>
            ) : null}
          </KeyValue>
          <KeyValue label={label('liquidationPrice')}>
            <ComputedPrice value={r.liquidationPrice} textAlign="start" />
          </KeyValue>
          <KeyValue label={label('size')}>
            <Quantity value={open?.size ?? '0'} textAlign="start" />
          </KeyValue>
          <KeyValue label={label('maxHeld')}>
            <Quantity value={r.maxHeld} textAlign="start" />
          </KeyValue>
          <KeyValue label={label('closed')}>
            <Quantity value={r.closed} textAlign="start" />
          </KeyValue>
          <KeyValue label={label('margin')}>{money(r.margin)}</KeyValue>
          <KeyValue label={label('fee')}>{money(r.fee)}</KeyValue>
          <KeyValue label={label('pnl')}>
            <ProfitAmount value={r.pnl} coin={r.coin} textAlign="start" />
          </KeyValue>
          <KeyValue label={label('opened')}>
            <DateText value={r.openedDate} />
          </KeyValue>
          <KeyValue label={label('closedTime')}>
            <DateText value={r.closedTime} />
          </KeyValue>
          <KeyValue label={label('fundType')}>
            <OptionBadge name="fundType" value={r.fundType} />
          </KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      {open ? (
        <DrawerSection title={t('position.section.mark')}>
          <LiveNote updatedAt={updatedAt} failing={failing} />
          <KeyValueGrid columns={3}>
            <KeyValue label={label('markPrice')}>
              <MarkPrice price={open.markPrice} tickId={open.markTickId} at={open.tickAt} align="flex-start" />
            </KeyValue>
            <KeyValue label={label('unrealised')}>
              <ProfitAmount value={open.profit} coin={open.coin} textAlign="start" />
            </KeyValue>
            <KeyValue label={label('marginRatio')}>
              <MarginRatio ratio={open.marginRatio} threshold={null} flagged={open.warning === 1} />
            </KeyValue>
            <KeyValue label={label('notional')}>{money(open.notional)}</KeyValue>
            <KeyValue label={label('breakEvenPrice')}>
              <ComputedPrice value={open.breakEvenPrice} textAlign="start" />
            </KeyValue>
            <KeyValue label={label('distance')}>
              <LiquidationDistance position={open} align="flex-start" />
            </KeyValue>
            <KeyValue label={label('tpSl')}>{`${open.tpPrice ?? '—'} / ${open.slPrice ?? '—'}`}</KeyValue>
          </KeyValueGrid>
        </DrawerSection>
      ) : null}
      <DrawerSection title={t('position.section.orders')}>
        <OrderRows orders={orders} label={t('position.section.orders')} />
      </DrawerSection>
      <WalletChangesSection changes={walletChanges} coin={r.coin} />
    </Stack>
  );
}
