import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of every page: its translated title, an optional line of context and the primary actions. */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex as="header" align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="4" mb="4" wrap="wrap">
      <Stack gap="1" minW="0">
        <Heading as="h1" size="xl" fontWeight="semibold" lineClamp={1}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
