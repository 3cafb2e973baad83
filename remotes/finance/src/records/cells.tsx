import { Code, Flex, Text } from '@chakra-ui/react';
import { useAreaTranslation } from '../i18n';

/** A user named by id, with the contact under it (the lists of addresses, fund and distribution records). */
export function UserRefCell({ id, contact }: { id: number | null; contact?: string | null }) {
  const { t } = useAreaTranslation();
  if (id === null) return <Text color="fg.subtle">—</Text>;
  return (
    <Flex direction="column" minW="0">
      <Text whiteSpace="nowrap">{t('records.userId', { id })}</Text>
      {contact ? (
        <Text textStyle="xs" color="fg.muted" truncate maxW="56">
          {contact}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A chain address or hash: monospace and wrapping anywhere, so a long one never widens the table. */
export function ChainText({ value }: { value: string | null | undefined }) {
  if (!value) return <Text color="fg.subtle">—</Text>;
  return (
    <Code variant="plain" px="0" bg="transparent" fontSize="xs" wordBreak="break-all" whiteSpace="normal" maxW="72" display="block">
      {value}
    </Code>
  );
}
