import { Button, Card, HStack, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDecimal, useNow } from '@console/ui';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { ageParts, secondsSince } from './age';
import { useWaiting, WAITING_LISTS, WAITING_POLL_MS } from './api';

/**
 * The work waiting for staff: a card per count the admin may see (the API answers null for a list whose view the
 * admin does not hold, and the card is left out), each a link to that list filtered to the waiting records, with how
 * long its oldest record has waited, refreshed every few seconds while the page is in view.
 */
export function WaitingWork() {
  const { t } = useAreaTranslation();
  const waiting = useWaiting();
  const now = useNow(WAITING_POLL_MS);
  const shown = WAITING_LISTS.filter((list) => waiting.data?.[list.name] != null);
  if (waiting.data && shown.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="home-waiting">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="home-waiting">
          {t('home.waiting.title')}
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          {t('home.waiting.live', { seconds: WAITING_POLL_MS / 1000 })}
        </Text>
      </HStack>
      {waiting.isError && !waiting.data ? (
        <HStack gap="3" color="fg.error" textStyle="sm">
          <Text>{t('home.waiting.failed')}</Text>
          <Button size="xs" variant="outline" onClick={() => void waiting.refetch()}>
            {t('home.retry')}
          </Button>
        </HStack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3" data-testid="home-waiting">
          {waiting.data
            ? shown.map(({ name, to }) => {
                const count = waiting.data[name] ?? 0;
                const oldest = waiting.data.oldest[name];
                return (
                  <Link key={name} asChild display="block" _hover={{ textDecoration: 'none' }} borderRadius="l3">
                    <RouterLink to={to} aria-label={t('home.waiting.link', { title: t(`home.waiting.${name}`), count })}>
                      <Card.Root size="sm" variant="outline" bg="bg.surface" _hover={{ borderColor: 'brand.solid' }} h="full">
                        <Card.Body gap="1">
                          <Text textStyle="sm" color="fg.muted">
                            {t(`home.waiting.${name}`)}
                          </Text>
                          <HStack justify="space-between">
                            <Text
                              textStyle="2xl"
                              fontWeight="semibold"
                              fontVariantNumeric="tabular-nums"
                              color={count > 0 ? 'fg' : 'fg.subtle'}
                              data-testid={`waiting-${name}`}
                            >
                              {formatDecimal(count)}
                            </Text>
                            <LuChevronRight aria-hidden />
                          </HStack>
                          {oldest ? <OldestAge since={oldest} now={now} /> : null}
                        </Card.Body>
                      </Card.Root>
                    </RouterLink>
                  </Link>
                );
              })
            : WAITING_LISTS.map(({ name }) => <Skeleton key={name} h="20" borderRadius="l3" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** How long the oldest waiting record has waited: `oldest 3 h 12 min`. */
function OldestAge({ since, now }: { since: string; now: number }) {
  const { t } = useAreaTranslation();
  const { key, values } = ageParts(secondsSince(since, now));
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="waiting-oldest">
      {t('home.waiting.oldest', { age: t(`home.age.${key}`, values) })}
    </Text>
  );
}
