import { Card, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDecimal, useCoinDecimals } from '@console/ui';
import type Decimal from 'decimal.js';
import { LuArrowDownRight, LuArrowUpRight, LuMinus } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { REPORT_CURRENCY } from '../report-kit/columns';
import { changeOf, type HomeDays, KEY_FIGURES, totalOf, usePreviousDays } from './api';

/**
 * The range's key figures, each beside the previous period of as many days (the days before the range): its
 * total, the change in percent of the previous total, and that total. Before the platform's first record there is
 * nothing to compare with, and it says so.
 */
export function KeyFigures({ current }: { current: HomeDays | undefined }) {
  const { t } = useAreaTranslation();
  const decimals = useCoinDecimals()(REPORT_CURRENCY);
  const { previous, before, query } = usePreviousDays(current);
  const previousRows = query.data?.rows;
  return (
    <Stack as="section" gap="2" aria-labelledby="home-figures">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="home-figures">
          {t('home.figures.title')}
        </Heading>
        {previous ? (
          <Text textStyle="xs" color="fg.muted">
            {t('home.figures.against', { start: previous.start, end: previous.end })}
          </Text>
        ) : null}
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 6 }} gap="3" data-testid="home-figures">
        {KEY_FIGURES.map(({ name, kind }) => {
          const title = t(`report.metric.${name}`);
          const places = kind === 'amount' ? decimals : 0;
          const total = current ? totalOf(current.rows, name) : null;
          const earlier = previousRows ? totalOf(previousRows, name) : null;
          return (
            <Card.Root key={name} size="sm" variant="outline" bg="bg.surface" role="group" aria-label={title}>
              <Card.Body gap="1">
                <Text textStyle="sm" color="fg.muted">
                  {kind === 'amount' ? t('report.withCurrency', { title, currency: REPORT_CURRENCY }) : title}
                </Text>
                {total ? (
                  <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" title={total.toFixed()}>
                    {formatDecimal(total.toFixed(), places)}
                  </Text>
                ) : (
                  <Skeleton h="8" w="24" />
                )}
                {before ? (
                  <Text textStyle="xs" color="fg.subtle">
                    {t('home.figures.noEarlier')}
                  </Text>
                ) : total && earlier ? (
                  <Change current={total} previous={earlier} places={places} />
                ) : query.isError ? (
                  <Text textStyle="xs" color="fg.error">
                    {t('home.figures.previousFailed')}
                  </Text>
                ) : (
                  <Skeleton h="4" w="32" />
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The change against the previous period: up or down in percent (or by the difference where it was zero) and its total. */
function Change({ current, previous, places }: { current: Decimal; previous: Decimal; places: number | undefined }) {
  const { t } = useAreaTranslation();
  const { difference, ratio } = changeOf(current, previous);
  const sign = difference.isZero() ? 0 : difference.isNegative() ? -1 : 1;
  const Arrow = sign > 0 ? LuArrowUpRight : sign < 0 ? LuArrowDownRight : LuMinus;
  const amount = `${sign > 0 ? '+' : ''}${formatDecimal(difference.toFixed(), places)}`;
  const text =
    sign === 0 ? t('home.figures.unchanged') : ratio ? `${sign > 0 ? '+' : ''}${formatDecimal(ratio.times(100).toFixed(), 1)} %` : amount;
  return (
    <HStack gap="1" textStyle="xs" color="fg.muted" wrap="wrap" data-testid="figure-change">
      {/* No colour for good or bad: more withdrawals or a larger loss is not "up is good". */}
      <HStack gap="0.5" color="fg" fontWeight="medium">
        <Arrow aria-hidden />
        <Text as="span" title={amount}>
          {text}
        </Text>
      </HStack>
      <Text as="span">{t('home.figures.previous', { value: formatDecimal(previous.toFixed(), places) })}</Text>
    </HStack>
  );
}
