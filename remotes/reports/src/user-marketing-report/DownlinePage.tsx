import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { usePageTitle } from '@console/client';
import { useId, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { DOWNLINE_PATHS, isReportType, type UserReportRow } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { DownlineTrail, downlinePath, reportPath, type TrailStep, trailTo } from '../report-kit/trail';
import { userColumns, userRowId } from '../report-kit/user-columns';
import { DEPTHS, MARKETING_REPORT_PATH } from './api';

/**
 * The users of user `{id}`'s marketing tree down to the depth chosen (1 to 10 levels, 1 by default), each with
 * the same metrics over the range; a row walks into that user's own tree, the breadcrumb back up.
 */
export default function MarketingDownlinePage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const depthId = useId();
  const id = Number(params.id);
  const type = params.tabName;
  const lead = useMemo(() => userColumns(t, true), [t]);
  const steps = useMemo(() => (Number.isSafeInteger(id) && id > 0 ? trailTo(search, id) : []), [search, id]);
  const name = (step: TrailStep) =>
    step.label ? t('report.accountNamed', { name: step.label, id: step.id }) : t('report.account', { id: step.id });
  const current = steps[steps.length - 1];
  usePageTitle(current ? t('marketingReport.downline.title', { name: name(current) }) : null);
  if (!isReportType(type) || !current) return <Navigate to={`${MARKETING_REPORT_PATH}/summary`} replace />;

  return (
    <ReportList<UserReportRow>
      listKey="marketingReportDownline"
      title={t('marketingReport.downline.title', { name: name(current) })}
      above={(list) => (
        <HStack gap="4" align="center" wrap="wrap">
          <DownlineTrail
            label={t('report.trail')}
            root={t('routes.marketingReport')}
            rootTo={reportPath(MARKETING_REPORT_PATH, type, search)}
            steps={steps}
            stepTo={(index) => downlinePath(MARKETING_REPORT_PATH, type, steps.slice(0, index + 1), search)}
            stepLabel={name}
          />
          <Field.Root orientation="horizontal" width="auto" gap="2" mb="2">
            <Field.Label htmlFor={depthId} whiteSpace="nowrap">
              {t('marketingReport.downline.depth')}
            </Field.Label>
            <NativeSelect.Root size="sm" width="28">
              <NativeSelect.Field
                id={depthId}
                value={list.filters.depth}
                onChange={(e) => list.url.setFilters({ depth: e.currentTarget.value })}
              >
                {DEPTHS.map((depth) => (
                  <option key={depth} value={String(depth)}>
                    {t('marketingReport.downline.levels', { count: depth })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      )}
      type="summary"
      path={DOWNLINE_PATHS.marketing}
      extra={{ depth: '1' }}
      fixed={{ accountId: current.id }}
      lead={lead}
      getRowId={userRowId}
      onRowClick={(row) => navigate(downlinePath(MARKETING_REPORT_PATH, type, [...steps, { id: row.accountId, label: '' }], search))}
      empty={{ none: t('marketingReport.downline.empty'), noneHint: t('marketingReport.downline.emptyHint') }}
    />
  );
}
