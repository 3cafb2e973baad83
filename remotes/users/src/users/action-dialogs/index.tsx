import type { User } from '@console/contracts';
import type { ComponentType } from 'react';
import { PasswordDialog, StatusDialog } from './access';
import { FreezeAmountDialog } from './FreezeAmountDialog';
import { FlowVolumeDialog, FreezeAllDialog } from './funds';
import { LevelDialog } from './levels';
import { AccountTypeDialog, RemarkDialog, RemoveUplineDialog, UplineDialog } from './profile';
import type { UserActionDialogProps, UserActionKind } from './types';

/** The action chosen and the user it is taken on. */
export interface Opened {
  kind: UserActionKind;
  user: User;
}

/** The dialog of each action; only the open one is mounted, with the requests it needs. */
const DIALOGS: Record<UserActionKind, ComponentType<UserActionDialogProps>> = {
  remark: RemarkDialog,
  type: AccountTypeDialog,
  upline: UplineDialog,
  removeUpline: RemoveUplineDialog,
  status: StatusDialog,
  password: PasswordDialog,
  withdrawPassword: (props) => <PasswordDialog {...props} withdraw />,
  level: LevelDialog,
  marketingLevel: (props) => <LevelDialog {...props} marketing />,
  flowVolume: FlowVolumeDialog,
  freeze: FreezeAmountDialog,
  freezeAll: FreezeAllDialog,
  thawAll: (props) => <FreezeAllDialog {...props} thaw />,
};

/** The dialog of the action opened on a user, if any: each names the user; the risky ones ask once more. */
export function UserActionDialog({ opened, onClose }: { opened: Opened | null; onClose: () => void }) {
  if (!opened) return null;
  const Dialog = DIALOGS[opened.kind];
  // A new key per opening: each starts from the user as it is now.
  return <Dialog key={`${opened.kind}:${opened.user.id}`} user={opened.user} onClose={onClose} />;
}
