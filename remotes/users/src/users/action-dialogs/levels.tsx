import { FormDialog, SelectField } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { useChangeLevel, useChangeMarketingLevel, useMarketingLevels, useUserLevels } from '../api';
import { userName } from '../format';
import { levelForm } from '../forms';
import type { UserActionDialogProps } from './types';

/** The user's level, or (`marketing`) its marketing level, chosen from the levels configured. */
export function LevelDialog({ user, onClose, marketing = false }: UserActionDialogProps & { marketing?: boolean }) {
  const { t } = useAreaTranslation();
  const userLevels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  const level = useChangeLevel();
  const marketingLevel = useChangeMarketingLevel();
  const levels = (marketing ? marketingLevels : userLevels).data ?? [];
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(marketing ? 'users.marketingLevel.title' : 'users.level.title', { user: userName(user) })}
      schema={levelForm}
      defaultValues={{ level: String((marketing ? user.userMarketingLevel : user.userLevel) ?? '') }}
      onSubmit={(v) =>
        marketing ? marketingLevel.mutateAsync({ user, userMarketingLevel: v.level }) : level.mutateAsync({ user, userLevel: v.level })
      }
    >
      <SelectField
        name="level"
        label={t(marketing ? 'users.field.marketingLevel' : 'users.field.userLevel')}
        required
        options={levels.map((l) => ({ value: l.level, label: `${l.level} · ${l.name}` }))}
      />
    </FormDialog>
  );
}
