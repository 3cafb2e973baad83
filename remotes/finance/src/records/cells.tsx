import { Code, Flex, Text } from '@chakra-ui/react';
import { useAreaTranslation } from '../i18n';

/**
 * A user named by id, with the contact beside it, shortened (in full on hover), on one line (the lists of
 * addresses, fund and distribution records).
 */
export function UserRefCell({ id, contact }: { id: number | null; contact?: string | null }) {
  const { t } = useAreaTranslation();
  if (id === null) return <Text color="fg.subtle">—</Text>;
  return (
    <Flex gap="1.5" align="baseline" minW="0" maxW="200px" overflow="hidden" whiteSpace="nowrap">
      <Text flexShrink={0}>{t('records.userId', { id })}</Text>
      {contact ? (
        <Text textStyle="xs" color="fg.muted" truncate minW="0" title={contact}>
          {contact}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * A chain address or hash in a table: monospace, on one line, shortened in the middle of the table (the
 * whole value on hover and in the details), so a long one neither widens the table nor makes a row tall.
 */
export function ChainText({
  value,
  full = false,
}: {
  value: string | null | undefined /** Wraps anywhere instead (a drawer). */;
  full?: boolean;
}) {
  if (!value) return <Text color="fg.subtle">—</Text>;
  if (full)
    return (
      <Code variant="plain" px="0" bg="transparent" fontSize="xs" wordBreak="break-all" whiteSpace="normal" display="block">
        {value}
      </Code>
    );
  return (
    <Code
      variant="plain"
      px="0"
      bg="transparent"
      fontSize="xs"
      whiteSpace="nowrap"
      overflow="hidden"
      textOverflow="ellipsis"
      maxW="56"
      display="block"
      title={value}
    >
      {value}
    </Code>
  );
}
