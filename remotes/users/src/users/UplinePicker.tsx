import { Field, Input, Stack } from '@chakra-ui/react';
import type { UplineCandidate } from '@console/contracts';
import { SelectField } from '@console/ui';
import { useEffect, useId, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { useUplineCandidates } from './api';
import { mobileOf } from './format';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function candidateLabel(c: UplineCandidate): string {
  const contact = c.email || mobileOf({ email: null, mobileNumber: c.mobileNumber, countryCode: null });
  return `#${c.id}${contact ? ` ${contact}` : ''} · ${c.invitationCode}`;
}

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
  const searchId = useId();
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim(), 300);
  const candidates = useUplineCandidates(keyword);
  const options = (candidates.data ?? []).filter((c) => c.id !== exclude).map((c) => ({ value: c.id, label: candidateLabel(c) }));

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label htmlFor={searchId}>{t('users.upline.search')}</Field.Label>
        <Input
          id={searchId}
          size="sm"
          value={search}
          autoComplete="off"
          placeholder={t('users.upline.searchPlaceholder')}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Field.Root>
      <SelectField
        name={name}
        label={label}
        required={required}
        options={options}
        placeholder={candidates.isLoading ? t('users.upline.loading') : t('users.upline.choose', { count: options.length })}
        helperText={helperText}
      />
    </Stack>
  );
}
