import { PageHeader, toRequestParams, useUrlState } from '@console/ui';
import { useAreaTranslation } from '../../i18n';
import { commonLogFilters, LOG_FILTER_DEFAULTS, LogList } from '../common/LogList';
import { useBackstageLogs } from './api';

const FILTER_DEFAULTS = { ...LOG_FILTER_DEFAULTS, opId: '', result: '' };

/** Every sign-in attempt, refused authorisation and change made through the console, with its operator. */
export default function BackstageLogsPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const query = useBackstageLogs({
    pageNum: url.pageNum,
    pageSize: url.pageSize,
    ...toRequestParams(url.filters, ['id', 'opId', 'result']),
  });
  return (
    <>
      <PageHeader title={t('routes.backstageLogs')} description={t('logs.backstageDescription')} />
      <LogList
        url={url}
        query={query}
        tableLabel={t('routes.backstageLogs')}
        actorLabel={t('logs.column.operator')}
        filterFields={commonLogFilters(t, { type: 'number', name: 'opId', label: t('logs.filter.opId') }, [
          { type: 'option', name: 'result', label: t('logs.filter.result'), optionName: 'logResult' },
        ])}
      />
    </>
  );
}
