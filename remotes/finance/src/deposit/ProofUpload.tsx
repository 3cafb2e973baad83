import { Button, Field, HStack, Link, Text } from '@chakra-ui/react';
import { errorMessage } from '@console/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { LuFileCheck, LuUpload, LuX } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useUploadProof } from './api';

/** What a proof may be: a picture or a scanned document. */
export const PROOF_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';
const PROOF_TYPES = new Set(PROOF_ACCEPT.split(','));
const MAX_PROOF_BYTES = 20 * 1024 * 1024;

/**
 * The proof of a backstage deposit, uploaded (an image or a PDF) through the console's file upload: the
 * form's `proof` becomes the stored file's address, which the deposit's drawer shows. Nothing is typed.
 */
export function ProofUpload({ name = 'proof' }: { name?: string }) {
  const { t } = useAreaTranslation();
  const { field } = useController({ name });
  const upload = useUploadProof();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    if (!PROOF_TYPES.has(file.type)) return setProblem(t('deposit.operator.proofType'));
    if (file.size > MAX_PROOF_BYTES) return setProblem(t('deposit.operator.proofSize'));
    try {
      field.onChange(await upload.mutateAsync(file));
      setFileName(file.name);
    } catch (error) {
      setProblem(errorMessage(error) ?? t('deposit.operator.proofFailed'));
    }
  };
  const clear = () => {
    field.onChange('');
    setFileName(null);
  };

  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label htmlFor={inputId}>{t('deposit.operator.proof')}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
          <LuUpload /> {value ? t('deposit.operator.proofReplace') : t('deposit.operator.proofChoose')}
        </Button>
        {value ? (
          <HStack gap="1">
            <LuFileCheck aria-hidden />
            <Link href={value} target="_blank" rel="noopener noreferrer" textStyle="sm">
              {fileName ?? t('deposit.operator.proofUploaded')}
            </Link>
            <Button size="xs" variant="ghost" aria-label={t('deposit.operator.proofRemove')} onClick={clear}>
              <LuX />
            </Button>
          </HStack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('deposit.operator.proofNone')}
          </Text>
        )}
      </HStack>
      <input id={inputId} ref={input} type="file" accept={PROOF_ACCEPT} hidden onChange={choose} />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>{t('deposit.operator.proofHint')}</Field.HelperText>}
    </Field.Root>
  );
}
