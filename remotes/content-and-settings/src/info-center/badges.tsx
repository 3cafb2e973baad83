import { Badge, HStack } from '@chakra-ui/react';
import type { InfoContentRow, InfoState } from '@console/contracts/schemas/info-center';
import { useAreaTranslation } from '../i18n';

const STATE_PALETTE: Record<InfoState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  hidden: 'orange',
  expired: 'red',
};

export function StateBadge({ state }: { state: InfoState }) {
  const { t } = useAreaTranslation();
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle">
      {t(`infoCenter.state.${state}`)}
    </Badge>
  );
}

/** A badge per language: solid when its version has a title and a body, outlined when it is missing. */
export function LanguageBadges({ languages }: { languages: InfoContentRow['languages'] }) {
  const { t } = useAreaTranslation();
  return (
    <HStack gap="1">
      {languages.map((l) => (
        <Badge
          key={l.language}
          colorPalette={l.complete ? 'green' : 'gray'}
          variant={l.complete ? 'solid' : 'outline'}
          title={t(l.complete ? 'infoCenter.language.complete' : 'infoCenter.language.missing', {
            language: t(`infoCenter.language.${l.language}`),
          })}
        >
          {l.language}
        </Badge>
      ))}
    </HStack>
  );
}
