import type { User } from '@console/contracts';

/** The dialog of one action, mounted while it is open: the user it acts on, and how it ends. */
export interface UserActionDialogProps {
  user: User;
  onClose: () => void;
}

/** The actions on one user, each behind its permission. */
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
