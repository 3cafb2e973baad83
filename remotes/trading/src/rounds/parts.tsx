import { Badge, Flex, HStack, Text } from '@chakra-ui/react';
import type { FuturesRound } from '@console/contracts/schemas/trading-futures';
import { CoinAmount, MoneyText, OptionBadge } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useQuoteCoins } from './api';

/** A recorded price with the id of the tick it came from (every open and close price is traceable to one). */
export function PriceTick({
  price,
  tickId,
  align = 'flex-end',
}: {
  price: string | null;
  tickId: number | null;
  align?: 'flex-end' | 'flex-start';
}) {
  const { t } = useAreaTranslation();
  if (price === null) return <Text color="fg.muted">—</Text>;
  return (
    <Flex direction="column" align={align}>
      <MoneyText value={price} />
      {tickId !== null ? (
        <Text textStyle="xs" color="fg.muted">
          {t('rounds.tick', { id: tickId })}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A round's state: its status, and a halt by staff beside it. */
export function RoundState({ round }: { round: Pick<FuturesRound, 'status' | 'halted'> }) {
  const { t } = useAreaTranslation();
  return (
    <HStack gap="1" wrap="wrap">
      <OptionBadge name="futuresRoundStatus" value={round.status} />
      {round.halted === 1 ? (
        <Badge colorPalette="purple" variant="solid" size="sm">
          {t('rounds.halted')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** An amount of a round (stakes, payouts): in its pair's quote coin, with that coin's decimals. */
export function RoundAmount({
  value,
  round,
  count,
}: {
  value: string;
  round: { tradingPairId: number; tradingPairCode: string };
  count?: number;
}) {
  const { t } = useAreaTranslation();
  const coin = useQuoteCoins()(round);
  return (
    <Flex direction="column" align="flex-end">
      {coin ? <CoinAmount value={value} code={coin} /> : <MoneyText value={value} />}
      {count !== undefined ? (
        <Text textStyle="xs" color="fg.muted">
          {t('rounds.orderCount', { count })}
        </Text>
      ) : null}
    </Flex>
  );
}
