import { Badge, Box, Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { readText, writeText } from '@console/client';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LuChevronDown, LuChevronUp, LuRotateCcw, LuSearch } from 'react-icons/lu';
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
  /** How many of the fields (the most used, listed first) always show; the rest open with "More filters". */
  primary?: number;
  /** Where the bar remembers that "More filters" was left open (a list's key); without it, it starts closed. */
  storageKey?: string;
  /** Beside the buttons, at the row's end (the list's views and columns). */
  extra?: ReactNode;
}

const namesOf = (field: FilterField) => (field.type === 'dateRange' ? [field.startName, field.endName] : [field.name]);
const moreFiltersKey = (key: string) => `console.list.${key}.moreFilters`;

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
    <NativeSelect.Root size="sm" width="36">
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
 * The filters of a list, compact: the most used fields in one row, the rest behind "More filters" (which
 * says how many of them are set, and remembers being left open). Editing a field changes a draft; Search
 * (or Enter) applies the draft to the URL, and so to the list from page 1; Reset goes back to the defaults.
 */
export function FilterBar<F extends FilterValues>({ fields, state, primary = 4, storageKey, extra }: FilterBarProps<F>) {
  const { t } = useUiTranslation();
  const { list } = useOptions();
  const baseId = useId();
  const [moreOpen, setMoreOpen] = useState(() => (storageKey ? readText(moreFiltersKey(storageKey)) === '1' : false));

  // The URL is the source of truth: every field shows the applied filter (so it follows Back, Forward, a
  // link, a tab, a saved view) but those the admin has typed into since the last Search or Reset. What a
  // Search or Reset applies shows until the next address renders (a navigation renders a moment after it is asked for), and
  // no longer: keyed on the address, not compared with it, since a saved view opened before a Reset renders
  // may lead back to the very filters that Reset cleared.
  const location = useLocation();
  const [typed, setTyped] = useState<FilterValues>({});
  const [applying, setApplying] = useState<{ at: string; values: FilterValues } | null>(null);
  const draft: FilterValues = {
    ...state.filters,
    ...(applying?.at === location.key ? applying.values : {}),
    ...typed,
  };
  const set = (name: string, value: string) => setTyped((e) => ({ ...e, [name]: value }));
  const apply = (values: Partial<F>) => {
    setTyped({});
    setApplying({ at: location.key, values: values as FilterValues });
    state.setFilters(values);
  };
  // Search and Reset change this bar's fields only: filters set elsewhere on the page (status tabs) stay.
  const names = fields.flatMap(namesOf);
  const own = (values: FilterValues) => Object.fromEntries(names.map((name) => [name, values[name] ?? ''])) as Partial<F>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(own(draft));
  };

  const shown = fields.slice(0, primary);
  const more = fields.slice(primary);
  const moreSet = more.filter((field) =>
    namesOf(field).some((name) => (state.filters[name] ?? '') !== (state.defaults[name] ?? '')),
  ).length;
  const toggleMore = () => {
    const next = !moreOpen;
    setMoreOpen(next);
    if (storageKey) writeText(moreFiltersKey(storageKey), next ? '1' : null);
  };

  const renderField = (field: FilterField) => {
    if (field.type === 'dateRange') {
      return (
        <DateRangePicker
          key={`${field.startName}-${field.endName}`}
          label={field.label}
          value={{ start: draft[field.startName] ?? '', end: draft[field.endName] ?? '' }}
          onChange={(range) => {
            set(field.startName, range.start);
            set(field.endName, range.end);
          }}
        />
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
          width={field.type === 'number' ? '28' : '36'}
          value={value}
          placeholder={field.placeholder}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          onChange={(e) => set(field.name, field.type === 'number' ? e.currentTarget.value.replace(/\D/g, '') : e.currentTarget.value)}
        />
      );
    }
    return (
      <Field.Root key={field.name} width="auto" orientation="horizontal" gap="2">
        <Field.Label htmlFor={id} whiteSpace="nowrap" color="fg.muted" fontWeight="normal" mb="0">
          {field.label}
        </Field.Label>
        {control}
      </Field.Root>
    );
  };

  return (
    <Box as="form" onSubmit={submit} role="search" mb="3">
      <Flex gap="3" rowGap="2" wrap="wrap" align="center">
        {shown.map(renderField)}
        <Flex gap="2" align="center">
          {more.length ? (
            <Button type="button" size="sm" variant="ghost" onClick={toggleMore} aria-expanded={moreOpen}>
              {moreOpen ? <LuChevronUp /> : <LuChevronDown />} {t('filter.more')}
              {moreSet ? (
                <Badge colorPalette="brand" variant="solid" size="sm" aria-label={t('filter.moreSet', { count: moreSet })}>
                  {moreSet}
                </Badge>
              ) : null}
            </Button>
          ) : null}
          <Button type="submit" size="sm" colorPalette="brand">
            <LuSearch /> {t('filter.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              apply(own(state.defaults));
            }}
          >
            <LuRotateCcw /> {t('filter.reset')}
          </Button>
        </Flex>
        {extra ? (
          <Flex gap="2" align="center" ms="auto">
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {more.length && moreOpen ? (
        <Flex gap="3" rowGap="2" wrap="wrap" align="center" mt="2" pt="2" borderTopWidth="1px" borderColor="border.surface">
          {more.map(renderField)}
        </Flex>
      ) : null}
    </Box>
  );
}
