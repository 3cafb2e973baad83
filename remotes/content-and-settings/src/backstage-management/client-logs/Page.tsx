import { useList } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { LogList, logFilters } from '../common/LogList';
import { clientLogsList, useClientLogs } from './api';

/** Calls made by client-platform users, as the platform recorded them. */
export default function ClientLogsPage() {
  const { t } = useAreaTranslation();
  const list = useList(clientLogsList.key, clientLogsList.defaults, clientLogsList.optionsFor());
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
