import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { DialogFrame } from '@console/ui';
import { useEffect, useId, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { useAddRoleUser, useAdminCandidates } from './api';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Picks an admin (searched by account) and adds them to the role. */
export function AddRoleUserDialog({
  open,
  roleId,
  role,
  holders,
  onClose,
}: {
  open: boolean;
  roleId: number;
  /** The role as the page names it. */
  role: string;
  holders: Set<number>;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const searchId = useId();
  const pickId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const [touched, setTouched] = useState(false);
  const account = useDebounced(search.trim(), 300);
  const candidates = useAdminCandidates(account, open);
  const addUser = useAddRoleUser();
  const choices = (candidates.data ?? []).filter((admin) => !holders.has(admin.id));

  useEffect(() => {
    if (open) {
      setSearch('');
      setPicked('');
      setTouched(false);
    }
  }, [open]);

  const submit = () => {
    setTouched(true);
    const admin = choices.find((a) => String(a.id) === picked);
    if (!admin) return;
    addUser.mutate({ roleId, role, accountId: admin.id, account: admin.account }, { onSuccess: onClose });
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('roleUsers.add.title', { role })}
      busy={addUser.isPending}
      confirm={{ label: t('roleUsers.add.submit'), onConfirm: submit, cancelLabel: t('common.cancel') }}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label htmlFor={searchId}>{t('roleUsers.add.search')}</Field.Label>
          <Input id={searchId} value={search} onChange={(e) => setSearch(e.currentTarget.value)} autoComplete="off" />
        </Field.Root>
        <Field.Root invalid={touched && !picked} required>
          <Field.Label htmlFor={pickId}>
            {t('roleUsers.add.admin')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={pickId} value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
              <option value="">{candidates.isFetching ? t('common.loading') : t('roleUsers.add.choose', { n: choices.length })}</option>
              {choices.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.managerName ? `${admin.account} (${admin.managerName})` : admin.account}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {touched && !picked ? <Field.ErrorText>{t('roleUsers.add.pickOne')}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
