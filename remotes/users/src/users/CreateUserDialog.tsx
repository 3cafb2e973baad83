import { Box, HStack } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { FieldRow, FormDialog, PasswordField, SelectField, TextareaField, TextField, useOptions } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useCreateUser } from './api';
import { type CreateUserInput, createUserForm } from './forms';
import { UplinePicker } from './UplinePicker';

const EMPTY: CreateUserInput = {
  password: '',
  email: '',
  mobile: '',
  countryCode: '',
  remarks: '',
  accountType: '1',
  upLineId: '',
};

/** A new user: a password, optional contact details and remarks, a type and optionally an upline. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const create = useCreateUser();
  // Picking an upline needs the agent list, which is its own permission.
  const canPickUpline = useCan('users.agentList');

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('users.create.title')}
      submitLabel={t('users.create.submit')}
      schema={createUserForm}
      defaultValues={EMPTY}
      fieldMessages={{
        password: t('users.validation.password'),
        email: t('users.validation.email'),
        mobile: t('users.validation.mobile'),
        countryCode: t('users.validation.countryCode'),
      }}
      onSubmit={(v) =>
        create.mutateAsync({
          password: v.password,
          email: v.email,
          mobile: v.mobile,
          countryCode: v.countryCode,
          remarks: v.remarks,
          accountType: v.accountType,
          upLineId: v.upLineId,
        })
      }
    >
      <FieldRow>
        <PasswordField name="password" label={t('users.field.password')} required helperText={t('users.validation.password')} />
        <SelectField name="accountType" label={t('users.field.accountType')} required options={options.list('accountType')} />
      </FieldRow>
      <TextField name="email" label={t('users.field.email')} placeholder="name@example.com" />
      <HStack align="flex-start" gap="4">
        <Box w="32">
          <TextField name="countryCode" label={t('users.field.countryCode')} placeholder="44" />
        </Box>
        <Box flex="1">
          <TextField name="mobile" label={t('users.field.mobile')} placeholder="7700900123" />
        </Box>
      </HStack>
      <TextareaField name="remarks" label={t('users.field.remark')} />
      {canPickUpline ? (
        <UplinePicker name="upLineId" label={t('users.field.uplineOptional')} helperText={t('users.create.uplineHint')} />
      ) : null}
    </FormDialog>
  );
}
