import { UserSearchField, useSearchKeyword } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useUplineCandidates } from './api';

/**
 * The agents a user can be placed under (`account/change/upLine/init`), searched on the server by id,
 * e-mail, mobile or invitation code. The choice is the form field `name`.
 */
export function UplinePicker({
  name,
  label,
  required,
  exclude,
  helperText,
}: {
  name: string;
  label: string;
  required?: boolean;
  /** A user who cannot be chosen (the user being moved). */
  exclude?: number;
  helperText?: string;
}) {
  const { t } = useAreaTranslation();
  const { search, setSearch, keyword } = useSearchKeyword();
  const candidates = useUplineCandidates(keyword);
  return (
    <UserSearchField
      name={name}
      label={label}
      required={required}
      helperText={helperText}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t('users.upline.search')}
      searchPlaceholder={t('users.upline.searchPlaceholder')}
      candidates={candidates.data}
      exclude={exclude}
      placeholder={(count) => (candidates.isLoading ? t('users.upline.loading') : t('users.upline.choose', { count }))}
    />
  );
}
