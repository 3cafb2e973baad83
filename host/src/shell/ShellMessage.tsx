import { Box, Button, Center, Heading, Stack, Text } from '../chakra';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A page of the console itself that says why there is nothing to show, and where to go instead. */
export function ShellMessage({
  code,
  icon,
  title,
  description,
  action,
  standalone = false,
  testId,
}: {
  code: string;
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  action: { to: string; label: string };
  /** Drawn alone on the page (signed out) rather than inside the shell's frame. */
  standalone?: boolean;
  testId?: string;
}) {
  return (
    <Center minH={standalone ? '100vh' : '60vh'} bg={standalone ? 'bg.canvas' : undefined} px="4" data-testid={testId}>
      <Stack gap="3" align="center" textAlign="center" maxW="md">
        {icon ? (
          <Box color="fg.muted" fontSize="4xl" aria-hidden>
            {icon}
          </Box>
        ) : null}
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          {code}
        </Text>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        <Button asChild mt="2">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
