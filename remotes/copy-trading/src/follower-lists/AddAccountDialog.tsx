import { Text } from '@chakra-ui/react';
import type { FollowListType } from '@console/contracts/schemas/copy-trading';
import { FormDialog, NumberField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useChangeFollowerList } from './api';

const accountForm = z.object({
  accountId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,17}$/)
    .transform(Number),
});

/** Puts one account on the order's invite or block list (an account is on one of the two, never both). */
export function AddAccountDialog({
  open,
  onClose,
  list,
}: {
  open: boolean;
  onClose: () => void;
  list: { detailId: number; type: FollowListType };
}) {
  const { t } = useAreaTranslation();
  const add = useChangeFollowerList('add');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t(`followerLists.add.title.${list.type}`, { id: list.detailId })}
      submitLabel={t('followerLists.add.submit')}
      schema={accountForm}
      defaultValues={{ accountId: '' }}
      fieldMessages={{ accountId: t('followerLists.add.invalid') }}
      onSubmit={(v) => add.mutateAsync({ ...list, accountId: v.accountId })}
    >
      <NumberField name="accountId" integer required label={t('followerLists.add.account')} />
      <Text textStyle="sm" color="fg.muted">
        {t(`followerLists.add.hint.${list.type}`)}
      </Text>
    </FormDialog>
  );
}
