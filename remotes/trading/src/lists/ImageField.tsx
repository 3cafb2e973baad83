import { Box, Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { MAX_IMAGE_UPLOAD_BYTES } from '@console/contracts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { LuImage, LuUpload } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';

/** What the API stores as an image (it checks the content again). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));

/** The picture of a file chosen in the browser, released when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL?.(made);
  }, [file]);
  return url;
}

/**
 * An image of a form (a coin's icon, a pair's logo), chosen from disk and sent with the form itself (the API
 * takes it multipart): the form's value is the `File`, or null. Type and size are checked before sending.
 */
export function ImageField({
  name,
  label,
  current,
  required = false,
}: {
  name: string;
  label: string;
  current?: string | null;
  required?: boolean;
}) {
  const { t } = useAreaTranslation();
  const { field, fieldState } = useController({ name });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const file = field.value instanceof File ? field.value : null;
  const preview = usePreview(file) ?? current ?? null;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!chosen) return;
    setProblem(null);
    if (!IMAGE_TYPES.has(chosen.type)) return setProblem(t('common.image.type'));
    if (chosen.size > MAX_IMAGE_UPLOAD_BYTES) return setProblem(t('common.image.size'));
    field.onChange(chosen);
  };
  const error = problem ?? fieldState.error?.message ?? null;

  return (
    <Field.Root invalid={error !== null} required={required}>
      <Field.Label htmlFor={inputId}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <HStack gap="3" wrap="wrap">
        <Box boxSize="10" borderWidth="1px" borderRadius="md" display="grid" placeItems="center" overflow="hidden" bg="bg.muted">
          {preview ? (
            <Image src={preview} alt={t('common.image.preview', { name: label })} boxSize="10" objectFit="contain" />
          ) : (
            <LuImage aria-hidden />
          )}
        </Box>
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <LuUpload /> {file || current ? t('common.image.replace') : t('common.image.choose')}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {file?.name ?? (current ? '' : t('common.image.none'))}
        </Text>
      </HStack>
      <input id={inputId} ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={choose} data-testid={`${name}-file`} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('common.image.hint')}</Field.HelperText>}
    </Field.Root>
  );
}

/** A form with its image as the API's multipart forms take them: the text fields one by one, the image under `fileField`. */
export function multipartForm(
  fields: Record<string, string | number | null | undefined>,
  fileField: string,
  file: File | null | undefined,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(key, String(value));
  if (file) form.append(fileField, file, file.name);
  return form;
}
