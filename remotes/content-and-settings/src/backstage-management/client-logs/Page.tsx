import { useList } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { LOG_FILTER_DEFAULTS, LogList, logFilters } from '../common/LogList';
import { useClientLogs } from './api';

const FILTER_DEFAULTS = { ...LOG_FILTER_DEFAULTS, accountId: '' };

/** Calls made by client-platform users, as the platform recorded them. */
export default function ClientLogsPage() {
  const { t } = useAreaTranslation();
  const list = useList('clientLogs', FILTER_DEFAULTS, { numeric: ['id', 'accountId'] });
  const query = useClientLogs(list.request);
  return (
    <LogList
      list={list}
      query={query}
      title={t('routes.clientLogs')}
      description={t('logs.clientDescription')}
      actorLabel={t('logs.column.account')}
      filters={logFilters(
        t,
        { type: 'number', name: 'accountId', label: t('logs.filter.accountId') },
        {
          primary: [{ type: 'text', name: 'loginIp', label: t('logs.filter.loginIp') }],
        },
      )}
    />
  );
}
