import { Box, Field, IconButton, Input, InputGroup, NativeSelect, Stack, Switch, Textarea } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  useForm,
  useFormContext,
  type UseFormReturn,
} from 'react-hook-form';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import type { z } from 'zod';
import { type FieldMessages, zodFormResolver } from './form-resolver';
import { useUiTranslation } from './i18n';
import { DialogFrame, DrawerFrame } from './overlay-frame';

export interface FormContainerProps<TIn extends FieldValues, TOut> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  /** Runs the change; the form closes when it resolves and stays open (errors shown) when it rejects. */
  onSubmit: (values: TOut) => Promise<unknown> | unknown;
  submitLabel?: ReactNode;
  /** Wording of a field's own format rule, by field path, in the screen's language. */
  fieldMessages?: FieldMessages;
  /** The fields; a function receives the form to show fields depending on other values. */
  children: ReactNode | ((form: UseFormReturn<TIn, unknown, TOut>) => ReactNode);
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

interface ServerFieldError {
  path: string;
  message: string;
}

function serverFieldErrors(error: unknown): ServerFieldError[] {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields)
    ? fields.filter((f): f is ServerFieldError => typeof f?.path === 'string' && typeof f?.message === 'string')
    : [];
}

function useContainerForm<TIn extends FieldValues, TOut>({
  open,
  onClose,
  schema,
  defaultValues,
  onSubmit,
  fieldMessages,
}: FormContainerProps<TIn, TOut>) {
  const { t } = useUiTranslation();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodFormResolver(schema, t, fieldMessages), defaultValues, mode: 'onTouched' });
  const formId = useId();

  // Each opening starts from the values of what is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (open) form.reset(defaultValues);
  }, [open]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // The client has already shown the API's message; a field the API names is marked on the form.
      for (const field of serverFieldErrors(error)) {
        form.setError(field.path as Path<TIn>, { type: 'server', message: field.message });
      }
    }
  });
  return { form, formId, submit, t };
}

/** The form element a dialog or drawer holds: its fields, with the form in context for them. */
function ContainerForm<TIn extends FieldValues, TOut>({
  form,
  formId,
  submit,
  fields,
}: Pick<ReturnType<typeof useContainerForm<TIn, TOut>>, 'form' | 'formId' | 'submit'> & {
  fields: FormContainerProps<TIn, TOut>['children'];
}) {
  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">{typeof fields === 'function' ? fields(form) : fields}</Stack>
      </form>
    </FormProvider>
  );
}

/** The frame's props of a form: its confirm button submits the form; nothing closes it while it is submitted. */
function useFormFrame<TIn extends FieldValues, TOut>(props: FormContainerProps<TIn, TOut>) {
  const { form, formId, submit, t } = useContainerForm(props);
  const frame = {
    open: props.open,
    onClose: props.onClose,
    title: props.title,
    size: props.size,
    busy: form.formState.isSubmitting,
    closeOnOutsideClick: false,
    confirm: { label: props.submitLabel ?? t('form.save'), form: formId, cancelLabel: t('form.cancel') },
  };
  return { frame, body: <ContainerForm form={form} formId={formId} submit={submit} fields={props.children} /> };
}

/** A validated form in a centred dialog. */
export function FormDialog<TIn extends FieldValues, TOut>(props: FormContainerProps<TIn, TOut>) {
  const { frame, body } = useFormFrame(props);
  return <DialogFrame {...frame}>{body}</DialogFrame>;
}

/** A validated form in a drawer on the right: for longer forms. */
export function FormDrawer<TIn extends FieldValues, TOut>(props: FormContainerProps<TIn, TOut>) {
  const { frame, body } = useFormFrame(props);
  return <DrawerFrame {...frame}>{body}</DrawerFrame>;
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

function useFieldState(name: string) {
  const form = useFormContext();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { form, error };
}

function FieldFrame({
  id,
  label,
  helperText,
  required,
  disabled,
  error,
  children,
}: { id: string; error?: { message?: string } } & Omit<FieldProps, 'name'> & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label htmlFor={id}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error?.message ? (
        <Field.ErrorText>{error.message}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

export function TextField({ name, placeholder, autoComplete, ...frame }: FieldProps & { placeholder?: string; autoComplete?: string }) {
  const id = useId();
  const { form, error } = useFieldState(name);
  return (
    <FieldFrame id={id} error={error} {...frame}>
      <Input id={id} placeholder={placeholder} autoComplete={autoComplete ?? 'off'} {...form.register(name)} />
    </FieldFrame>
  );
}

export function PasswordField({ name, autoComplete = 'new-password', ...frame }: FieldProps & { autoComplete?: string }) {
  const id = useId();
  const { t } = useUiTranslation();
  const { form, error } = useFieldState(name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} error={error} {...frame}>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            me="-2"
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input id={id} type={visible ? 'text' : 'password'} autoComplete={autoComplete} {...form.register(name)} />
      </InputGroup>
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export function SelectField({ name, options, placeholder, ...frame }: FieldProps & { options: SelectOption[]; placeholder?: string }) {
  const id = useId();
  const { t } = useUiTranslation();
  const { form, error } = useFieldState(name);
  const optionsKey = options.map((o) => o.value).join('|');
  // Options often arrive after the form was filled: a native select cannot hold a value it has no option
  // for, so the form's value is applied again once they are there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the option values
  useEffect(() => {
    const value = form.getValues(name);
    if (value !== undefined && value !== '') form.setValue(name, value, { shouldDirty: false, shouldValidate: false });
  }, [optionsKey]);
  return (
    <FieldFrame id={id} error={error} {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} {...form.register(name)}>
          <option value="">{placeholder ?? t('form.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** A number kept as text, so decimals are never rounded through a float; the schema parses it. */
export function NumberField({ name, placeholder, integer = false, ...frame }: FieldProps & { placeholder?: string; integer?: boolean }) {
  const id = useId();
  const { form, error } = useFieldState(name);
  return (
    <FieldFrame id={id} error={error} {...frame}>
      <Input
        id={id}
        inputMode={integer ? 'numeric' : 'decimal'}
        placeholder={placeholder}
        textAlign="end"
        autoComplete="off"
        {...form.register(name)}
      />
    </FieldFrame>
  );
}

export function TextareaField({ name, placeholder, rows = 3, ...frame }: FieldProps & { placeholder?: string; rows?: number }) {
  const id = useId();
  const { form, error } = useFieldState(name);
  return (
    <FieldFrame id={id} error={error} {...frame}>
      <Textarea id={id} placeholder={placeholder} rows={rows} autoresize {...form.register(name)} />
    </FieldFrame>
  );
}

/** An on/off switch; `numeric` stores 1 and 0 (the API's switches) instead of true and false. */
export function SwitchField({ name, label, helperText, disabled, numeric = false }: FieldProps & { numeric?: boolean }) {
  const { form, error } = useFieldState(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch.Root
            name={field.name}
            checked={numeric ? Number(field.value) === 1 : Boolean(field.value)}
            onCheckedChange={(e) => field.onChange(numeric ? (e.checked ? 1 : 0) : e.checked)}
            disabled={disabled}
            colorPalette="brand"
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
        )}
      />
      {error?.message ? (
        <Field.ErrorText>{error.message}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/** Lays fields out in two columns on wide screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      {children}
    </Box>
  );
}
