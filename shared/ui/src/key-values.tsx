import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of a drawer: its heading names it (tests and screen readers find the section by it). */
export function DrawerSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Labelled values side by side, each label above its value: the key/value block of a wide drawer. */
export function KeyValueGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  return (
    <Grid templateColumns={`repeat(${columns}, minmax(0, 1fr))`} gap="3">
      {children}
    </Grid>
  );
}

/** One labelled value of a `KeyValueGrid`; nothing to show (no value, empty text) shows a dash. */
export function KeyValue({ label, children }: { label: ReactNode; children?: ReactNode }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Box textStyle="sm">{children === null || children === undefined || children === '' ? '—' : children}</Box>
    </Box>
  );
}
