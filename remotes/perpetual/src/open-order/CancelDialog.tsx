import { Alert, Stack, Text } from '@chakra-ui/react';
import type { PerpetualOrder } from '@console/contracts/schemas/perpetual';
import { CoinAmount, FormDialog, TextareaField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useCancelOrder } from './api';

const reasonForm = z.object({ reason: z.string().trim().min(1).max(500) });

/**
 * Asks before cancelling an open order or a waiting TP/SL strategy, naming it and what goes back to the user's
 * perpetual wallet (the margin and fee it holds), with the reason the order and the audit log keep.
 */
export function CancelDialog({
  order,
  onClose,
  onCancelled,
}: {
  order: PerpetualOrder | null;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const { t } = useAreaTranslation();
  const cancel = useCancelOrder();
  const names = {
    id: order?.id ?? '',
    user: order?.accountId ?? '',
    pair: order?.tradingPairName ?? '',
    direction: order ? t(`common.direction.${order.direction}`) : '',
  };
  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={t('openOrders.cancel.title', names)}
      schema={reasonForm}
      defaultValues={{ reason: '' }}
      submitLabel={t('openOrders.cancel.confirm')}
      onSubmit={async (v) => {
        await cancel.mutateAsync({ id: order!.id, reason: v.reason });
        onCancelled?.();
      }}
    >
      <Stack gap="3">
        <Text>{t(order?.category === 'tp_sl' ? 'openOrders.cancel.strategyMessage' : 'openOrders.cancel.message', names)}</Text>
        {order && order.category !== 'tp_sl' ? (
          <Alert.Root status="info" size="sm">
            <Alert.Content>
              <Alert.Description data-testid="cancel-release">
                <Stack gap="1">
                  <Text>
                    {t('openOrders.cancel.margin')}{' '}
                    <CoinAmount value={order.margin} code={order.coin} display="inline" fontWeight="medium" />
                  </Text>
                  <Text>
                    {t('openOrders.cancel.fee')} <CoinAmount value={order.fee} code={order.coin} display="inline" fontWeight="medium" />
                  </Text>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <TextareaField name="reason" label={t('openOrders.cancel.reason')} helperText={t('openOrders.cancel.reasonHint')} required />
      </Stack>
    </FormDialog>
  );
}
