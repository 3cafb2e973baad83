import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { readText, writeText } from '@console/client';
import { useLayoutEffect, useRef, useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { CoinAmount } from '../coins';
import { useUiTranslation } from '../i18n';
import { type CoinSumLine, type CoinSumMeasure, CoinSums } from './CoinSums';

const openKey = (list: string) => `console.list.${list}.sums`;

/**
 * How many of a one-line strip's items stand on its first line: the strip wraps, shows one line and hides the
 * rest, so a coin is shown whole or not at all, and the count says how many are behind "more".
 */
function useItemsOnFirstLine(items: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items);
  useLayoutEffect(() => {
    const element = strip.current;
    // Measured again whenever the lines change: a new set of coins wraps anew.
    if (!element || items === 0) return;
    const measure = () => {
      const children = [...element.querySelectorAll<HTMLElement>('[data-sum-line]')];
      const top = children[0]?.offsetTop ?? 0;
      setShown(children.filter((child) => child.offsetTop === top).length);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [items]);
  return { strip, hidden: Math.max(0, items - shown) };
}

/**
 * The sums of a list, a line per coin. Folded, one line names each coin's first measure and record count
 * (a status tab holds seven coins: seven lines of sums would leave the reviewer a handful of rows), the coins
 * that do not fit behind "+N more"; unfolded, the table of every measure per coin. The list remembers which
 * the admin left it in.
 */
export function CoinSumsPanel({
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
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(() => readText(openKey(list)) === '1');
  const toggle = () => {
    setOpen(!open);
    writeText(openKey(list), open ? null : '1');
  };
  const { strip, hidden } = useItemsOnFirstLine(open ? 0 : (lines?.length ?? 0));
  return (
    <Box mb="2">
      <Flex align="center" gap="4" textStyle="sm" mb={open ? '2' : '0'} aria-busy={loading}>
        <Button size="xs" variant="ghost" onClick={toggle} aria-expanded={open} px="1.5" flexShrink={0}>
          {open ? <LuChevronUp /> : <LuChevronDown />} {t('sums.label')}
        </Button>
        {open ? null : lines === undefined ? null : lines.length === 0 ? (
          <Text color="fg.muted">{t('sums.none')}</Text>
        ) : (
          <>
            {/* One line shown of a wrapping strip: a coin that does not fit moves to the hidden second line. */}
            <Flex ref={strip} flex="1" minW="0" gap="4" wrap="wrap" rowGap="2" maxH="6" overflow="hidden" align="center">
              {lines.map((line) => (
                <HStack key={line.code} data-sum-line gap="1" whiteSpace="nowrap" aria-label={t('sums.line', { code: line.code })}>
                  <CoinAmount value={line.values[0]} code={line.code} fontWeight="medium" />
                  {line.count === undefined ? null : (
                    <Text as="span" color="fg.muted" textStyle="xs">
                      {t('sums.records', { count: line.count })}
                    </Text>
                  )}
                </HStack>
              ))}
            </Flex>
            {hidden > 0 ? (
              <Button size="xs" variant="ghost" onClick={toggle} flexShrink={0}>
                {t('sums.more', { count: hidden })}
              </Button>
            ) : null}
          </>
        )}
      </Flex>
      {open ? <CoinSums measures={measures} lines={lines} loading={loading} /> : null}
    </Box>
  );
}
