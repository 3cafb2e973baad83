import { useList } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { LogList, logFilters } from '../common/LogList';
import { backstageLogsList, useBackstageLogs } from './api';

/** Every sign-in attempt, refused authorisation and change made through the console, with its operator. */
export default function BackstageLogsPage() {
  const { t } = useAreaTranslation();
  const list = useList(backstageLogsList.key, backstageLogsList.defaults, backstageLogsList.optionsFor());
  const query = useBackstageLogs(list.request);
  return (
    <LogList
      list={list}
      query={query}
      title={t('routes.backstageLogs')}
      description={t('logs.backstageDescription')}
      actorLabel={t('logs.column.operator')}
      filters={logFilters(
        t,
        { type: 'number', name: 'opId', label: t('logs.filter.opId') },
        {
          primary: [{ type: 'option', name: 'result', label: t('logs.filter.result'), optionName: 'logResult' }],
          more: [{ type: 'text', name: 'loginIp', label: t('logs.filter.loginIp') }],
        },
      )}
    />
  );
}
