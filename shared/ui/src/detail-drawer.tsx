import { Box, Code, DataList, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiTranslation } from './i18n';
import { DrawerFrame } from './overlay-frame';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
}

export interface DetailJson {
  label: ReactNode;
  /** A JSON text or a value; text that is not JSON is shown as it is. */
  value: unknown;
}

/** Two-space indented JSON of a value or of a JSON text; other text unchanged; empty for nothing. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

export interface DetailDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  items: DetailItem[];
  /** Blocks of JSON (a request, a response) shown pretty-printed under the list. */
  json?: DetailJson[];
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The details of one record: a key/value list, then any JSON pretty-printed. */
export function DetailDrawer({ open, onClose, title, items, json = [], size = 'lg' }: DetailDrawerProps) {
  const { t } = useUiTranslation();
  return (
    <DrawerFrame open={open} onClose={onClose} title={title} size={size}>
      <Stack gap="6">
        <DataList.Root orientation="horizontal" size="sm" divideY="1px">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list
            <DataList.Item key={index} pt="2">
              <DataList.ItemLabel minW="32">{item.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{item.value ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {json.map((block, index) => {
          const text = prettyJson(block.value);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed list
            <Box key={index} as="section">
              <Heading as="h3" size="sm" mb="2">
                {block.label}
              </Heading>
              <Code
                as="pre"
                display="block"
                whiteSpace="pre-wrap"
                wordBreak="break-all"
                p="3"
                rounded="md"
                fontSize="xs"
                maxH="80"
                overflow="auto"
                w="full"
              >
                {text || t('detail.empty')}
              </Code>
            </Box>
          );
        })}
      </Stack>
    </DrawerFrame>
  );
}
