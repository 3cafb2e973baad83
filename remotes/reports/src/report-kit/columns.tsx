import { Link, Span } from '@chakra-ui/react';
import { useSession } from '@console/client';
import { permissionByKey } from '@console/contracts/permissions';
import type { ReportMetrics } from '@console/contracts/schemas/reports';
import { type DataTableColumn, formatDecimal, MoneyText, useCoinDecimals } from '@console/ui';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { FIGURE_TARGETS, type FigureLink } from './figure-links';
import type { Periodic, ReportType } from './report';

type Metric = keyof ReportMetrics;

/**
 * The common metrics in the order an operator reads them: who came and paid in, money in and out, what the
 * users hold, then the trading results. Counts are whole numbers; amounts are decimal strings in the report
 * currency (USDT), never turned into floats.
 */
const METRICS: readonly { name: Metric; kind: 'count' | 'amount' }[] = [
  { name: 'numberOfNewUsers', kind: 'count' },
  { name: 'numberOfInvitees', kind: 'count' },
  { name: 'numberOfDepositors', kind: 'count' },
  { name: 'numberOfFirstTimeDepositors', kind: 'count' },
  { name: 'numberOfDepositOrders', kind: 'count' },
  { name: 'amountOfDeposit', kind: 'amount' },
  { name: 'amountOfWithdrawal', kind: 'amount' },
  { name: 'amountOfManagerOutNet', kind: 'amount' },
  { name: 'amountOfManagerOutNonNet', kind: 'amount' },
  { name: 'netInflow', kind: 'amount' },
  { name: 'balance', kind: 'amount' },
  { name: 'futuresBet', kind: 'amount' },
  { name: 'numberOfFuturesOrders', kind: 'count' },
  { name: 'numberOfFuturesPlayers', kind: 'count' },
  { name: 'futuresProfit', kind: 'amount' },
  { name: 'perpetualProfit', kind: 'amount' },
];

/** The currency every amount of a report is counted in. */
export const REPORT_CURRENCY = 'USDT';

export function CountText({ value }: { value: number | null | undefined }) {
  return (
    <Span display="block" textAlign="end" fontVariantNumeric="tabular-nums">
      {value === null || value === undefined ? '—' : formatDecimal(value)}
    </Span>
  );
}

/** Where a row's figure leads (the list of the records it sums), or null. */
export type FigureLinkOf<T> = (row: T, metric: Metric) => FigureLink | null;

/** The lists figures open, each shown as a link only to an admin who may open that list. */
function useOpenableLists(): ReadonlySet<string> {
  const { permissions } = useSession();
  return useMemo(() => new Set(LINKED_LISTS.filter((key) => holds(permissions, key))), [permissions]);
}

const LINKED_LISTS = [...new Set(Object.values(FIGURE_TARGETS).map((target) => target.permission))];

function holds(permissions: ReadonlySet<number>, key: string): boolean {
  try {
    return permissions.has(permissionByKey(key).id);
  } catch {
    return false;
  }
}

/**
 * A figure as a link to the records it sums. Where the list cannot select the row's members exactly (an agent's
 * whole tree, sign-ups with an inviter), the link is dotted and its title says the list shows what it can filter.
 */
function FigureAnchor({ link, label, children }: { link: FigureLink; label: string; children: ReactNode }) {
  const { t } = useAreaTranslation();
  const title = link.exact ? t('report.figureLink', { title: label }) : t('report.figureLinkApprox', { title: label });
  return (
    <Link
      asChild
      display="block"
      color="fg"
      textDecorationLine="underline"
      textDecorationStyle={link.exact ? 'solid' : 'dotted'}
      textDecorationColor="fg.subtle"
      textUnderlineOffset="3px"
      _hover={{ color: 'brand.fg', textDecorationColor: 'currentColor' }}
    >
      <RouterLink to={link.to} title={title} aria-label={title} data-figure-link="">
        {children}
      </RouterLink>
    </Link>
  );
}

function metricColumns<T extends ReportMetrics>(
  t: TFunction,
  decimals: number | undefined,
  linkOf: FigureLinkOf<T> | undefined,
  openable: ReadonlySet<string>,
): DataTableColumn<T>[] {
  return METRICS.map(({ name, kind }) => {
    const title = t(`report.metric.${name}`);
    const figure = (row: T) =>
      kind === 'amount' ? (
        // The exact figure on hover: the cell rounds to the currency's decimals.
        <MoneyText value={row[name] as string} decimals={decimals} title={String(row[name])} />
      ) : (
        <CountText value={row[name] as number} />
      );
    return {
      id: name,
      header: kind === 'amount' ? t('report.withCurrency', { title, currency: REPORT_CURRENCY }) : title,
      title,
      numeric: true,
      minWidth: '120px',
      exportValue: (row: T) => row[name],
      cell: (row: T) => {
        // A zero sums no records: nothing to open.
        const link = Number(row[name]) !== 0 ? linkOf?.(row, name) : null;
        return link && openable.has(link.permission) ? (
          <FigureAnchor link={link} label={`${title}: ${String(row[name])}`}>
            {figure(row)}
          </FigureAnchor>
        ) : (
          figure(row)
        );
      },
    };
  });
}

/** The period of a monthly or daily row: `2026-11` or `2026-11-28`, a day of the report time zone. */
export function periodText(type: ReportType, row: Periodic): string {
  if (!row.dateTime) return '';
  const day = row.dateTime.slice(0, 10);
  return type === 'monthly' ? day.slice(0, 7) : day;
}

/**
 * The columns of a report read one way: its own leading columns (the agent or user), the period for monthly and
 * daily rows (pinned first where nothing leads), then the common metrics. The period's header names the report
 * time zone the rows answer, as days are that zone's days rather than the admin's.
 */
export function useReportColumns<T extends ReportMetrics & Periodic>(
  type: ReportType,
  lead: DataTableColumn<T>[],
  zone: string | undefined,
  linkOf?: FigureLinkOf<T>,
): DataTableColumn<T>[] {
  const { t } = useAreaTranslation();
  const decimals = useCoinDecimals()(REPORT_CURRENCY);
  const openable = useOpenableLists();
  return useMemo(() => {
    const periodTitle = t(type === 'monthly' ? 'report.column.month' : 'report.column.day');
    const period: DataTableColumn<T>[] =
      type === 'summary'
        ? []
        : [
            {
              id: 'dateTime',
              header: zone ? t('report.column.inZone', { title: periodTitle, zone }) : periodTitle,
              title: periodTitle,
              width: '150px',
              pin: lead.length === 0 ? 'left' : undefined,
              exportValue: (row) => periodText(type, row),
              cell: (row) => (
                <Span whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {periodText(type, row)}
                </Span>
              ),
            },
          ];
    return [...lead, ...period, ...metricColumns<T>(t, decimals, linkOf, openable)];
  }, [t, type, lead, zone, decimals, linkOf, openable]);
}
