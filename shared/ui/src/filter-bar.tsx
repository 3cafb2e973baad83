import { Box, Button, Field, Flex, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
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

  // The URL is the source of truth: Back, Forward and links replace what is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised filters
  useEffect(() => setDraft(state.filters), [appliedKey]);

  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    state.setFilters(draft as Partial<F>);
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
              setDraft(state.defaults);
              state.reset();
            }}
          >
            <LuRotateCcw /> {t('filter.reset')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
