import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeDailyRow } from '@console/contracts/schemas/reports';
import {
  DATE_RANGE_SHORTCUTS,
  DataTable,
  type DataTableColumn,
  DateRangePicker,
  type DateRangeShortcut,
  PageHeader,
  useUrlState,
} from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { CountText, useReportColumns } from '../report-kit/columns';
import { type HomeDays, useHomeDays } from './api';
import { DailyCharts } from './DailyCharts';
import { HealthStrip } from './HealthStrip';
import { KeyFigures } from './KeyFigures';
import { WaitingWork } from './WaitingWork';

/** The report pages' shortcuts, whole days only: the figures are counted by days, not by the last 24 hours. */
const DAY_SHORTCUTS: readonly DateRangeShortcut[] = DATE_RANGE_SHORTCUTS.filter((name) => name !== 'last24Hours');
const NO_LEAD: DataTableColumn<HomeDailyRow>[] = [];
const RANGE = { start: '', end: '' };

/**
 * `/home`, the console's dashboard where the reports area is deployed: the work waiting for staff and the system's
 * health (both live), then the platform over a chosen range (by default the last 30 days): its key figures against
 * the period before, its days as charts and as a table. The range is kept in the address, so a reload or a shared
 * link shows the same days.
 */
export default function HomePage() {
  const { t } = useAreaTranslation();
  const range = useUrlState(RANGE);
  const days = useHomeDays(range.filters);
  const current = days.data;
  return (
    <Stack gap="6">
      <PageHeader title={t('routes.home')} description={t('home.description')} />
      <WaitingWork />
      <HealthStrip />
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <DateRangePicker
            label={t('report.filter.range')}
            value={range.filters}
            onChange={(next) => range.setFilters(next)}
            shortcuts={DAY_SHORTCUTS}
          />
          {current ? <ReportDays days={current} /> : null}
        </HStack>
        {days.isError && !current ? (
          <Text color="fg.error" textStyle="sm">
            {t('home.failed')}
          </Text>
        ) : null}
      </Stack>
      <KeyFigures current={current} />
      {current ? <DailyCharts rows={current.rows} /> : null}
      <DailyTable days={current} loading={days.isPending} error={days.error} onRetry={() => void days.refetch()} />
    </Stack>
  );
}

/** The days the figures cover, in the report time zone (which may differ from the admin's), and a rebuild in progress. */
function ReportDays({ days }: { days: HomeDays }) {
  const { t } = useAreaTranslation();
  return (
    <HStack gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
      <Text>{t('report.days', { start: days.start, end: days.end, zone: days.timeZone })}</Text>
      {days.rebuilding ? (
        <Badge colorPalette="orange" variant="subtle">
          {t('report.rebuilding')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** The range's days as the platform report's daily rows, with the users signed up by each day's end after the day. */
function DailyTable({
  days,
  loading,
  error,
  onRetry,
}: {
  days: HomeDays | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useAreaTranslation();
  const report = useReportColumns<HomeDailyRow>('daily', NO_LEAD, days?.timeZone);
  const columns = useMemo<DataTableColumn<HomeDailyRow>[]>(() => {
    const users: DataTableColumn<HomeDailyRow> = {
      id: 'numberOfUsers',
      header: t('home.table.users'),
      numeric: true,
      minWidth: '120px',
      exportValue: (row) => row.numberOfUsers,
      cell: (row) => <CountText value={row.numberOfUsers} />,
    };
    const [period, ...metrics] = report;
    return [period, users, ...metrics];
  }, [report, t]);
  return (
    <Stack as="section" gap="2" aria-labelledby="home-days">
      <Heading as="h2" size="md" id="home-days">
        {t('home.table.title')}
      </Heading>
      <DataTable
        label={t('home.table.title')}
        columns={columns}
        data={days?.rows}
        getRowId={(row) => row.dateTime}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyTitle={t('platformReport.empty')}
        emptyDescription={t('report.empty.noneHint')}
        maxHeight="60vh"
      />
    </Stack>
  );
}
