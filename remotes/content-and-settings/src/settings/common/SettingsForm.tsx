import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { settingReason } from '@console/contracts/schemas/settings';
import type { SettingStamp } from '@console/contracts/schemas/settings-answers';
import { DateText, errorMessage, TextareaField, useUiTranslation, zodFormResolver } from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAreaTranslation } from '../../i18n';

export interface SettingsFormProps<T extends SettingStamp, V extends FieldValues> {
  title: string;
  description?: string;
  /** The setting as the API answers it. */
  query: UseQueryResult<T>;
  /** The form's values from the saved setting. */
  toValues: (saved: T) => V;
  /** The fields' schema (the reason is added here). */
  schema: z.ZodObject;
  /** Sends the change (the fields that changed, and the reason). */
  onSave: (values: Record<string, unknown>, reason: string | undefined) => Promise<unknown>;
  canEdit: boolean;
  /** Whether a change must say why (the reason is then required). */
  reasonRequired: boolean;
  /** Wording of fields' own rules, by field. */
  fieldMessages?: Record<string, string>;
  /** The history button (`VersionHistory`). */
  history?: ReactNode;
  children: ReactNode;
}

/**
 * A settings section: its fields in a card, who saved it last, the reason of the change (required where the
 * setting needs one), Reset and Save, and the history. Only the fields changed are sent; a field the API
 * refuses is marked on the form. The fields an admin may not edit are disabled by the screen.
 */
export function SettingsForm<T extends SettingStamp, V extends FieldValues>(props: SettingsFormProps<T, V>) {
  const { t } = useAreaTranslation();
  const { t: uiT } = useUiTranslation();
  const { query, toValues, canEdit, reasonRequired } = props;
  const saved = query.data;
  const values = useMemo(() => (saved ? { ...toValues(saved), reason: '' } : undefined), [saved, toValues]);
  const schema = useMemo(
    () => props.schema.extend({ reason: reasonRequired ? settingReason : z.string().trim().max(500).optional() }),
    [props.schema, reasonRequired],
  );
  const form = useForm<FieldValues, unknown, Record<string, unknown>>({
    resolver: zodFormResolver(schema as z.ZodType<Record<string, unknown>, FieldValues>, uiT, {
      ...props.fieldMessages,
      reason: t('settingsCommon.reason.required'),
    }),
    mode: 'onTouched',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    if (values) form.reset(values as DefaultValues<FieldValues>);
  }, [values]);

  const submit = form.handleSubmit(async (out) => {
    const { reason, ...fields } = out;
    const dirty = form.formState.dirtyFields as Record<string, unknown>;
    const changed = Object.fromEntries(Object.entries(fields).filter(([name]) => dirty[name]));
    try {
      await props.onSave(changed, typeof reason === 'string' && reason ? reason : undefined);
    } catch (error) {
      // The client has already shown the API's message; a field the API names is marked on the form.
      const fieldsRefused = (error as { fields?: unknown } | null)?.fields;
      if (!Array.isArray(fieldsRefused)) return;
      for (const field of fieldsRefused as { path?: unknown; message?: string }[]) {
        if (typeof field?.path === 'string') form.setError(field.path as Path<FieldValues>, { type: 'server', message: field.message });
      }
    }
  });
  const dirtyFields = Object.keys(form.formState.dirtyFields).filter((name) => name !== 'reason');
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={props.title}>
        <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="5" maxW="3xl">
          <Flex justify="space-between" align="flex-start" gap="3" mb="4">
            <Stack gap="1" flex="1" minW="0">
              <Heading as="h2" size="md">
                {props.title}
              </Heading>
              {props.description ? (
                <Text textStyle="sm" color="fg.muted">
                  {props.description}
                </Text>
              ) : null}
            </Stack>
            {props.history}
          </Flex>
          {query.error ? (
            <Stack role="alert" gap="2" align="flex-start">
              <Text fontWeight="medium">{t('settingsCommon.loadError')}</Text>
              <Text textStyle="sm" color="fg.muted">
                {errorMessage(query.error) ?? t('settingsCommon.loadErrorHint')}
              </Text>
              <Button size="sm" variant="outline" onClick={() => query.refetch()}>
                {t('settingsCommon.retry')}
              </Button>
            </Stack>
          ) : !saved ? (
            <Stack gap="3" aria-busy="true" aria-label={t('settingsCommon.loading')}>
              <Skeleton height="6" />
              <Skeleton height="6" />
              <Skeleton height="6" />
            </Stack>
          ) : (
            <>
              <Stack gap="5">{props.children}</Stack>
              {canEdit && dirtyFields.length ? (
                <Box mt="5">
                  <TextareaField
                    name="reason"
                    rows={2}
                    required={reasonRequired}
                    label={t('settingsCommon.reason.label')}
                    helperText={reasonRequired ? t('settingsCommon.reason.requiredHint') : t('settingsCommon.reason.optionalHint')}
                  />
                </Box>
              ) : null}
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
                <Text textStyle="xs" color="fg.muted">
                  {saved.updateDate ? (
                    <>
                      {`${t('settingsCommon.updated')} `}
                      <DateText value={saved.updateDate} />
                      {` · ${saved.updatedBy ?? ''}`}
                    </>
                  ) : (
                    t('settingsCommon.neverSaved')
                  )}
                </Text>
                {canEdit ? (
                  <HStack gap="2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => values && form.reset(values as DefaultValues<FieldValues>)}
                      disabled={!dirtyFields.length || isSubmitting}
                    >
                      {t('settingsCommon.reset')}
                    </Button>
                    <Button type="submit" colorPalette="brand" size="sm" loading={isSubmitting} disabled={!dirtyFields.length}>
                      {t('settingsCommon.save')}
                    </Button>
                  </HStack>
                ) : (
                  <Text textStyle="xs" color="fg.muted">
                    {t('settingsCommon.readOnly')}
                  </Text>
                )}
              </Flex>
            </>
          )}
        </Box>
      </form>
    </FormProvider>
  );
}
