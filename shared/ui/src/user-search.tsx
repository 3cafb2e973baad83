import { Field, Input, Stack } from '@chakra-ui/react';
import type { UplineCandidate } from '@console/contracts';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldProps, SelectField } from './form';

/** How long a search waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The text typed into a search field, and the trimmed keyword it settles to once the admin pauses. */
export function useSearchKeyword() {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim(), SEARCH_DELAY_MS);
  return { search, setSearch, keyword };
}

/** How a user found by a search is offered: the id, the e-mail or mobile number, the invitation code. */
export function userCandidateLabel(c: UplineCandidate): string {
  const contact = c.email || c.mobileNumber;
  return `#${c.id}${contact ? ` ${contact}` : ''} · ${c.invitationCode}`;
}

/** A labelled search box (not a form field: what it holds is only the search). */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: ReactNode;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input
        id={id}
        size="sm"
        value={value}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

export interface UserSearchFieldProps extends FieldProps {
  /** The search box above the choice, with `useSearchKeyword`'s text. */
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: ReactNode;
  searchPlaceholder?: string;
  /** The users the search found (the caller's query, keyed on the keyword). */
  candidates: UplineCandidate[] | undefined;
  /** A user who cannot be chosen. */
  exclude?: number;
  /** The choice's empty option, given how many users are offered. */
  placeholder: (count: number) => string;
}

/**
 * A user chosen among those a server search finds (by id, e-mail, mobile or invitation code): a search box,
 * then a choice that is the form field `name`.
 */
export function UserSearchField({
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  candidates,
  exclude,
  placeholder,
  ...field
}: UserSearchFieldProps) {
  const options = (candidates ?? []).filter((c) => c.id !== exclude).map((c) => ({ value: c.id, label: userCandidateLabel(c) }));
  return (
    <Stack gap="2">
      <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={search} onChange={onSearchChange} />
      <SelectField {...field} options={options} placeholder={placeholder(options.length)} />
    </Stack>
  );
}
