// Chakra by module: this is part of the shell's light kit (shell.ts).
import { EmptyState as ChakraEmptyState } from '@chakra-ui/react/empty-state';
import { VStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';

/** Nothing to show, and why. */
export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <LuInbox />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
