import { Badge, type BadgeProps } from '@chakra-ui/react';
import { api } from '@console/client';
import type { OptionItem } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { currentLanguage, useUiTranslation } from './i18n';

export type OptionMaps = Record<string, OptionItem[]>;
export const OPTIONS_QUERY_KEY = ['common/options'] as const;

export interface TranslatedOption {
  value: string;
  label: string;
  color?: OptionItem['color'];
}

export interface UseOptionsResult {
  isLoading: boolean;
  /** The options of a map in the current language, values as strings (ready for a select). */
  list: (name: string) => TranslatedOption[];
  /** The option of `value` in map `name`, if the map has it. */
  find: (name: string, value: unknown) => TranslatedOption | undefined;
  /** The label of `value` in map `name`, or the value itself when unknown. */
  label: (name: string, value: unknown) => string;
}

/** The enumeration maps of `common/options` (fetched once per session), labelled in the current language. */
/** The query of the option lists (read once a session; also fetched ahead by a list route's prefetch). */
export function optionsQuery() {
  return {
    queryKey: OPTIONS_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<OptionMaps>('common/options', undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

export function useOptions(): UseOptionsResult {
  const { i18n } = useUiTranslation();
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const query = useQuery(optionsQuery());
  const maps = query.data;

  const list = useCallback(
    (name: string): TranslatedOption[] =>
      (maps?.[name] ?? []).map((item) => ({
        value: String(item.value),
        label: item.label[language] ?? item.label['en-US'],
        color: item.color,
      })),
    [maps, language],
  );
  const find = useCallback(
    (name: string, value: unknown) =>
      value === null || value === undefined ? undefined : list(name).find((o) => o.value === String(value)),
    [list],
  );
  const label = useCallback(
    (name: string, value: unknown) => find(name, value)?.label ?? (value === null || value === undefined ? '' : String(value)),
    [find],
  );

  return useMemo(() => ({ isLoading: query.isLoading, list, find, label }), [query.isLoading, list, find, label]);
}

/** A status as a coloured badge with its translated label from `common/options`. */
export function OptionBadge({ name, value, ...rest }: { name: string; value: unknown } & Omit<BadgeProps, 'children'>) {
  const { find } = useOptions();
  if (value === null || value === undefined || value === '') return null;
  const option = find(name, value);
  return (
    <Badge colorPalette={option?.color ?? 'gray'} variant="subtle" whiteSpace="nowrap" {...rest}>
      {option?.label ?? String(value)}
    </Badge>
  );
}
