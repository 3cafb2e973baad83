import { type FilterField, type FilterValues, toRequestParams, type UrlState, useUrlState } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';

/** A list's filters: the fields of its filter bar, their values as the URL keeps them, and the request they make. */
export interface ListFilters {
  fields: FilterField[];
  url: UrlState<FilterValues>;
  /** The applied filters as the API takes them (what an export of the list sends too). */
  params: Record<string, string | number>;
  /** `params` and the page. */
  request: Record<string, string | number>;
}

const namesOf = (field: FilterField) => (field.type === 'dateRange' ? [field.startName, field.endName] : [field.name]);

/**
 * The filters of a list, known from its filter bar's fields: each starts empty and is kept in the URL; ids and
 * choices go to the API as numbers when they are whole numbers, free text as typed. `fixed` is what the page
 * adds itself (a tab's wallet type).
 */
export function useListFilters(fields: FilterField[], fixed: Record<string, string | number> = {}): ListFilters {
  const url = useUrlState<FilterValues>(Object.fromEntries(fields.flatMap(namesOf).map((name) => [name, ''])));
  const numeric = fields.flatMap((field) => (field.type === 'text' || field.type === 'dateRange' ? [] : [field.name]));
  const params = { ...toRequestParams(url.filters, numeric), ...fixed };
  return { fields, url, params, request: { pageNum: url.pageNum, pageSize: url.pageSize, ...params } };
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
