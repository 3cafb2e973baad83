import { Box, Card, Heading, SimpleGrid, useChakraContext } from '@chakra-ui/react';
import { currentLanguage } from '@console/client';
import type { HomeDailyRow } from '@console/contracts/schemas/reports';
import { formatDecimal } from '@console/ui';
import { type ReactElement, useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useAreaTranslation } from '../i18n';
import { REPORT_CURRENCY } from '../report-kit/columns';

/** A chart's height; its width follows the card. */
const CHART_HEIGHT = 240;

/**
 * Series draw at once, without recharts' entry animation: it draws the charts again on every frame for up to 1.5 s
 * after each load and each live refresh, and the main thread is then busy for the whole of it, so a menu entry
 * clicked on a freshly opened console waited for the animation to end before its page could draw.
 */
const STILL = { isAnimationActive: false } as const;

/**
 * A day of the charts, oldest first. Amounts become numbers here only to be drawn (a point's height); every figure
 * shown as text (the tooltip, the table, the key figures) is the exact decimal of the row.
 */
interface ChartDay {
  day: string;
  row: HomeDailyRow;
  deposits: number;
  withdrawals: number;
  netInflow: number;
  newUsers: number;
  users: number;
  futures: number;
  perpetual: number;
}

function chartDays(rows: readonly HomeDailyRow[]): ChartDay[] {
  return [...rows].reverse().map((row) => ({
    day: row.dateTime.slice(0, 10),
    row,
    deposits: Number(row.amountOfDeposit),
    withdrawals: Number(row.amountOfWithdrawal),
    netInflow: Number(row.netInflow),
    newUsers: row.numberOfNewUsers,
    users: row.numberOfUsers,
    futures: Number(row.futuresProfit),
    perpetual: Number(row.perpetualProfit),
  }));
}

/** Which field of the row each drawn series stands for: the tooltip shows the row's exact figure. */
const EXACT: Partial<Record<keyof ChartDay, keyof HomeDailyRow>> = {
  deposits: 'amountOfDeposit',
  withdrawals: 'amountOfWithdrawal',
  netInflow: 'netInflow',
  futures: 'futuresProfit',
  perpetual: 'perpetualProfit',
};

function ChartCard({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg.surface">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Box role="img" aria-label={title} h={`${CHART_HEIGHT}px`} textStyle="xs">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            {children}
          </ResponsiveContainer>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The range's days as charts: deposits against withdrawals, net inflow (below zero where more went out), new users
 * with the users signed up by each day's end, and the platform's futures and perpetual results.
 */
export function DailyCharts({ rows }: { rows: readonly HomeDailyRow[] }) {
  const { t } = useAreaTranslation();
  const { token } = useChakraContext();
  const data = useMemo(() => chartDays(rows), [rows]);
  const color = (path: string) => token.var(`colors.${path}`) as string;
  const language = currentLanguage();
  const compact = useMemo(() => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }), [language]);
  const withCurrency = (key: string) => t('report.withCurrency', { title: t(key), currency: REPORT_CURRENCY });

  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke={color('border.muted')} vertical={false} />
      <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} stroke={color('fg.muted')} minTickGap={16} />
      <YAxis tickFormatter={(value: number) => compact.format(value)} stroke={color('fg.muted')} width={56} />
      <Tooltip
        formatter={(value, name, item) => {
          const exact = EXACT[item.dataKey as keyof ChartDay];
          const day = item.payload as ChartDay;
          return [formatDecimal(exact ? String(day.row[exact]) : (value as number)), name];
        }}
        contentStyle={{ background: color('bg.panel'), borderColor: color('border') }}
      />
      <Legend />
    </>
  );

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3" data-testid="home-charts">
      <ChartCard title={withCurrency('home.charts.depositsWithdrawals')}>
        <LineChart data={data}>
          {axes}
          <Line
            {...STILL}
            type="monotone"
            dataKey="deposits"
            name={t('report.metric.amountOfDeposit')}
            stroke={color('green.solid')}
            dot={false}
          />
          <Line
            {...STILL}
            type="monotone"
            dataKey="withdrawals"
            name={t('report.metric.amountOfWithdrawal')}
            stroke={color('orange.solid')}
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard title={withCurrency('report.metric.netInflow')}>
        <BarChart data={data}>
          {axes}
          <ReferenceLine y={0} stroke={color('fg.muted')} />
          <Bar {...STILL} dataKey="netInflow" name={t('report.metric.netInflow')} fill={color('teal.solid')}>
            {data.map((day) => (
              <Cell key={day.day} fill={day.netInflow < 0 ? color('red.solid') : color('teal.solid')} />
            ))}
          </Bar>
        </BarChart>
      </ChartCard>
      <ChartCard title={t('home.charts.users')}>
        <ComposedChart data={data}>
          {axes}
          <YAxis
            yAxisId="users"
            orientation="right"
            tickFormatter={(value: number) => compact.format(value)}
            stroke={color('fg.muted')}
            width={56}
          />
          <Bar {...STILL} dataKey="newUsers" name={t('report.metric.numberOfNewUsers')} fill={color('brand.solid')} />
          <Line
            {...STILL}
            yAxisId="users"
            type="monotone"
            dataKey="users"
            name={t('home.charts.totalUsers')}
            stroke={color('purple.solid')}
            dot={false}
          />
        </ComposedChart>
      </ChartCard>
      <ChartCard title={withCurrency('home.charts.results')}>
        <LineChart data={data}>
          {axes}
          <ReferenceLine y={0} stroke={color('fg.muted')} />
          <Line
            {...STILL}
            type="monotone"
            dataKey="futures"
            name={t('report.metric.futuresProfit')}
            stroke={color('blue.solid')}
            dot={false}
          />
          <Line
            {...STILL}
            type="monotone"
            dataKey="perpetual"
            name={t('report.metric.perpetualProfit')}
            stroke={color('pink.solid')}
            dot={false}
          />
        </LineChart>
      </ChartCard>
    </SimpleGrid>
  );
}
