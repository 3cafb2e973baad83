import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@console/client';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '../navigation/routeTable';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const { token } = useSession();
  return (
    <Center minH="100vh" bg="bg.canvas" px="4">
      <Stack gap="3" align="center" textAlign="center" maxW="md">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.description')}</Text>
        <Button asChild mt="2">
          <RouterLink to={token ? HOME_PATH : LOGIN_PATH}>{token ? t('notFound.home') : t('notFound.signIn')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
