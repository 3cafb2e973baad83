import { Text } from '@chakra-ui/react';
import { FormDialog, TextareaField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../../i18n';

const deleteForm = z.object({ reason: z.string().trim().max(500).optional() });

export interface DeleteWithReasonProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  submitLabel: string;
  /** Deletes, with the reason the admin gave (undefined when none): the deletion is a version of the setting. */
  onDelete: (reason: string | undefined) => Promise<unknown> | null;
}

/** The confirmation of a deletion from a versioned list setting, with an optional reason kept in its history. */
export function DeleteWithReason({ open, onClose, title, message, submitLabel, onDelete }: DeleteWithReasonProps) {
  const { t } = useAreaTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      submitLabel={submitLabel}
      schema={deleteForm}
      defaultValues={{ reason: '' }}
      onSubmit={(values) => onDelete(values.reason || undefined)}
    >
      <Text>{message}</Text>
      <TextareaField name="reason" rows={2} label={t('settingsCommon.reason.label')} helperText={t('settingsCommon.reason.optionalHint')} />
    </FormDialog>
  );
}
