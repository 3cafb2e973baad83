import { Badge, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { HealthState, PlatformHealth } from '@console/contracts/schemas/reports';
import { formatDecimal } from '@console/ui';
import type { ReactNode } from 'react';
import { useAreaTranslation } from '../i18n';
import { ageParts } from './age';
import { useHealth, WAITING_POLL_MS } from './api';

const PALETTE: Record<HealthState, string> = { ok: 'green', warn: 'orange', alert: 'red' };
const PARTS = ['feed', 'rounds', 'settlement', 'guards', 'exports'] as const;
type Part = (typeof PARTS)[number];

/**
 * The system-health strip: a card per part the admin may see (the API answers null for the others and the card is
 * left out; none at all leaves the strip out), each with its state as the server weighed it and the figures it
 * weighed, polled with the waiting work.
 */
export function HealthStrip() {
  const { t } = useAreaTranslation();
  const health = useHealth();
  const data = health.data;
  const shown = PARTS.filter((part) => data?.[part] != null);
  if (data && shown.length === 0) return null;
  if (!data && !health.isError) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="home-health">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="home-health">
          {t('home.health.title')}
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          {t('home.waiting.live', { seconds: WAITING_POLL_MS / 1000 })}
        </Text>
      </HStack>
      {!data ? (
        <HStack gap="3" color="fg.error" textStyle="sm">
          <Text>{t('home.health.failed')}</Text>
          <Button size="xs" variant="outline" onClick={() => void health.refetch()}>
            {t('home.retry')}
          </Button>
        </HStack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="3" data-testid="home-health">
          {shown.map((part) => (
            <PartCard key={part} part={part} health={data} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PartCard({ part, health }: { part: Part; health: PlatformHealth }) {
  const { t } = useAreaTranslation();
  const state = health[part]?.state ?? 'ok';
  const title = t(`home.health.${part}.title`);
  return (
    <Card.Root size="sm" variant="outline" bg="bg.surface" role="group" aria-label={title} data-state={state}>
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2">
          <Text textStyle="sm" color="fg.muted">
            {title}
          </Text>
          <StateBadge state={state} />
        </HStack>
        <Stack gap="1" textStyle="sm">
          <PartFigures part={part} health={health} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function StateBadge({ state }: { state: HealthState }) {
  const { t } = useAreaTranslation();
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-testid="health-state">
      {t(`home.health.state.${state}`)}
    </Badge>
  );
}

/** An age as the server measured it (`3 min 20 s`). */
function useAge() {
  const { t } = useAreaTranslation();
  return (seconds: number) => {
    const { key, values } = ageParts(seconds);
    return t(`home.age.${key}`, values);
  };
}

const Line = ({ children }: { children: ReactNode }) => <Text fontVariantNumeric="tabular-nums">{children}</Text>;

function PartFigures({ part, health }: { part: Part; health: PlatformHealth }) {
  const { t } = useAreaTranslation();
  const age = useAge();
  const n = (value: number) => formatDecimal(value);
  if (part === 'feed' && health.feed) {
    const feed = health.feed;
    return (
      <>
        {feed.running ? null : (
          <Text color="fg.warning" textStyle="xs">
            {t('home.health.feed.notRunning')}
          </Text>
        )}
        {feed.pairs.length === 0 ? <Line>{t('home.health.feed.noPairs')}</Line> : null}
        {feed.pairs.map((pair) => (
          <HStack key={pair.coinPairId} justify="space-between" gap="2" data-testid="health-pair">
            <HStack gap="1.5" minW="0">
              <Box w="2" h="2" borderRadius="full" bg={`${PALETTE[pair.state]}.solid`} flexShrink="0" aria-hidden />
              <Text truncate>{pair.name}</Text>
            </HStack>
            <Text fontVariantNumeric="tabular-nums" color={pair.state === 'ok' ? 'fg' : `${PALETTE[pair.state]}.fg`}>
              {pair.ageSeconds === null ? t('home.health.feed.never') : age(pair.ageSeconds)}
            </Text>
          </HStack>
        ))}
      </>
    );
  }
  if (part === 'rounds' && health.rounds) {
    return (
      <>
        <Line>{t('home.health.rounds.lag', { age: age(health.rounds.lagSeconds) })}</Line>
        <Line>{t('home.health.rounds.overdue', { count: health.rounds.overdueRounds, n: n(health.rounds.overdueRounds) })}</Line>
      </>
    );
  }
  if (part === 'settlement' && health.settlement) {
    const s = health.settlement;
    return (
      <>
        <Line>{t('home.health.settlement.rounds', { count: s.rounds, n: n(s.rounds) })}</Line>
        <Line>{t('home.health.settlement.orders', { count: s.orders, n: n(s.orders) })}</Line>
        {s.ageSeconds !== null ? <Line>{t('home.health.oldest', { age: age(s.ageSeconds) })}</Line> : null}
      </>
    );
  }
  if (part === 'guards' && health.guards) {
    const g = health.guards;
    const last = g.lastTripAt ? Math.max(0, Math.floor((Date.parse(health.checkedAt) - Date.parse(g.lastTripAt)) / 1000)) : null;
    return (
      <>
        <Line>{t('home.health.guards.trips', { count: g.trips, n: n(g.trips) })}</Line>
        <Line>{t('home.health.guards.open', { count: g.openTrips, n: n(g.openTrips) })}</Line>
        {last !== null ? <Line>{t('home.health.guards.last', { age: age(last) })}</Line> : null}
      </>
    );
  }
  if (part === 'exports' && health.exports) {
    const e = health.exports;
    return (
      <>
        <Line>{t('home.health.exports.queue', { queued: n(e.queued), running: n(e.running) })}</Line>
        {e.ageSeconds !== null ? <Line>{t('home.health.oldest', { age: age(e.ageSeconds) })}</Line> : null}
      </>
    );
  }
  return null;
}
