import { Box, Flex } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { type DataTableColumn, type FilterField, ListBody, PageHeader, type RowAction, useFilterBarList, ratioPercent } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuX } from 'react-icons/lu';
import { useBulkClose } from '../existing-position/bulk';
import { CloseDialog } from '../existing-position/CloseDialog';
import { positionColumns } from '../existing-position/columns';
import { useAreaTranslation } from '../i18n';

import { LiveNote } from '../lists/LiveNote';
import { usePairFilter } from '../lists/pairs';
import { DEFAULT_STRESS_PERCENT, useWarnings } from './api';
import { StressPanel } from './StressPanel';

/** The warning list reads nearest to liquidation first: these columns lead, the others follow in their order. */
const LEADING = ['id', 'user', 'pair', 'direction', 'distance', 'markPrice', 'liquidationPrice', 'marginRatio', 'profit', 'margin'];

function warningColumns(columns: DataTableColumn<PerpetualPosition>[]): DataTableColumn<PerpetualPosition>[] {
  const rank = (c: DataTableColumn<PerpetualPosition>) => (LEADING.includes(c.id) ? LEADING.indexOf(c.id) : LEADING.length);
  // The warning flag is true of every row here.
  return columns.filter((c) => c.id !== 'warning').sort((a, b) => rank(a) - rank(b));
}

function useWarningFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'accountId', label: t('positions.filter.user') },
    usePairFilter(t('positions.filter.pair'), t('positions.filter.pairId')),
    { type: 'option', name: 'direction', label: t('positions.filter.direction'), optionName: 'perpetualDirection' },
    { type: 'number', name: 'id', label: t('positions.filter.id') },
    { type: 'option', name: 'fundType', label: t('positions.filter.fundType'), optionName: 'fundType' },
    { type: 'text', name: 'userRemark', label: t('positions.filter.userRemark') },
  ];
}

/**
 * The positions over the warning threshold, nearest to liquidation first (in price and in percent of the
 * mark), live, with their close; beside them, what a move of the feed would liquidate.
 */
export default function WarningListPage() {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList('perpetualWarnings', useWarningFilters(), undefined, ['direction']);
  const [stressPercent, setStressPercent] = useState<string>(DEFAULT_STRESS_PERCENT);
  const warnings = useWarnings(list.request, stressPercent);
  const threshold = warnings.data?.positionWarningThreshold ?? null;
  const rows = warnings.data?.records;
  const canClose = useCan('perpetualWarnings.close');
  const bulkActions = useBulkClose('perpetualWarnings.close', rows);
  const columns = useMemo(() => warningColumns(positionColumns(t, threshold)), [t, threshold]);
  const [closingRow, setClosingRow] = useState<PerpetualPosition | null>(null);
  const closing = closingRow === null ? null : (rows?.find((p) => p.id === closingRow.id) ?? closingRow);

  const actionsFor = (p: PerpetualPosition): RowAction[] => [
    { label: t('closePosition.action'), icon: <LuX />, danger: true, hidden: !canClose, onClick: () => setClosingRow(p) },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.warningList')}
        description={threshold ? t('warnings.description', { threshold: ratioPercent(threshold) }) : t('warnings.descriptionPlain')}
      />
      <Flex direction={{ base: 'column', '2xl': 'row' }} gap="4" align="stretch">
        <Box flex="1" minW="0" order={{ base: 1, '2xl': 0 }}>
          <ListBody
            label={t('routes.warningList')}
            list={list}
            filters={fields}
            query={warnings}
            columns={columns}
            getRowId={(p) => p.id}
            rowActions={canClose ? actionsFor : undefined}
            bulkActions={bulkActions}
            summary={<LiveNote updatedAt={warnings.dataUpdatedAt} failing={warnings.isError && warnings.data !== undefined} />}
            empty={{ none: t('warnings.empty.none'), noneHint: t('warnings.empty.noneHint'), filtered: t('warnings.empty.filtered') }}
          />
        </Box>
        <StressPanel
          stress={warnings.data?.stress}
          loading={warnings.isFetching || warnings.isPending}
          percent={stressPercent}
          onPercent={setStressPercent}
        />
      </Flex>
      <CloseDialog position={closing} threshold={threshold} onClose={() => setClosingRow(null)} />
    </>
  );
}
