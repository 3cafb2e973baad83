import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { readText, writeText } from '@console/client';
import { CoinAmount, type CoinSumLine, type CoinSumMeasure, CoinSums } from '@console/ui';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';

const openKey = (list: string) => `console.list.${list}.sums`;

/**
 * The sums of a record list, a line per coin. Folded, one line names each coin's amount and record count
 * (a status tab holds seven coins: seven lines of sums would leave the reviewer a handful of rows);
 * unfolded, the kit's table of every measure per coin. The list remembers which the admin left it in.
 */
export function SumsPanel({
  list,
  measures,
  lines,
  loading,
}: {
  /** The list's key, under which the panel remembers being open. */
  list: string;
  measures: readonly CoinSumMeasure[];
  lines: readonly CoinSumLine[] | undefined;
  loading: boolean;
}) {
  const { t } = useAreaTranslation();
  const [open, setOpen] = useState(() => readText(openKey(list)) === '1');
  const toggle = () => {
    setOpen(!open);
    writeText(openKey(list), open ? null : '1');
  };
  return (
    <Box mb="2">
      {/* Folded, one line: the coins that do not fit are in the table it unfolds. */}
      <Flex align="center" gap="4" wrap="nowrap" overflow="hidden" textStyle="sm" mb={open ? '2' : '0'} aria-busy={loading}>
        <Button size="xs" variant="ghost" onClick={toggle} aria-expanded={open} px="1.5" flexShrink={0}>
          {open ? <LuChevronUp /> : <LuChevronDown />} {t('records.summary.perCoin')}
        </Button>
        {open ? null : lines === undefined ? null : lines.length === 0 ? (
          <Text color="fg.muted">{t('records.summary.none')}</Text>
        ) : (
          lines.map((line) => (
            <HStack key={line.code} gap="1" flexShrink={0} whiteSpace="nowrap" aria-label={t('records.summary.line', { code: line.code })}>
              <CoinAmount value={line.values[0]} code={line.code} fontWeight="medium" />
              <Text as="span" color="fg.muted" textStyle="xs">
                {t('records.summary.count', { count: line.count ?? 0 })}
              </Text>
            </HStack>
          ))
        )}
      </Flex>
      {open ? <CoinSums measures={measures} lines={lines} loading={loading} /> : null}
    </Box>
  );
}
