import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@console/client';
import { DateText, errorMessage, type FieldMessages, NumberField, SelectField, useUiTranslation, zodFormResolver } from '@console/ui';
import { type ReactNode, useEffect } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAreaTranslation } from '../i18n';

/** An on/off flag of a setting (1 on) as a coloured badge. */
export function FlagBadge({ value, on, off }: { value: number; on: string; off: string }) {
  return (
    <Badge colorPalette={value === 1 ? 'green' : 'gray'} variant="subtle">
      {value === 1 ? on : off}
    </Badge>
  );
}

/**
 * The coin of a setting: one of the platform's coins from sign-in, leaving out those that already have a
 * setting (a coin has at most one); typed as a coin id when sign-in listed none.
 */
export function CoinField({ taken, current }: { taken: number[]; current?: number }) {
  const { t } = useAreaTranslation();
  const { currencies } = useSession();
  if (currencies.length === 0) {
    return <NumberField name="coinId" label={t('settings.field.coinId')} integer required />;
  }
  const options = currencies.filter((c) => c.id === current || !taken.includes(c.id)).map((c) => ({ value: c.id, label: c.code }));
  return (
    <SelectField
      name="coinId"
      label={t('settings.field.coin')}
      required
      options={options}
      placeholder={options.length ? undefined : t('settings.field.noCoinLeft')}
      helperText={t('settings.field.coinHint')}
    />
  );
}

/** Who changed a setting last and when. */
export function UpdatedLine({ date, by }: { date: string | null | undefined; by: string | null | undefined }) {
  const { t } = useAreaTranslation();
  if (!date) return null;
  return (
    <Text textStyle="xs" color="fg.muted">
      {t('settings.updated')} <DateText value={date} />
      {by ? ` · ${by}` : ''}
    </Text>
  );
}

/** A card of a settings form: its title, a line of context, and its content (loading and failure included). */
export function SettingsCard({
  title,
  description,
  loading,
  error,
  onRetry,
  footer,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  return (
    <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="5" maxW="3xl">
      <Stack gap="1" mb="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {error ? (
        <Stack role="alert" gap="2" align="flex-start">
          <Text fontWeight="medium">{t('settings.loadError')}</Text>
          <Text textStyle="sm" color="fg.muted">
            {errorMessage(error) ?? t('settings.loadErrorHint')}
          </Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('settings.retry')}
          </Button>
        </Stack>
      ) : loading ? (
        <Stack gap="3" aria-busy="true" aria-label={t('settings.loading')}>
          <Skeleton height="6" />
          <Skeleton height="6" />
          <Skeleton height="6" />
        </Stack>
      ) : (
        children
      )}
      {footer && !error && !loading ? (
        <Flex mt="5" pt="4" borderTopWidth="1px" borderColor="border.surface" justify="space-between" align="center" gap="3" wrap="wrap">
          {footer}
        </Flex>
      ) : null}
    </Box>
  );
}

interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * A settings form shown inline on its tab (not in a dialog): validated by the shared schema with messages
 * in the screen's language, refilled whenever the saved values arrive, and marking fields the API names.
 */
export function useSettingsForm<TIn extends FieldValues, TOut>({
  schema,
  values,
  fieldMessages,
  onSubmit,
}: {
  schema: z.ZodType<TOut, TIn>;
  values: TIn | undefined;
  fieldMessages?: FieldMessages;
  onSubmit: (values: TOut) => Promise<unknown>;
}) {
  const { t } = useUiTranslation();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodFormResolver(schema, t, fieldMessages), mode: 'onTouched' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    if (values) form.reset(values);
  }, [values]);
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSubmit(v);
    } catch (error) {
      // The client has already shown the API's message; a field the API names is marked on the form.
      const fields = (error as { fields?: unknown } | null)?.fields;
      if (!Array.isArray(fields)) return;
      for (const field of fields as ServerFieldError[]) {
        if (typeof field?.path === 'string') form.setError(field.path as Path<TIn>, { type: 'server', message: field.message });
      }
    }
  });
  return { form, submit };
}
