import { Text } from '@chakra-ui/react';
import { reportAmountFix } from '@console/contracts';
import { FormDialog, NumberField, TextareaField } from '@console/ui';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';

/** A corrected amount: the contract's rule (a decimal, not negative, at most 15 whole digits). */
const amountForm = z.object({ amount: reportAmountFix.shape.reportAmount });
const remarkForm = z.object({ remark: z.string().trim().max(500) });

/** Corrects the report or the convert amount of a record; the wallet is not touched. */
export function AmountFixDialog({
  open,
  onClose,
  title,
  label,
  current,
  unit,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  current: string;
  unit?: string;
  onSubmit: (amount: string) => Promise<unknown>;
}) {
  const { t } = useAreaTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      schema={amountForm}
      defaultValues={{ amount: current }}
      onSubmit={(v) => onSubmit(v.amount)}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('records.fix.hint')}
      </Text>
      <NumberField name="amount" label={unit ? `${label} (${unit})` : label} required />
    </FormDialog>
  );
}

/** Edits the staff remark of a record (empty clears it). */
export function RemarkDialog({
  open,
  onClose,
  title,
  current,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  current: string | null;
  onSubmit: (remark: string) => Promise<unknown>;
}) {
  const { t } = useAreaTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      schema={remarkForm}
      defaultValues={{ remark: current ?? '' }}
      onSubmit={(v) => onSubmit(v.remark)}
    >
      <TextareaField name="remark" label={t('records.field.remark')} helperText={t('records.remarkHint')} />
    </FormDialog>
  );
}

const requiredText = z.object({ text: z.string().trim().min(1).max(500) });
const optionalText = z.object({ text: z.string().trim().max(500) });

/**
 * A review decision: says what will happen to which record, and takes the reason (or remark) that goes
 * with it, required where the API requires it.
 */
export function DecisionDialog({
  open,
  onClose,
  title,
  message,
  label,
  required,
  submitLabel,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  label: string;
  required: boolean;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      schema={required ? requiredText : optionalText}
      defaultValues={{ text: '' }}
      submitLabel={submitLabel}
      onSubmit={(v) => onSubmit(v.text)}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <TextareaField name="text" label={label} required={required} />
    </FormDialog>
  );
}
