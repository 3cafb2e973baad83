import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { PerpetualStress } from '@console/contracts/schemas/perpetual';
import { CoinAmount, MoneyText } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { STRESS_PERCENTS } from './api';

/**
 * Read-only: how many open positions, and how much notional at the mark, a move of each pair's feed by minus
 * (longs) or plus (shorts) the chosen percent would liquidate, as the API computes it from the open positions.
 */
export function StressPanel({
  stress,
  loading,
  percent,
  onPercent,
}: {
  stress: PerpetualStress | undefined;
  loading: boolean;
  percent: string;
  onPercent: (percent: string) => void;
}) {
  const { t } = useAreaTranslation();
  const title = t('warnings.stress.title');
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.surface"
      rounded="md"
      p="4"
      w={{ base: 'full', '2xl': '360px' }}
      flexShrink={0}
    >
      <Stack gap="3">
        <Stack gap="1">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          <Text textStyle="xs" color="fg.muted">
            {t('warnings.stress.description')}
          </Text>
        </Stack>
        <HStack gap="1" wrap="wrap" role="group" aria-label={t('warnings.stress.move')}>
          {STRESS_PERCENTS.map((p) => (
            <Button
              key={p}
              size="xs"
              variant={p === percent ? 'solid' : 'outline'}
              colorPalette={p === percent ? 'brand' : undefined}
              aria-pressed={p === percent}
              onClick={() => onPercent(p)}
            >
              ± {p} %
            </Button>
          ))}
        </HStack>
        {!stress ? (
          loading ? (
            <Stack gap="2" aria-busy="true">
              <Skeleton height="5" />
              <Skeleton height="5" />
            </Stack>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              {t('warnings.stress.unavailable')}
            </Text>
          )
        ) : (
          <>
            <Flex justify="space-between" align="baseline" gap="3" data-testid="stress-total">
              <Text fontWeight="medium">{t('warnings.stress.total', { count: stress.totalPositions, percent: stress.percent })}</Text>
              {/* In the pairs' quote coin when they share one (the demo's USDT); a mix has no one coin to name. */}
              <CoinAmount value={stress.totalNotional} code={sharedCoin(stress.pairs)} fontWeight="semibold" />
            </Flex>
            {stress.pairs.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('warnings.stress.noPairs')}
              </Text>
            ) : (
              <Table.Root size="sm" aria-label={t('warnings.stress.byPair')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('warnings.stress.pair')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('warnings.stress.longs')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('warnings.stress.shorts')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {stress.pairs.map((line) => (
                    <Table.Row key={line.tradingPairId}>
                      <Table.Cell>
                        <Text fontWeight="medium">{line.tradingPairName}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {t('warnings.stress.mark')} <MoneyText as="span" display="inline" value={line.markPrice} />
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Text>{t('warnings.stress.positions', { count: line.longPositions })}</Text>
                        <CoinAmount value={line.longNotional} code={line.coin} textStyle="xs" />
                        <Text textStyle="xs" color="fg.muted">
                          ≤ <MoneyText as="span" display="inline" value={line.downPrice} />
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Text>{t('warnings.stress.positions', { count: line.shortPositions })}</Text>
                        <CoinAmount value={line.shortNotional} code={line.coin} textStyle="xs" />
                        <Text textStyle="xs" color="fg.muted">
                          ≥ <MoneyText as="span" display="inline" value={line.upPrice} />
                        </Text>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

/** The one quote coin of the pairs, or none when they are quoted in several. */
function sharedCoin(pairs: readonly { coin: string }[]): string {
  const coins = new Set(pairs.map((p) => p.coin));
  return coins.size === 1 ? [...coins][0] : '';
}
