import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { FuturesRoundControl, FuturesRoundDetail } from '@console/contracts/schemas/trading-futures';
import {
  DateText,
  DrawerFrame,
  DrawerSection,
  errorMessage,
  KeyValue,
  KeyValueGrid,
  MoneyText,
  OptionBadge,
  ratioPercent,
} from '@console/ui';
import { useState } from 'react';
import { LuBan, LuPause, LuPlay } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { isRunning, useRoundDetail } from './api';
import { ControlDialog } from './ControlDialog';
import { PriceTick, RoundAmount, RoundState } from './parts';

/**
 * One round: its prices with the ticks they came from, totals and payouts, the settings it took when it
 * opened, its timeline of transitions, and the operational controls. No control sets a price or a result.
 */
export function RoundDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const detail = useRoundDetail(id);
  const canControl = useCan('runners.control');
  const [control, setControl] = useState<FuturesRoundControl | null>(null);
  const data = detail.data;
  const round = data?.round;
  const running = round ? isRunning(round.status) : false;

  const actions =
    canControl && round && running ? (
      <HStack gap="2" wrap="wrap">
        {round.halted === 1 ? (
          <Button size="sm" variant="outline" onClick={() => setControl('resume')}>
            <LuPlay /> {t('rounds.action.resume')}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setControl('halt')}>
            <LuPause /> {t('rounds.action.halt')}
          </Button>
        )}
        <Button size="sm" colorPalette="red" onClick={() => setControl('void')}>
          <LuBan /> {t('rounds.action.void')}
        </Button>
      </HStack>
    ) : undefined;

  return (
    <>
      <DrawerFrame
        open={id !== null}
        onClose={onClose}
        title={t('rounds.detail.title', { id: id ?? '' })}
        subtitle={round ? `${round.tradingPairCode} · ${round.gameplayName}` : undefined}
        loading={detail.isPending && id !== null}
        error={detail.error ? errorMessage(detail.error) : undefined}
        onRetry={() => detail.refetch()}
        actions={actions}
        size="lg"
      >
        {data ? <RoundDetailBody detail={data} /> : null}
      </DrawerFrame>
      {data ? <ControlDialog action={control} detail={data} onClose={() => setControl(null)} /> : null}
    </>
  );
}

function RoundDetailBody({ detail }: { detail: FuturesRoundDetail }) {
  const { t } = useAreaTranslation();
  const r = detail.round;
  return (
    <Stack gap="5">
      <DrawerSection title={t('rounds.detail.state')}>
        <KeyValueGrid>
          <KeyValue label={t('rounds.column.status')}>
            <RoundState round={r} />
          </KeyValue>
          <KeyValue label={t('rounds.column.result')}>
            {r.result ? <OptionBadge name="futuresRoundResult" value={r.result} /> : t('rounds.noResultYet')}
          </KeyValue>
          <KeyValue label={t('rounds.column.openPrice')}>
            <PriceTick price={r.openPrice} tickId={r.openTickId} align="flex-start" />
          </KeyValue>
          <KeyValue label={t('rounds.column.closePrice')}>
            <PriceTick price={r.closePrice} tickId={r.closeTickId} align="flex-start" />
          </KeyValue>
          {r.haltReason ? <KeyValue label={t('rounds.detail.haltReason')}>{r.haltReason}</KeyValue> : null}
          {r.voidReason ? (
            <KeyValue label={t('rounds.detail.voidReason')}>
              {t('rounds.detail.voidBy', { reason: r.voidReason, operator: r.voidOperator ?? '—' })}
            </KeyValue>
          ) : null}
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('rounds.detail.money')}>
        <KeyValueGrid>
          <KeyValue label={t('rounds.column.longTotal')}>
            <RoundAmount value={r.longTotal} round={r} count={r.longCount} />
          </KeyValue>
          <KeyValue label={t('rounds.column.shortTotal')}>
            <RoundAmount value={r.shortTotal} round={r} count={r.shortCount} />
          </KeyValue>
          <KeyValue label={t('rounds.column.winnerPayout')}>
            <RoundAmount value={r.winnerPayout} round={r} />
          </KeyValue>
          <KeyValue label={t('rounds.column.loserPayout')}>
            <RoundAmount value={r.loserPayout} round={r} />
          </KeyValue>
          <KeyValue label={t('rounds.column.refundTotal')}>
            <RoundAmount value={r.refundTotal} round={r} />
          </KeyValue>
          <KeyValue label={t('rounds.detail.yieldRatios')}>
            {t('rounds.detail.yieldRatiosValue', {
              ratio: ratioPercent(r.yieldRatio),
              long: ratioPercent(r.longYieldRatio),
              short: ratioPercent(r.shortYieldRatio),
            })}
          </KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('rounds.detail.times')}>
        <KeyValueGrid>
          <KeyValue label={t('rounds.column.start')}>
            <DateText value={r.startDate} />
          </KeyValue>
          <KeyValue label={t('rounds.detail.lock')}>
            <DateText value={r.lockDate} />
          </KeyValue>
          <KeyValue label={t('rounds.column.end')}>
            <DateText value={r.endDate} />
          </KeyValue>
          <KeyValue label={t('rounds.detail.settleDue')}>
            <DateText value={r.settleDate ?? r.settleDueDate} />
          </KeyValue>
          <KeyValue label={t('rounds.detail.interval')}>{t('rounds.seconds', { count: r.timeInterval })}</KeyValue>
        </KeyValueGrid>
      </DrawerSection>
      <DrawerSection title={t('rounds.detail.timeline')}>
        <Table.Root size="sm" aria-label={t('rounds.detail.timeline')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('rounds.timeline.at')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('rounds.timeline.action')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('rounds.timeline.tick')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('rounds.timeline.by')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.transitions.map((step) => (
              <Table.Row key={step.id}>
                <Table.Cell>
                  <DateText value={step.at} />
                </Table.Cell>
                <Table.Cell>
                  <OptionBadge name="futuresRoundAction" value={step.action} />
                  {step.reason ? (
                    <Text textStyle="xs" color="fg.muted">
                      {step.reason}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {step.tickPrice !== null ? (
                    <>
                      <MoneyText value={step.tickPrice} />
                      <Text textStyle="xs" color="fg.muted">
                        {t('rounds.tick', { id: step.tickId })} · <DateText value={step.tickTime} />
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
                <Table.Cell>{step.operator}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {detail.transitions.length === 0 ? (
          <Text textStyle="sm" color="fg.muted" mt="2">
            {t('rounds.timeline.none')}
          </Text>
        ) : null}
      </DrawerSection>
    </Stack>
  );
}
