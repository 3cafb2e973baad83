import { Alert, Stack, Text } from '@chakra-ui/react';
import type { PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { CoinAmount, FormDialog, KeyValue, KeyValueGrid, MoneyText, NumberField, OptionBadge, TextareaField } from '@console/ui';
import Decimal from 'decimal.js';
import { useMemo } from 'react';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { MarginRatio, MarkPrice, ProfitAmount } from '../lists/cells';
import { closeEstimate, closeOrder, newCloseKey, useClosePosition } from './api';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Closes a position, in full or in part, with a reduce-only market order at the recorded mark price: the admin
 * never types a price. It shows the mark (live: the list refreshes while the dialog is open) and what the close
 * would do at it, computed by the engine's own rule (`closeEstimate`): the realised profit after the closing fee,
 * the fee, the margin released and what the wallet gets back; and asks for the reason. Each opening has its
 * own key: a retried call answers the first close instead of closing again.
 */
export function CloseDialog({
  position,
  threshold = null,
  onClose,
}: {
  /** The newest row of the position being closed (null: closed dialog). */
  position: PerpetualPosition | null;
  /** The warning threshold the margin ratio is coloured against, where known. */
  threshold?: string | null;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const close = useClosePosition();
  const id = position?.id ?? null;
  const key = useMemo(() => (id === null ? '' : newCloseKey(id)), [id]);
  const size = position?.size ?? '0';
  const schema = z.object({
    amount: z
      .string()
      .trim()
      .regex(DECIMAL, t('closePosition.amountFormat'))
      .refine((v) => !DECIMAL.test(v) || (new Decimal(v).gt(0) && new Decimal(v).lte(size)), t('closePosition.amountRange', { size })),
    reason: z.string().trim().min(1).max(500),
  });
  const noPrice = position !== null && position.markPrice === null;
  return (
    <FormDialog
      open={position !== null}
      onClose={onClose}
      size="lg"
      title={t('closePosition.title', { id: id ?? '' })}
      schema={schema}
      defaultValues={{ amount: size, reason: '' }}
      submitLabel={t('closePosition.confirm')}
      onSubmit={(v) => {
        if (!position || position.markPrice === null) return Promise.reject(new Error(t('closePosition.noPrice')));
        return close.mutateAsync(closeOrder(position, v.amount, v.reason, key));
      }}
    >
      {(form) => {
        if (!position) return null;
        const estimate = closeEstimate(position, String(form.watch('amount') ?? ''));
        return (
          <Stack gap="4">
            <KeyValueGrid columns={3}>
              <KeyValue label={t('closePosition.user')}>
                {t('common.userId', { id: position.accountId })} {position.accountName ?? ''}
              </KeyValue>
              <KeyValue label={t('closePosition.pair')}>
                {position.tradingPairName} <OptionBadge name="perpetualDirection" value={position.direction} /> {position.leverage}×
              </KeyValue>
              <KeyValue label={t('closePosition.size')}>
                <MoneyText value={position.size} unit={t('common.unit.contracts')} textAlign="start" />
              </KeyValue>
              <KeyValue label={t('closePosition.openPrice')}>
                <MoneyText value={position.openPrice} textAlign="start" />
              </KeyValue>
              <KeyValue label={t('closePosition.markPrice')}>
                <MarkPrice price={position.markPrice} tickId={position.markTickId} at={position.tickAt} align="flex-start" />
              </KeyValue>
              <KeyValue label={t('closePosition.marginRatio')}>
                <MarginRatio ratio={position.marginRatio} threshold={threshold} flagged={position.warning === 1} />
              </KeyValue>
            </KeyValueGrid>
            <NumberField
              name="amount"
              label={t('closePosition.amount')}
              helperText={t('closePosition.amountHint', { size: position.size })}
              required
            />
            <Alert.Root status={noPrice ? 'error' : 'info'} size="sm">
              <Alert.Content>
                <Alert.Description data-testid="close-estimate">
                  {noPrice ? (
                    t('closePosition.noPrice')
                  ) : (
                    <Stack gap="1">
                      <Text>
                        {t('closePosition.atPrice')}{' '}
                        <MoneyText as="span" display="inline" value={position.markPrice} fontWeight="semibold" />
                      </Text>
                      <Text>
                        {t('closePosition.estimatedProfit')}{' '}
                        {estimate ? <ProfitAmount value={estimate.profit} coin={position.coin} display="inline" /> : '—'}
                      </Text>
                      {(['fee', 'margin', 'credited'] as const).map((part) => (
                        <Text key={part}>
                          {t(`closePosition.estimate.${part}`)}{' '}
                          {estimate ? <CoinAmount value={estimate[part]} code={position.coin} display="inline" fontWeight="medium" /> : '—'}
                        </Text>
                      ))}
                      <Text textStyle="xs" color="fg.muted">
                        {t('closePosition.fillNote')}
                      </Text>
                    </Stack>
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <TextareaField name="reason" label={t('closePosition.reason')} helperText={t('closePosition.reasonHint')} required />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
