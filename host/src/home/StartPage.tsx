import { Badge, Card, Heading, Link, SimpleGrid, Stack, Text } from '../chakra';
import { useSession } from '@console/client';
import { EmptyState, PageHeader } from '@console/ui/shell';
import { useTranslation } from 'react-i18next';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSidebar } from '../sidebar/useSidebar';

/** The console's own start page (when no dashboard is deployed): the areas the admin may open, as links. */
export function StartPage() {
  const { t } = useTranslation('host');
  const { manager } = useSession();
  const sections = useSidebar();
  const name = manager?.managerName || manager?.account || '';
  return (
    <Stack gap="4">
      <PageHeader title={t('home.welcome', { name })} description={t('home.subtitle')} />
      {sections.length === 0 ? (
        <EmptyState title={t('route.home')} description={t('home.empty')} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="start-areas">
          {sections.map((section) => (
            <Card.Root key={section.id} size="sm" variant="outline" bg="bg.surface">
              <Card.Header>
                <Heading as="h2" size="md">
                  {section.label}
                </Heading>
                <Text textStyle="xs" color="fg.muted">
                  {t('home.pages', { count: section.items.length })}
                </Text>
              </Card.Header>
              <Card.Body>
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <Link asChild display="flex" alignItems="center" gap="1" color="brand.fg" textStyle="sm">
                        <RouterLink to={item.to}>
                          <LuChevronRight aria-hidden />
                          {item.label}
                          {item.unavailable ? (
                            <Badge colorPalette="red" variant="subtle" size="sm">
                              {t('sidebar.unavailable')}
                            </Badge>
                          ) : null}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
