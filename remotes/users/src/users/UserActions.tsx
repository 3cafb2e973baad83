import { Box, DataList, HStack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { User, UserWallet } from '@console/contracts';
import {
  ConfirmDialog,
  FormDialog,
  formatDecimal,
  MoneyText,
  NumberField,
  PasswordField,
  type RowAction,
  SelectField,
  TextareaField,
  TextField,
  useOptions,
} from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import {
  LuArrowDownUp,
  LuGitBranch,
  LuKeyRound,
  LuLock,
  LuLockOpen,
  LuMedal,
  LuNotebookPen,
  LuShieldCheck,
  LuTrendingUp,
  LuUnlink,
  LuUserCog,
  LuUserRound,
  LuUsers,
  LuWallet,
  LuWaves,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import {
  useChangeLevel,
  useChangeMarketingLevel,
  useChangeStatus,
  useChangeType,
  useChangeUpline,
  useEditFlowVolume,
  useEditRemark,
  useFreezeAll,
  useFreezeAmount,
  useMarketingLevels,
  useRemoveUpline,
  useResetPassword,
  useResetWithdrawPassword,
  useUserLevels,
  useUserWallets,
} from './api';
import { userName, userPaths } from './format';
import { flowVolumeForm, freezeForm, levelForm, passwordForm, remarkForm, statusForm, typeForm, uplineForm, walletKey } from './forms';
import { UplinePicker } from './UplinePicker';

export type UserActionKind =
  | 'remark'
  | 'type'
  | 'upline'
  | 'removeUpline'
  | 'status'
  | 'password'
  | 'withdrawPassword'
  | 'level'
  | 'marketingLevel'
  | 'flowVolume'
  | 'freeze'
  | 'freezeAll'
  | 'thawAll';

interface Opened {
  kind: UserActionKind;
  user: User;
}

/**
 * The actions on one user (each behind its permission) and the dialogs they open, shared by the list's
 * row menu and the details page. `navigation` adds the links to details, downline and flow records.
 */
export function useUserActions({ tab, navigation = true }: { tab: string; navigation?: boolean }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened | null>(null);
  const can = {
    details: useCan('users.details'),
    list: useCan('users.list'),
    remark: useCan('users.editRemark'),
    type: useCan('users.editType'),
    upline: useCan('users.editUpline'),
    status: useCan('users.editStatus'),
    password: useCan('users.editPassword'),
    withdrawPassword: useCan('users.editWithdrawPassword'),
    level: useCan('users.editLevel'),
    marketingLevel: useCan('users.editMarketingLevel'),
    flowVolume: useCan('users.editFlowVolume'),
    freeze: useCan('users.freezeSingle'),
    freezeAll: useCan('users.freezeAll'),
  };

  const actionsFor = (user: User): RowAction[] => {
    const open = (kind: UserActionKind) => () => setOpened({ kind, user });
    return [
      {
        label: t('users.action.details'),
        icon: <LuUserRound />,
        hidden: !navigation || !can.details,
        onClick: () => navigate(userPaths.details(tab, user.id)),
      },
      {
        label: t('users.action.downline'),
        icon: <LuUsers />,
        hidden: !navigation || !can.list,
        onClick: () => navigate(userPaths.subordinate(tab, user.id)),
      },
      {
        label: t('users.action.flowRecords'),
        icon: <LuWaves />,
        hidden: !navigation || !can.list,
        onClick: () => navigate(userPaths.flowRecords(tab, user.id, user.email)),
      },
      { label: t('users.action.remark'), icon: <LuNotebookPen />, hidden: !can.remark, onClick: open('remark') },
      { label: t('users.action.type'), icon: <LuUserCog />, hidden: !can.type, onClick: open('type') },
      { label: t('users.action.upline'), icon: <LuGitBranch />, hidden: !can.upline, onClick: open('upline') },
      {
        label: t('users.action.removeUpline'),
        icon: <LuUnlink />,
        hidden: !can.upline || user.parentUserId === null,
        danger: true,
        onClick: open('removeUpline'),
      },
      { label: t('users.action.status'), icon: <LuShieldCheck />, hidden: !can.status, onClick: open('status') },
      { label: t('users.action.password'), icon: <LuKeyRound />, hidden: !can.password, onClick: open('password') },
      { label: t('users.action.withdrawPassword'), icon: <LuKeyRound />, hidden: !can.withdrawPassword, onClick: open('withdrawPassword') },
      { label: t('users.action.level'), icon: <LuMedal />, hidden: !can.level, onClick: open('level') },
      { label: t('users.action.marketingLevel'), icon: <LuTrendingUp />, hidden: !can.marketingLevel, onClick: open('marketingLevel') },
      { label: t('users.action.flowVolume'), icon: <LuArrowDownUp />, hidden: !can.flowVolume, onClick: open('flowVolume') },
      { label: t('users.action.freeze'), icon: <LuWallet />, hidden: !can.freeze, onClick: open('freeze') },
      { label: t('users.action.freezeAll'), icon: <LuLock />, hidden: !can.freezeAll, danger: true, onClick: open('freezeAll') },
      { label: t('users.action.thawAll'), icon: <LuLockOpen />, hidden: !can.freezeAll, onClick: open('thawAll') },
    ];
  };

  const dialogs = <UserActionDialogs opened={opened} onClose={() => setOpened(null)} />;
  return { actionsFor, dialogs, open: (kind: UserActionKind, user: User) => setOpened({ kind, user }) };
}

function UserActionDialogs({ opened, onClose }: { opened: Opened | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const user = opened?.user ?? null;
  const name = user ? userName(user) : '';
  const is = (kind: UserActionKind) => opened?.kind === kind;
  const passwordMessages = { password: t('users.validation.password'), confirm: t('users.validation.confirm') };

  const remark = useEditRemark();
  const type = useChangeType();
  const upline = useChangeUpline();
  const removeUpline = useRemoveUpline();
  const status = useChangeStatus();
  const password = useResetPassword();
  const withdrawPassword = useResetWithdrawPassword();
  const level = useChangeLevel();
  const marketingLevel = useChangeMarketingLevel();
  const flowVolume = useEditFlowVolume();
  const freezeAll = useFreezeAll();
  const levels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  // Disabling asks once more, naming the user, after the status was chosen.
  const [disabling, setDisabling] = useState<User | null>(null);

  const levelOptions = (levels.data ?? []).map((l) => ({ value: l.level, label: `${l.level} · ${l.name}` }));
  const marketingOptions = (marketingLevels.data ?? []).map((l) => ({ value: l.level, label: `${l.level} · ${l.name}` }));

  return (
    <>
      <FormDialog
        open={is('remark')}
        onClose={onClose}
        title={t('users.remark.title', { user: name })}
        schema={remarkForm}
        defaultValues={{ site: user?.site ?? '', remark: user?.remark ?? '' }}
        onSubmit={(v) => user && remark.mutateAsync({ user, site: v.site, remark: v.remark })}
      >
        <TextField name="site" label={t('users.field.site')} />
        <TextareaField name="remark" label={t('users.field.remark')} />
      </FormDialog>

      <FormDialog
        open={is('type')}
        onClose={onClose}
        title={t('users.type.title', { user: name })}
        schema={typeForm}
        defaultValues={{ accountType: String(user?.accountType ?? '') }}
        onSubmit={(v) => user && type.mutateAsync({ user, accountType: v.accountType })}
      >
        <SelectField name="accountType" label={t('users.field.accountType')} required options={options.list('accountType')} />
      </FormDialog>

      <FormDialog
        open={is('upline')}
        onClose={onClose}
        title={t('users.upline.title', { user: name })}
        schema={uplineForm}
        defaultValues={{ upLineId: '' }}
        onSubmit={(v) => user && upline.mutateAsync({ user, upLineId: v.upLineId })}
      >
        <Text textStyle="sm" color="fg.muted">
          {user?.parentUserId
            ? t('users.upline.current', {
                upline: user.parentUserName ? `#${user.parentUserId} (${user.parentUserName})` : `#${user.parentUserId}`,
              })
            : t('users.upline.none')}
        </Text>
        <UplinePicker name="upLineId" label={t('users.field.upline')} required exclude={user?.id} />
      </FormDialog>

      <ConfirmDialog
        open={is('removeUpline')}
        destructive
        title={t('users.removeUpline.title')}
        message={t('users.removeUpline.message', { user: name, upline: user?.parentUserId ? `#${user.parentUserId}` : '' })}
        confirmLabel={t('users.removeUpline.confirm')}
        loading={removeUpline.isPending}
        onCancel={onClose}
        onConfirm={() => user && removeUpline.mutate({ user }, { onSettled: onClose })}
      />

      <FormDialog
        open={is('status')}
        onClose={onClose}
        title={t('users.status.title', { user: name })}
        schema={statusForm}
        defaultValues={{ status: String(user?.status ?? '') }}
        onSubmit={(v) => {
          if (!user) return;
          if (v.status === 3 && user.status !== 3) {
            setDisabling(user);
            return;
          }
          return status.mutateAsync({ user, status: v.status });
        }}
      >
        <SelectField name="status" label={t('users.field.status')} required options={options.list('accountStatus')} />
      </FormDialog>
      <ConfirmDialog
        open={disabling !== null}
        destructive
        title={t('users.disable.title')}
        message={t('users.disable.message', { user: disabling ? userName(disabling) : '' })}
        confirmLabel={t('users.disable.confirm')}
        loading={status.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && status.mutate({ user: disabling, status: 3 }, { onSettled: () => setDisabling(null) })}
      />

      <FormDialog
        open={is('password')}
        onClose={onClose}
        title={t('users.password.title', { user: name })}
        schema={passwordForm}
        defaultValues={{ password: '', confirm: '' }}
        fieldMessages={passwordMessages}
        onSubmit={(v) => user && password.mutateAsync({ user, password: v.password })}
      >
        <PasswordField name="password" label={t('users.field.newPassword')} required helperText={t('users.validation.password')} />
        <PasswordField name="confirm" label={t('users.field.confirmPassword')} required />
      </FormDialog>

      <FormDialog
        open={is('withdrawPassword')}
        onClose={onClose}
        title={t('users.withdrawPassword.title', { user: name })}
        schema={passwordForm}
        defaultValues={{ password: '', confirm: '' }}
        fieldMessages={passwordMessages}
        onSubmit={(v) => user && withdrawPassword.mutateAsync({ user, password: v.password })}
      >
        <PasswordField name="password" label={t('users.field.newWithdrawPassword')} required helperText={t('users.validation.password')} />
        <PasswordField name="confirm" label={t('users.field.confirmPassword')} required />
      </FormDialog>

      <FormDialog
        open={is('level')}
        onClose={onClose}
        title={t('users.level.title', { user: name })}
        schema={levelForm}
        defaultValues={{ level: String(user?.userLevel ?? '') }}
        onSubmit={(v) => user && level.mutateAsync({ user, userLevel: v.level })}
      >
        <SelectField name="level" label={t('users.field.userLevel')} required options={levelOptions} />
      </FormDialog>

      <FormDialog
        open={is('marketingLevel')}
        onClose={onClose}
        title={t('users.marketingLevel.title', { user: name })}
        schema={levelForm}
        defaultValues={{ level: String(user?.userMarketingLevel ?? '') }}
        onSubmit={(v) => user && marketingLevel.mutateAsync({ user, userMarketingLevel: v.level })}
      >
        <SelectField name="level" label={t('users.field.marketingLevel')} required options={marketingOptions} />
      </FormDialog>

      <FormDialog
        open={is('flowVolume')}
        onClose={onClose}
        title={t('users.flowVolume.title', { user: name })}
        schema={flowVolumeForm}
        defaultValues={{ direction: 'add', amount: '', remark: '' }}
        fieldMessages={{ amount: t('users.validation.positiveAmount') }}
        onSubmit={(v) =>
          user && flowVolume.mutateAsync({ user, amount: v.direction === 'remove' ? `-${v.amount}` : v.amount, remark: v.remark })
        }
      >
        <SelectField
          name="direction"
          label={t('users.field.direction')}
          required
          options={[
            { value: 'add', label: t('users.flowVolume.add') },
            { value: 'remove', label: t('users.flowVolume.remove') },
          ]}
        />
        <NumberField name="amount" label={t('users.field.amount')} required />
        <TextareaField name="remark" label={t('users.field.remark')} />
      </FormDialog>

      <FreezeAmountDialog user={is('freeze') ? user : null} onClose={onClose} />

      <ConfirmDialog
        open={is('freezeAll') || is('thawAll')}
        destructive={is('freezeAll')}
        title={is('freezeAll') ? t('users.freezeAll.title') : t('users.thawAll.title')}
        message={is('freezeAll') ? t('users.freezeAll.message', { user: name }) : t('users.thawAll.message', { user: name })}
        confirmLabel={is('freezeAll') ? t('users.freezeAll.confirm') : t('users.thawAll.confirm')}
        loading={freezeAll.isPending}
        onCancel={onClose}
        onConfirm={() => user && freezeAll.mutate({ user, direction: is('freezeAll') ? 'freeze' : 'thaw' }, { onSettled: onClose })}
      />
    </>
  );
}

function WalletAmounts({ wallet }: { wallet: UserWallet }) {
  const { t } = useAreaTranslation();
  const row = (label: string, value: string) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-end">
        <MoneyText value={value} unit={wallet.code} />
      </DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Box borderWidth="1px" borderColor="border.surface" rounded="md" p="3" aria-label={t('users.freeze.amounts')} role="group">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {row(t('users.wallet.balance'), wallet.balance)}
        {row(t('users.wallet.frozen'), wallet.frozenBalance)}
        {row(t('users.wallet.backstageFrozen'), wallet.backstageFrozenBalance)}
      </DataList.Root>
    </Box>
  );
}

/** Freezes part of one wallet's available amount, or thaws what staff froze; shows both amounts first. */
function FreezeAmountDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const wallets = useUserWallets(user ? user.id : null);
  const change = useFreezeAmount();
  const list = wallets.data ?? [];
  const schema = useMemo(() => freezeForm(list), [list]);
  const walletOptions = list.map((w) => ({ value: walletKey(w), label: `${w.code} · ${options.label('walletType', w.walletType)}` }));

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title={t('users.freeze.title', { user: user ? userName(user) : '' })}
      submitLabel={t('users.freeze.submit')}
      schema={schema}
      defaultValues={{ wallet: '', direction: 'freeze', amount: '', remark: '' }}
      fieldMessages={{ amount: t('users.validation.freezeAmount') }}
      onSubmit={(v) => {
        const wallet = list.find((w) => walletKey(w) === v.wallet);
        if (!user || !wallet) return;
        return change.mutateAsync({
          user,
          direction: v.direction,
          coinId: wallet.coinId,
          walletType: wallet.walletType,
          amount: v.amount,
          remark: v.remark,
          code: wallet.code,
        });
      }}
    >
      {(form) => {
        const picked = list.find((w) => walletKey(w) === form.watch('wallet'));
        const direction = form.watch('direction');
        const limit = picked ? (direction === 'thaw' ? picked.backstageFrozenBalance : picked.balance) : null;
        return (
          <FreezeFields
            walletOptions={walletOptions}
            loading={wallets.isLoading}
            picked={picked}
            limitHint={
              picked && limit !== null
                ? t(direction === 'thaw' ? 'users.freeze.thawLimit' : 'users.freeze.freezeLimit', {
                    limit: formatDecimal(limit),
                    code: picked.code,
                  })
                : undefined
            }
          />
        );
      }}
    </FormDialog>
  );
}

function FreezeFields({
  walletOptions,
  loading,
  picked,
  limitHint,
}: {
  walletOptions: { value: string; label: string }[];
  loading: boolean;
  picked: UserWallet | undefined;
  limitHint?: ReactNode;
}) {
  const { t } = useAreaTranslation();
  return (
    <>
      <SelectField
        name="wallet"
        label={t('users.field.wallet')}
        required
        options={walletOptions}
        placeholder={loading ? t('users.freeze.loadingWallets') : undefined}
      />
      {picked ? <WalletAmounts wallet={picked} /> : null}
      <HStack align="flex-start" gap="4">
        <Box flex="1">
          <SelectField
            name="direction"
            label={t('users.field.executionType')}
            required
            options={[
              { value: 'freeze', label: t('users.freeze.freeze') },
              { value: 'thaw', label: t('users.freeze.thaw') },
            ]}
          />
        </Box>
        <Box flex="1">
          <NumberField name="amount" label={t('users.field.amount')} required helperText={limitHint} />
        </Box>
      </HStack>
      <TextareaField name="remark" label={t('users.field.remark')} />
    </>
  );
}
