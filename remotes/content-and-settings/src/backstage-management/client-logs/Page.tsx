import { PageHeader, toRequestParams, useUrlState } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { commonLogFilters, LOG_FILTER_DEFAULTS, LogList } from '../common/LogList';
import { useClientLogs } from './api';

const FILTER_DEFAULTS = { ...LOG_FILTER_DEFAULTS, accountId: '' };

/** Calls made by client-platform users, as the platform recorded them. */
export default function ClientLogsPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const query = useClientLogs({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, ['id', 'accountId']) });
  return (
    <>
      <PageHeader title={t('routes.clientLogs')} description={t('logs.clientDescription')} />
      <LogList
        url={url}
        query={query}
        tableLabel={t('routes.clientLogs')}
        actorLabel={t('logs.column.account')}
        filterFields={commonLogFilters(t, { type: 'number', name: 'accountId', label: t('logs.filter.accountId') })}
      />
    </>
  );
}
