import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DateText, errorMessage } from '@console/ui';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useAreaTranslation } from '../i18n';

/** The card of one part of the settings: its title, its fields (or their loading and failure), who saved it last, and undo and save. */
export function SettingsCard({
  title,
  description,
  loadError,
  onRetry,
  loading,
  saved,
  canEdit,
  dirty,
  submitting,
  onReset,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  loadError: unknown;
  onRetry: () => void;
  loading: boolean;
  saved: { updateDate: string | null; updatedBy: string | null } | undefined;
  canEdit: boolean;
  dirty: boolean;
  submitting: boolean;
  onReset: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="5" maxW="3xl">
        <Stack gap="1" mb="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {loadError ? (
          <Stack role="alert" gap="2" align="flex-start">
            <Text fontWeight="medium">{t('futuresSettings.loadError')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {errorMessage(loadError) ?? t('futuresSettings.loadErrorHint')}
            </Text>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('futuresSettings.retry')}
            </Button>
          </Stack>
        ) : loading || !saved ? (
          <Stack gap="3" aria-busy="true" aria-label={t('futuresSettings.loading')}>
            <Skeleton height="6" />
            <Skeleton height="6" />
            <Skeleton height="6" />
          </Stack>
        ) : (
          <>
            <Stack gap="5">{children}</Stack>
            <Flex
              mt="5"
              pt="4"
              borderTopWidth="1px"
              borderColor="border.surface"
              justify="space-between"
              align="center"
              gap="3"
              wrap="wrap"
            >
              <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                {saved.updateDate ? (
                  <>
                    {`${t('futuresSettings.updated')} `}
                    <DateText value={saved.updateDate} />
                    {` · ${saved.updatedBy ?? t('futuresSettings.updatedByNobody')}`}
                  </>
                ) : (
                  t('futuresSettings.neverSaved')
                )}
              </Text>
              {canEdit ? (
                <HStack gap="2">
                  <Button variant="outline" size="sm" onClick={onReset} disabled={!dirty || submitting}>
                    {t('futuresSettings.action.reset')}
                  </Button>
                  <Button type="submit" colorPalette="brand" size="sm" loading={submitting} disabled={!dirty}>
                    {t('futuresSettings.action.save')}
                  </Button>
                </HStack>
              ) : (
                <Text textStyle="xs" color="fg.muted">
                  {t('futuresSettings.readOnly')}
                </Text>
              )}
            </Flex>
          </>
        )}
      </Box>
    </form>
  );
}

/** Marks on the form each field the API named in a refusal (`settlement.taxRatio`, `yield.buttonValue.2`): the client has toasted its message. */
export function serverFieldErrors(error: unknown, part: string): { name: string; message?: string }[] {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return (fields as { path?: unknown; message?: string }[]).flatMap((field) =>
    typeof field?.path === 'string'
      ? [{ name: field.path.replace(new RegExp(`^${part}\\.`), '').replace(/\.\d+$/, ''), message: field.message }]
      : [],
  );
}
