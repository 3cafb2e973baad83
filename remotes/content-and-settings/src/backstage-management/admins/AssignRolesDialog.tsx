import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import type { AdminManager } from '@console/contracts';
import { DialogFrame } from '@console/ui';
import { useEffect, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { useAssignRoles, useRoleAssignment } from './api';

/** The roles an admin holds, as a checkbox list of every role. */
export function AssignRolesDialog({ admin, onClose }: { admin: AdminManager | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const items = useRoleAssignment(admin?.id ?? null);
  const assign = useAssignRoles();
  const [selected, setSelected] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (items.data) setSelected(items.data.filter((item) => item.flag).map((item) => String(item.roleId)));
  }, [items.data]);
  useEffect(() => {
    if (admin) setTouched(false);
  }, [admin]);

  const none = selected.length === 0;
  const save = () => {
    setTouched(true);
    if (!admin || none) return;
    assign.mutate({ accountId: admin.id, account: admin.account, roleIds: selected.map(Number) }, { onSuccess: onClose });
  };

  return (
    <DialogFrame
      open={admin !== null}
      onClose={onClose}
      title={t('admins.assign.title', { account: admin?.account ?? '' })}
      busy={assign.isPending}
      loading={items.isLoading}
      confirm={{ label: t('common.save'), onConfirm: save, disabled: items.isLoading, cancelLabel: t('common.cancel') }}
    >
      <Fieldset.Root invalid={touched && none}>
        <Fieldset.Legend srOnly>{t('admins.assign.legend')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('admins.assign.help')}</Fieldset.HelperText>
        <CheckboxGroup value={selected} onValueChange={setSelected} name="roleIds">
          <Stack gap="2" maxH="80" overflowY="auto">
            {(items.data ?? []).map((item) => (
              <Checkbox.Root key={item.roleId} value={String(item.roleId)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{item.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {items.data && items.data.length === 0 ? <Text color="fg.muted">{t('admins.assign.noRoles')}</Text> : null}
          </Stack>
        </CheckboxGroup>
        {touched && none ? <Fieldset.ErrorText>{t('admins.assign.chooseOne')}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    </DialogFrame>
  );
}
