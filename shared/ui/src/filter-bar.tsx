import { Box, Button, Field, Flex, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { DateRangePicker } from './date-range-picker';
import { useUiTranslation } from './i18n';
import { useOptions } from './options';
import type { FilterValues, UrlState } from './url-state';

export type FilterField =
  | { type: 'text'; name: string; label: string; placeholder?: string }
  /** Whole numbers only (ids). */
  | { type: 'number'; name: string; label: string; placeholder?: string }
  | { type: 'select'; name: string; label: string; options: { value: string; label: string }[] }
  /** A select filled from a `common/options` map. */
  | { type: 'option'; name: string; label: string; optionName: string }
  | { type: 'dateRange'; startName: string; endName: string; label: string };

export interface FilterBarProps<F extends FilterValues> {
  fields: FilterField[];
  state: UrlState<F>;
}

function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  const { t } = useUiTranslation();
  return (
    <NativeSelect.Root size="sm" width="44">
      <NativeSelect.Field id={id} aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t('filter.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The filters of a list. Editing a field changes a draft; Search applies the draft to the URL (and so to
 * the list, from page 1); Reset goes back to the defaults.
 */
export function FilterBar<F extends FilterValues>({ fields, state }: FilterBarProps<F>) {
  const { t } = useUiTranslation();
  const { list } = useOptions();
  const baseId = useId();
  const [draft, setDraft] = useState<FilterValues>(state.filters);
  const appliedKey = JSON.stringify(state.filters);

  // The URL is the source of truth: when the applied filters change (Back, Forward, a link, a tab), the
  // fields they changed follow them; what the admin is typing into the other fields stays.
  const applied = useRef<FilterValues>(state.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised applied filters
  useEffect(() => {
    const previous = applied.current;
    applied.current = state.filters;
    setDraft((d) => {
      const next = { ...d };
      for (const [name, value] of Object.entries(state.filters)) if (value !== previous[name]) next[name] = value;
      return next;
    });
  }, [appliedKey]);

  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  // Search and Reset change this bar's fields only: filters set elsewhere on the page (status tabs) stay.
  const names = fields.flatMap((field) => (field.type === 'dateRange' ? [field.startName, field.endName] : [field.name]));
  const own = (values: FilterValues) => Object.fromEntries(names.map((name) => [name, values[name] ?? ''])) as Partial<F>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    state.setFilters(own(draft));
  };

  return (
    <Box as="form" onSubmit={submit} role="search" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="3" mb="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        {fields.map((field) => {
          if (field.type === 'dateRange') {
            return (
              <Box key={`${field.startName}-${field.endName}`}>
                <DateRangePicker
                  label={field.label}
                  value={{ start: draft[field.startName] ?? '', end: draft[field.endName] ?? '' }}
                  onChange={(range) => setDraft((d) => ({ ...d, [field.startName]: range.start, [field.endName]: range.end }))}
                />
              </Box>
            );
          }
          const id = `${baseId}-${field.name}`;
          const value = draft[field.name] ?? '';
          let control: ReactNode;
          if (field.type === 'select' || field.type === 'option') {
            const options = field.type === 'select' ? field.options : list(field.optionName);
            control = <SelectFilter id={id} label={field.label} value={value} onChange={(v) => set(field.name, v)} options={options} />;
          } else {
            control = (
              <Input
                id={id}
                size="sm"
                width="44"
                value={value}
                placeholder={field.placeholder}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                onChange={(e) =>
                  set(field.name, field.type === 'number' ? e.currentTarget.value.replace(/\D/g, '') : e.currentTarget.value)
                }
              />
            );
          }
          return (
            <Field.Root key={field.name} width="auto" gap="1.5">
              <Field.Label htmlFor={id}>{field.label}</Field.Label>
              {control}
            </Field.Root>
          );
        })}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            <LuSearch /> {t('filter.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft((d) => ({ ...d, ...own(state.defaults) }));
              state.setFilters(own(state.defaults));
            }}
          >
            <LuRotateCcw /> {t('filter.reset')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
