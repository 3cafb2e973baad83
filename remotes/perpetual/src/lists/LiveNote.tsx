import { Box, HStack, Text } from '@chakra-ui/react';
import { DateText } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { LIVE_REFRESH_MS } from './cells';

/** Says above a live list that its figures follow the feed, and when they were last read. */
export function LiveNote({ updatedAt, failing }: { updatedAt: number; failing: boolean }) {
  const { t } = useAreaTranslation();
  return (
    <HStack gap="2" mb="2" textStyle="xs" color={failing ? 'fg.error' : 'fg.muted'} role="status">
      <Box boxSize="2" borderRadius="full" bg={failing ? 'red.solid' : 'green.solid'} aria-hidden />
      <Text>
        {t(failing ? 'common.live.failing' : 'common.live.on', { seconds: LIVE_REFRESH_MS / 1000 })}{' '}
        {updatedAt ? (
          <>
            {t('common.live.readAt')} <DateText value={updatedAt} />
          </>
        ) : null}
      </Text>
    </HStack>
  );
}
