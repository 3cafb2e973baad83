import { Alert, Stack, Text } from '@chakra-ui/react';
import type { FuturesRoundControl, FuturesRoundDetail } from '@console/contracts/schemas/trading-futures';
import { CoinAmount, FormDialog, MoneyText, TextareaField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useQuoteCoins, useRoundControl } from './api';

const reasonForm = z.object({ reason: z.string().trim().min(1).max(500) });

/**
 * Confirms a control of a round with its reason, naming what it affects: the open orders, their users and
 * stakes, and (for a void) the amount refunded to their futures wallets. These come from the round's detail,
 * asked again every two seconds, so the figures are those of the moment.
 */
export function ControlDialog({
  action,
  detail,
  onClose,
}: {
  action: FuturesRoundControl | null;
  detail: FuturesRoundDetail;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const control = useRoundControl();
  const { round, openOrders } = detail;
  const coin = useQuoteCoins()(round);
  const amount = (value: string) => (coin ? <CoinAmount value={value} code={coin} textAlign="start" /> : <MoneyText value={value} />);
  const names = { id: round.id, pair: round.tradingPairCode, gameplay: round.gameplayName };
  return (
    <FormDialog
      open={action !== null}
      onClose={onClose}
      title={action ? t(`rounds.control.${action}Title`, names) : ''}
      schema={reasonForm}
      defaultValues={{ reason: '' }}
      fieldMessages={{ reason: t('rounds.control.reasonRequired') }}
      submitLabel={action ? t(`rounds.action.${action}`) : ''}
      onSubmit={(v) => control.mutateAsync({ runnerId: round.id, action: action!, reason: v.reason })}
    >
      <Stack gap="3">
        <Text>{action ? t(`rounds.control.${action}Message`, names) : null}</Text>
        <Alert.Root status={action === 'void' ? 'warning' : 'info'} size="sm">
          <Alert.Content>
            <Alert.Description>
              <Stack gap="1" data-testid="control-affects">
                <Text>{t('rounds.control.affects', { orders: openOrders.orders, users: openOrders.users })}</Text>
                <Text>
                  {t('rounds.control.longStakes')} {amount(openOrders.longTotal)}
                </Text>
                <Text>
                  {t('rounds.control.shortStakes')} {amount(openOrders.shortTotal)}
                </Text>
                {action === 'void' ? (
                  <Text fontWeight="semibold">
                    {t('rounds.control.refund')} {amount(openOrders.refund)}
                  </Text>
                ) : null}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text textStyle="sm" color="fg.muted">
          {t('rounds.control.noOutcome')}
        </Text>
        <TextareaField name="reason" label={t('common.reason')} helperText={t('common.reasonHint')} required />
      </Stack>
    </FormDialog>
  );
}
