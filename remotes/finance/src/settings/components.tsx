import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@console/client';
import {
  DateText,
  errorMessage,
  type FieldMessages,
  FormDialog,
  type FormContainerProps,
  CoinAmount,
  NumberField,
  SelectField,
  SwitchField,
  useUiTranslation,
  zodFormResolver,
} from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAreaTranslation } from '../i18n';

/**
 * The switch of an on/off setting (1 on), its label and hint the texts `${texts}.${name}` and
 * `${texts}.${name}Hint`; `field` is the form's field when it is not `name`.
 */
export function FlagSwitch({ texts, name, field = name, disabled }: { texts: string; name: string; field?: string; disabled: boolean }) {
  const { t } = useAreaTranslation();
  return <SwitchField name={field} numeric disabled={disabled} label={t(`${texts}.${name}`)} helperText={t(`${texts}.${name}Hint`)} />;
}

/** An on/off flag of a setting (1 on) as a coloured badge. */
export function FlagBadge({ value, on, off }: { value: number; on: string; off: string }) {
  return (
    <Badge colorPalette={value === 1 ? 'green' : 'gray'} variant="subtle">
      {value === 1 ? on : off}
    </Badge>
  );
}

/** A coin's blockchain entries as badges, green when active; `none` when it has none. */
export function EntryBadges({ entries, none }: { entries: { id: number; blockChain: string; activation: number }[]; none: string }) {
  if (entries.length === 0) return <Text color="fg.muted">{none}</Text>;
  return (
    <Flex gap="1" wrap="wrap">
      {entries.map((c) => (
        <Badge key={c.id} variant="subtle" colorPalette={c.activation === 1 ? 'green' : 'gray'}>
          {c.blockChain}
        </Badge>
      ))}
    </Flex>
  );
}

/** An amount of a coin that may be unset (no maximum, the finance default): `none` then. */
export function OptionalAmount({ value, unit, none }: { value: string | null; unit: string; none: string }) {
  return value === null ? <Text color="fg.muted">{none}</Text> : <CoinAmount value={value} code={unit} />;
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
export function UpdatedLine({
  date,
  by,
  labelled = true,
}: {
  date: string | null | undefined;
  by: string | null | undefined;
  /** Says "Last changed" before the date; not in a table, whose column header says it once. */
  labelled?: boolean;
}) {
  const { t } = useAreaTranslation();
  if (!date) return null;
  return (
    <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
      {labelled ? `${t('settings.updated')} ` : null}
      <DateText value={date} />
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

/**
 * A settings form on its card: the saved record loaded (a skeleton, or the failure with a retry), the form
 * refilled from it, and a footer with who changed it last and, for an admin who may change it, undo and
 * save (both idle until something changed); others read it, disabled, with a note saying so.
 */
export function SettingsFormCard<TData extends { updateDate: string; updatedBy: string | null }, TIn extends FieldValues, TOut>({
  title,
  description,
  label = title,
  query,
  toValues,
  canEdit,
  schema,
  fieldMessages,
  onSubmit,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The form's accessible name; the title by default. */
  label?: string;
  query: UseQueryResult<TData>;
  toValues: (data: TData) => TIn;
  canEdit: boolean;
  schema: z.ZodType<TOut, TIn>;
  fieldMessages?: FieldMessages;
  onSubmit: (values: TOut, saved: TData) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const data = query.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved record changes
  const values = useMemo(() => (data ? toValues(data) : undefined), [data]);
  const { form, submit } = useSettingsForm({ schema, values, fieldMessages, onSubmit: (v) => onSubmit(v, data as TData) });
  const { isDirty, isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label}>
        <SettingsCard
          title={title}
          description={description}
          loading={query.isLoading}
          error={query.error}
          onRetry={() => query.refetch()}
          footer={
            <>
              <UpdatedLine date={data?.updateDate} by={data?.updatedBy} />
              {canEdit ? (
                <HStack gap="2">
                  <Button variant="outline" size="sm" onClick={() => form.reset(values)} disabled={!isDirty || isSubmitting}>
                    {t('settings.action.reset')}
                  </Button>
                  <Button type="submit" colorPalette="brand" size="sm" loading={isSubmitting} disabled={!isDirty}>
                    {t('settings.action.save')}
                  </Button>
                </HStack>
              ) : (
                <Text textStyle="xs" color="fg.muted">
                  {t('settings.readOnly')}
                </Text>
              )}
            </>
          }
        >
          {children}
        </SettingsCard>
      </form>
    </FormProvider>
  );
}

/** A list's form of its rows, to add one (`null`) or edit one: its schema, values, fields and save. */
export interface RowForm<T, TIn extends FieldValues, TOut> {
  schema: z.ZodType<TOut, TIn>;
  values: (row: T | null) => TIn;
  fieldMessages?: FieldMessages;
  size?: FormContainerProps<TIn, TOut>['size'];
  onSubmit: (values: TOut, row: T | null) => Promise<unknown>;
  fields: (row: T | null) => ReactNode;
}

/** What a list's form is open for: nothing (closed), a new row (`row: null`), or a listed row. */
export type RowEditing<T> = { row: T | null } | null;

/** The dialog of a list's row form, open while `editing` is set. */
export function RowFormDialog<T, TIn extends FieldValues, TOut>({
  form,
  editing,
  title,
  onClose,
}: {
  form: RowForm<T, TIn, TOut>;
  editing: RowEditing<T>;
  title: (row: T | null) => string;
  onClose: () => void;
}) {
  const row = editing?.row ?? null;
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      size={form.size}
      title={title(row)}
      schema={form.schema}
      defaultValues={form.values(row) as DefaultValues<TIn>}
      fieldMessages={form.fieldMessages}
      onSubmit={(v) => form.onSubmit(v, row)}
    >
      {form.fields(row)}
    </FormDialog>
  );
}
