// Chakra by module: this is part of the shell's light kit (shell.ts).
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/**
 * The top of every page in one line: its translated title, a line of context beside it (cut short, whole on
 * hover), and the primary actions, always at the right end.
 */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex as="header" align="center" justify="space-between" gap="4" mb="3" minH="9" wrap={{ base: 'wrap', lg: 'nowrap' }}>
      <Flex align="baseline" gap="3" minW="0" flex="1">
        <Heading as="h1" size="lg" fontWeight="semibold" whiteSpace="nowrap" flexShrink={0}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm" truncate title={typeof description === 'string' ? description : undefined} minW="0">
            {description}
          </Text>
        ) : null}
      </Flex>
      {actions ? (
        <HStack gap="2" flexShrink={0} ms="auto">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
