import { Button, Checkbox, CheckboxGroup, CloseButton, Dialog, Fieldset, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdminManager } from '@console/contracts';
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
    <Dialog.Root
      open={admin !== null}
      size="md"
      placement="center"
      lazyMount
      unmountOnExit
      onOpenChange={(e) => !e.open && !assign.isPending && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('admins.assign.title', { account: admin?.account ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Fieldset.Root invalid={touched && none}>
                <Fieldset.Legend srOnly>{t('admins.assign.legend')}</Fieldset.Legend>
                <Fieldset.HelperText>{t('admins.assign.help')}</Fieldset.HelperText>
                {items.isLoading ? (
                  <Stack gap="2">
                    <Skeleton height="5" />
                    <Skeleton height="5" />
                    <Skeleton height="5" />
                  </Stack>
                ) : (
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
                )}
                {touched && none ? <Fieldset.ErrorText>{t('admins.assign.chooseOne')}</Fieldset.ErrorText> : null}
              </Fieldset.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={save} loading={assign.isPending} disabled={items.isLoading}>
                {t('common.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
