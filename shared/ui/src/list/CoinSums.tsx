import { Box, Skeleton, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CoinAmount } from '../coins';
import { useUiTranslation } from '../i18n';

export interface CoinSumMeasure {
  /** The measure's name ("Amount", "Fee"). */
  label: string;
  /** The unit of its values when it is not the line's coin (report amounts are in USDT). */
  unit?: string;
}

export interface CoinSumLine {
  code: string;
  /** How many records the line adds up. */
  count?: number;
  /** One value per measure, in the order of `measures`. */
  values: (string | null | undefined)[];
}

/**
 * The sums of a list over every record its filters match, one line per coin with its unit and the coin's own
 * decimals: amounts of different coins are never added together.
 */
export function CoinSums({
  measures,
  lines,
  loading = false,
  note,
  label,
}: {
  measures: readonly CoinSumMeasure[];
  lines: readonly CoinSumLine[] | undefined;
  loading?: boolean;
  note?: ReactNode;
  /** The table's accessible name. */
  label?: string;
}) {
  const { t } = useUiTranslation();
  const showCount = lines?.some((line) => line.count !== undefined);
  return (
    <Box mb="3" borderWidth="1px" borderColor="border.surface" rounded="md" bg="bg.surface" overflowX="auto">
      <Table.Root size="sm" aria-label={label ?? t('sums.label')} aria-busy={loading}>
        <Table.Header>
          <Table.Row bg="bg.tableHeader">
            <Table.ColumnHeader py="1">{t('sums.coin')}</Table.ColumnHeader>
            {showCount ? (
              <Table.ColumnHeader py="1" textAlign="end">
                {t('sums.count')}
              </Table.ColumnHeader>
            ) : null}
            {measures.map((m) => (
              <Table.ColumnHeader key={m.label} py="1" textAlign="end">
                {m.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines === undefined ? (
            <Table.Row>
              <Table.Cell colSpan={measures.length + 2} py="1">
                <Skeleton height="4" />
              </Table.Cell>
            </Table.Row>
          ) : lines.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={measures.length + 2} py="1" color="fg.muted">
                {t('sums.none')}
              </Table.Cell>
            </Table.Row>
          ) : (
            lines.map((line) => (
              <Table.Row key={line.code} opacity={loading ? 0.6 : 1}>
                <Table.Cell py="1" fontWeight="medium">
                  {line.code}
                </Table.Cell>
                {showCount ? (
                  <Table.Cell py="1" textAlign="end" fontVariantNumeric="tabular-nums">
                    {line.count ?? ''}
                  </Table.Cell>
                ) : null}
                {measures.map((m, index) => (
                  <Table.Cell key={m.label} py="1">
                    <CoinAmount value={line.values[index]} code={m.unit ?? line.code} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      {note ? (
        <Text textStyle="xs" color="fg.muted" px="3" py="1">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
