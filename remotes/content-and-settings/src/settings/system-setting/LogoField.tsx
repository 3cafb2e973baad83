import { Box, Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { MAX_IMAGE_UPLOAD_BYTES } from '@console/contracts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { LuImage, LuTrash2, LuUpload } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { uploadImage } from './api';

/** What the API stores as an image (it checks the content again). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));

/**
 * A logo of the system settings: the image is uploaded as soon as it is chosen (`fileStorage/uploadImg`) and
 * the field holds the address it is served at; Remove returns to the built-in image (null). The section's
 * save stores it. Type and size are checked before sending.
 */
export function LogoField({ name, label, hint, disabled }: { name: string; label: string; hint?: string; disabled?: boolean }) {
  const { t } = useAreaTranslation();
  const { field, fieldState } = useController({ name });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const current = typeof field.value === 'string' && field.value ? field.value : null;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!chosen) return;
    setProblem(null);
    if (!IMAGE_TYPES.has(chosen.type)) return setProblem(t('systemSetting.logo.type'));
    if (chosen.size > MAX_IMAGE_UPLOAD_BYTES) return setProblem(t('systemSetting.logo.size'));
    setUploading(true);
    try {
      field.onChange(await uploadImage(chosen));
    } catch {
      // The client has already shown the API's message.
    } finally {
      setUploading(false);
    }
  };
  const error = problem ?? fieldState.error?.message ?? null;

  return (
    <Field.Root invalid={error !== null} disabled={disabled}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <Box boxSize="12" borderWidth="1px" borderRadius="md" display="grid" placeItems="center" overflow="hidden" bg="bg.muted">
          {current ? (
            <Image src={current} alt={t('systemSetting.logo.preview', { name: label })} boxSize="12" objectFit="contain" />
          ) : (
            <LuImage aria-hidden />
          )}
        </Box>
        <Button size="sm" variant="outline" loading={uploading} disabled={disabled} onClick={() => input.current?.click()}>
          <LuUpload /> {current ? t('systemSetting.logo.replace') : t('systemSetting.logo.upload')}
        </Button>
        {current ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => field.onChange(null)}>
            <LuTrash2 /> {t('systemSetting.logo.remove')}
          </Button>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('systemSetting.logo.builtIn')}
          </Text>
        )}
      </HStack>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        disabled={disabled}
        onChange={choose}
        data-testid={`${name}-file`}
        aria-label={label}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{hint ?? t('systemSetting.logo.hint')}</Field.HelperText>}
    </Field.Root>
  );
}
