import { Badge, HStack } from '@chakra-ui/react';
import { useAreaTranslation } from '../i18n';

/** Active or not, and halted by staff, side by side (a futures pair's or a gameplay's). */
export function ActivationBadges({ status, halted }: { status: number; halted: number }) {
  const { t } = useAreaTranslation();
  return (
    <HStack gap="1">
      <Badge colorPalette={status === 1 ? 'green' : 'gray'} variant="subtle">
        {status === 1 ? t('futuresPairs.active') : t('futuresPairs.inactive')}
      </Badge>
      {halted === 1 ? (
        <Badge colorPalette="purple" variant="solid">
          {t('futuresPairs.halted')}
        </Badge>
      ) : null}
    </HStack>
  );
}
