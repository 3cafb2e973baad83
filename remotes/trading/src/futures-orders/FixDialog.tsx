import { Alert, Stack, Text } from '@chakra-ui/react';
import type { FuturesOrder } from '@console/contracts/schemas/trading-futures';
import { CoinAmount, FormDialog, NumberField, TextareaField } from '@console/ui';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useFixFilledAmount } from './api';

const DECIMAL = /^\d+(\.\d+)?$/;

/** The difference a new filled stake refunds (nothing when the text is not a lower amount). */
export function refundOf(current: string, next: string): string | null {
  if (!DECIMAL.test(next.trim())) return null;
  const refund = new Decimal(current).minus(next.trim());
  return refund.gt(0) ? refund.toFixed() : null;
}

/**
 * Lowers the filled stake of an open order whose round has not settled, with a reason; shows what goes back to
 * the user's futures wallet as it is typed. The form refuses raising the stake; the API checks everything again.
 */
export function FixFilledAmountDialog({ order, onClose }: { order: FuturesOrder | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const fix = useFixFilledAmount();
  const current = order?.filledAmount ?? '0';
  const schema = z.object({
    filledAmount: z
      .string()
      .trim()
      .regex(DECIMAL, t('futuresOrders.fix.amountFormat'))
      .refine((v) => !DECIMAL.test(v) || new Decimal(v).lt(current), t('futuresOrders.fix.onlyDown')),
    reason: z.string().trim().min(1, t('futuresOrders.fix.reasonRequired')).max(500),
  });
  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={t('futuresOrders.fix.title', { id: order?.id ?? '' })}
      schema={schema}
      defaultValues={{ filledAmount: '', reason: '' }}
      submitLabel={t('futuresOrders.fix.submit')}
      onSubmit={(v) => fix.mutateAsync({ id: order!.id, runnerId: order!.runnerId, filledAmount: v.filledAmount, reason: v.reason })}
    >
      {(form) => {
        const refund = refundOf(current, String(form.watch('filledAmount') ?? ''));
        return (
          <Stack gap="3">
            <Text>
              {t('futuresOrders.fix.message', { id: order?.id ?? '', user: order?.accountId ?? '', round: order?.runnerId ?? '' })}
            </Text>
            <Text>
              {t('futuresOrders.fix.current')}{' '}
              {order ? <CoinAmount value={current} code={order.coin} textAlign="start" fontWeight="medium" /> : null}
            </Text>
            <NumberField
              name="filledAmount"
              label={t('futuresOrders.fix.newAmount', { coin: order?.coin ?? '' })}
              helperText={t('futuresOrders.fix.newAmountHint')}
              required
            />
            <Alert.Root status={refund ? 'info' : 'neutral'} size="sm">
              <Alert.Content>
                <Alert.Description data-testid="fix-refund">
                  {refund && order ? (
                    <>
                      {t('futuresOrders.fix.refund')}{' '}
                      <CoinAmount value={refund} code={order.coin} textAlign="start" fontWeight="semibold" />
                    </>
                  ) : (
                    t('futuresOrders.fix.noRefund')
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <TextareaField name="reason" label={t('common.reason')} helperText={t('common.reasonHint')} required />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
