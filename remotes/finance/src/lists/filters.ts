import type { ListKey } from '@console/contracts';
import { type FilterField, useList } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';

const namesOf = (field: FilterField) => (field.type === 'dateRange' ? [field.startName, field.endName] : [field.name]);

/**
 * A finance list of the kit, its filters known from its filter bar's fields (most used first): each starts
 * empty and is kept in the URL; ids and choices go to the API as numbers, free text as typed. `fixed` is what
 * the page adds itself (a tab's wallet type). Answers the kit's list state and the fields for its filter bar.
 */
export function useFinanceList(key: ListKey, fields: FilterField[], fixed?: Record<string, string | number>) {
  const names = fields.flatMap(namesOf).join(',');
  const numeric = fields.flatMap((field) => (field.type === 'text' || field.type === 'dateRange' ? [] : [field.name])).join(',');
  const defaults = useMemo(() => Object.fromEntries(names.split(',').map((name) => [name, ''])), [names]);
  const numericNames = useMemo(() => (numeric ? numeric.split(',') : []), [numeric]);
  const list = useList(key, defaults, { numeric: numericNames, fixed });
  return { list, fields };
}

/** The filters many finance lists have, named and labelled alike on each. */
export function useCommonFilters() {
  const { t } = useAreaTranslation();
  const coin = useCoinFilter();
  const id: FilterField = { type: 'number', name: 'id', label: t('records.filter.id') };
  const email: FilterField = { type: 'text', name: 'email', label: t('records.filter.email') };
  const walletType: FilterField = { type: 'option', name: 'walletType', label: t('records.filter.walletType'), optionName: 'walletType' };
  return {
    id,
    /** The user by id, under the name the list's API gives it. */
    user: (name: 'accountId' | 'userId' = 'accountId'): FilterField => ({ type: 'number', name, label: t('records.filter.accountId') }),
    email,
    coin,
    walletType,
    /** The API's time range of a list (`startTime` to `endTime`): when the rows were made, unless the list's label says otherwise. */
    period: (label = t('records.filter.created')): FilterField => ({
      type: 'dateRange',
      startName: 'startTime',
      endName: 'endTime',
      label,
    }),
  };
}
