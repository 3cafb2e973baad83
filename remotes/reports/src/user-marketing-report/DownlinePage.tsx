import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { usePageTitle } from '@console/client';
import { useId, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { DOWNLINE_PATHS, type UserReportRow } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import type { RowMembers } from '../report-kit/figure-links';
import { type TrailStep, useDownlineWalk } from '../report-kit/trail';
import { userColumns, userRowId } from '../report-kit/user-columns';

/** Each member's own figures. */
const members = (row: UserReportRow): RowMembers => ({ kind: 'user', id: row.accountId });
import { DEPTHS, MARKETING_REPORT_PATH } from './api';

/**
 * The users of user `{id}`'s marketing tree down to the depth chosen (1 to 10 levels, 1 by default), each with
 * the same metrics over the range; a row walks into that user's own tree, the breadcrumb back up.
 */
export default function MarketingDownlinePage() {
  const { t } = useAreaTranslation();
  const depthId = useId();
  const lead = useMemo(() => userColumns(t, true), [t]);
  const name = (step: TrailStep) =>
    step.label ? t('report.accountNamed', { name: step.label, id: step.id }) : t('report.account', { id: step.id });
  const walk = useDownlineWalk(MARKETING_REPORT_PATH, { trail: t('report.trail'), root: t('routes.marketingReport'), step: name });
  const { current } = walk;
  usePageTitle(current ? t('marketingReport.downline.title', { name: name(current) }) : null);
  if (!walk.type || !current) return <Navigate to={walk.summaryPath} replace />;

  return (
    <ReportList<UserReportRow>
      listKey="marketingReportDownline"
      title={t('marketingReport.downline.title', { name: name(current) })}
      above={(list) => (
        <HStack gap="4" align="center" wrap="wrap">
          {walk.trail}
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
      exportWith="marketingReport.export"
      extra={{ depth: '1' }}
      fixed={{ accountId: current.id }}
      lead={lead}
      members={members}
      getRowId={userRowId}
      onRowClick={(row) => walk.walkDown({ id: row.accountId, label: '' })}
      empty={{ none: t('marketingReport.downline.empty'), noneHint: t('marketingReport.downline.emptyHint') }}
    />
  );
}
