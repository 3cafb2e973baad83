import { Text } from '@chakra-ui/react';
import { FormDialog, SelectField, useOptions } from '@console/ui';
import { FOLLOW_PERMISSION_TYPES, type LeadingOrder } from '@console/contracts/schemas/copy-trading';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useEditFollowPermission } from './api';

const permissionForm = z.object({ permissionsType: z.enum(FOLLOW_PERMISSION_TYPES) });

/**
 * Who may follow a leading order (options `followPermissions`: everyone, invited accounts only, everyone but
 * blocked accounts). A follow request the permission refuses is refused and recorded; copies already made stay.
 */
export function PermissionDialog({ order, onClose }: { order: LeadingOrder | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const edit = useEditFollowPermission();
  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={t('leadingOrders.permission.title', { id: order?.id ?? '' })}
      submitLabel={t('leadingOrders.permission.submit')}
      schema={permissionForm}
      defaultValues={{ permissionsType: order?.permissionsType ?? 'everyone' }}
      fieldMessages={{ permissionsType: t('leadingOrders.permission.required') }}
      onSubmit={(v) => (order ? edit.mutateAsync({ detailId: order.id, permissionsType: v.permissionsType }) : undefined)}
    >
      <SelectField
        name="permissionsType"
        required
        label={t('leadingOrders.permission.label')}
        options={options.list('followPermissions').map((o) => ({ value: o.value, label: o.label }))}
      />
      <Text textStyle="sm" color="fg.muted">
        {t('leadingOrders.permission.hint')}
      </Text>
    </FormDialog>
  );
}
