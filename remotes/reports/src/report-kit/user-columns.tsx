import { Badge, Span } from '@chakra-ui/react';
import type { DataTableColumn } from '@console/ui';
import type { TFunction } from 'i18next';
import type { UserReportRow } from './report';

/** The user of a row, pinned left, with the staff's remark on the user; in a marketing downline, the user's level. */
export function userColumns(t: TFunction, withLevel = false): DataTableColumn<UserReportRow>[] {
  const level = (row: UserReportRow) => row.level;
  return [
    { id: 'accountId', header: t('report.column.accountId'), numeric: true, width: '104px', pin: 'left' },
    ...(withLevel
      ? [
          {
            id: 'level',
            header: t('report.column.level'),
            exportValue: level,
            cell: (row: UserReportRow) =>
              level(row) === undefined ? null : (
                <Badge variant="outline" colorPalette={level(row) === 1 ? 'brand' : 'gray'}>
                  {t('report.levelBelow', { level: level(row) })}
                </Badge>
              ),
          },
        ]
      : []),
    {
      id: 'userRemark',
      header: t('report.column.userRemark'),
      minWidth: '140px',
      cell: (row) => (row.userRemark ? <Span>{row.userRemark}</Span> : <Span color="fg.subtle">—</Span>),
    },
  ];
}

export const userRowId = (row: UserReportRow) => `${row.accountId}-${row.dateTime ?? 'range'}`;
