import type { FilterField } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';

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
