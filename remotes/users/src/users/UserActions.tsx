import { useCan } from '@console/client';
import type { User } from '@console/contracts';
import type { RowAction } from '@console/ui';
import { useState } from 'react';
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
import { userPaths } from './format';
import { type Opened, UserActionDialog } from './action-dialogs';
import type { UserActionKind } from './action-dialogs/types';

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

  const dialogs = <UserActionDialog opened={opened} onClose={() => setOpened(null)} />;
  return { actionsFor, dialogs, open: (kind: UserActionKind, user: User) => setOpened({ kind, user }) };
}
