import { Text } from '@chakra-ui/react';

/**
 * A free text (a remark, a reason) on one line, the rest on hover: a long one would otherwise widen its
 * column until the table no longer fits its area.
 */
export function LongText({ text }: { text: string | null | undefined }) {
  if (!text) return <Text color="fg.subtle">—</Text>;
  return (
    <Text lineClamp={1} maxW="sm" title={text}>
      {text}
    </Text>
  );
}
