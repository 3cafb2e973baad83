import { HStack, Image, Text } from '@chakra-ui/react';
import { formatDecimal, MoneyText } from '@console/ui';

/** A coin or a pair with its picture (or its code alone when it has none). */
export function LogoName({ logo, name, sub }: { logo: string | null; name: string; sub?: string }) {
  return (
    <HStack gap="2" minW="0">
      {logo ? <Image src={logo} alt="" boxSize="6" borderRadius="full" objectFit="contain" flexShrink={0} /> : null}
      <Text fontWeight="medium" whiteSpace="nowrap" flexShrink={0}>
        {name}
      </Text>
      {sub ? (
        <Text textStyle="xs" color="fg.muted" truncate>
          {sub}
        </Text>
      ) : null}
    </HStack>
  );
}

/** A price of a pair, in its quote coin, with the pair's own decimals. */
export function PriceText({ value, unit, decimals }: { value: string | null | undefined; unit?: string; decimals?: number }) {
  return <MoneyText value={value} unit={unit} decimals={decimals} />;
}

/** A percentage as the API sends it (a decimal string), with its sign. */
export function percentText(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : `${formatDecimal(value)} %`;
}

/**
 * The decimals to write a reference price with (a moving average has up to 18): those of the recorded feed
 * prices beside it, at least 2 and at most 8. Only the display is rounded.
 */
export function priceDecimals(...recorded: (string | null | undefined)[]): number {
  const places = recorded.map((price) => (price?.includes('.') ? price.split('.')[1].length : 0));
  return Math.min(8, Math.max(2, ...places));
}
