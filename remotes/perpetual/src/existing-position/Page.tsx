import { useCan } from '@console/client';
import type { PerpetualPosition, PerpetualPositionPage } from '@console/contracts/schemas/perpetual';
import { type FilterField, ListPage, type RowAction, useFilterBarList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye, LuX } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { LiveNote } from '../lists/LiveNote';
import { usePairFilter } from '../lists/pairs';
import { PositionDrawer } from '../position/PositionDrawer';
import { positionKeys, useLiveList } from './api';
import { useBulkClose } from './bulk';
import { CloseDialog } from './CloseDialog';
import { positionColumns } from './columns';

/** The filters, most used first (the first four in the filter row, the rest behind "More filters"). */
function usePositionFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'accountId', label: t('positions.filter.user') },
    usePairFilter(t('positions.filter.pair'), t('positions.filter.pairId')),
    { type: 'option', name: 'direction', label: t('positions.filter.direction'), optionName: 'perpetualDirection' },
    {
      type: 'select',
      name: 'warning',
      label: t('positions.filter.warning'),
      options: [
        { value: '1', label: t('positions.flagged') },
        { value: '0', label: t('positions.notFlagged') },
      ],
    },
    { type: 'number', name: 'id', label: t('positions.filter.id') },
    { type: 'option', name: 'fundType', label: t('positions.filter.fundType'), optionName: 'fundType' },
    { type: 'text', name: 'userRemark', label: t('positions.filter.userRemark') },
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('positions.filter.opened') },
  ];
}

/**
 * Every open perpetual position, marked live to its pair's newest recorded tick (mark price, profit, margin
 * ratio and the distance to liquidation move without a reload), with the close of one position and of the
 * ticked ones as a batch.
 */
export default function ExistingPositionPage() {
  const { t } = useAreaTranslation();
  // The direction is a word, sent as typed; ids, the flag and the fund type as numbers.
  const { list, fields } = useFilterBarList('perpetualPositions', usePositionFilters(), undefined, ['direction']);
  const positions = useLiveList<PerpetualPositionPage>(positionKeys.list, list.request);
  const canClose = useCan('perpetualPositions.close');
  const [closingId, setClosingId] = useState<number | null>(null);
  const rows = positions.data?.records;
  const bulkActions = useBulkClose('perpetualPositions.close', rows);
  const columns = useMemo(() => positionColumns(t, null), [t]);
  // The dialog follows the position's newest row while it is open (the list refreshes every two seconds).
  const [closingRow, setClosingRow] = useState<PerpetualPosition | null>(null);
  const closing = closingId === null ? null : (rows?.find((p) => p.id === closingId) ?? closingRow);
  const [viewing, setViewing] = useState<number | null>(null);

  const actionsFor = (p: PerpetualPosition): RowAction[] => [
    { label: t('position.view'), icon: <LuEye />, onClick: () => setViewing(p.id) },
    {
      label: t('closePosition.action'),
      icon: <LuX />,
      danger: true,
      hidden: !canClose,
      onClick: () => {
        setClosingRow(p);
        setClosingId(p.id);
      },
    },
  ];

  return (
    <ListPage
      title={t('routes.existingPosition')}
      description={t('positions.description')}
      list={list}
      filters={fields}
      query={positions}
      columns={columns}
      getRowId={(p) => p.id}
      onRowClick={(p) => setViewing(p.id)}
      rowActions={actionsFor}
      bulkActions={bulkActions}
      summary={<LiveNote updatedAt={positions.dataUpdatedAt} failing={positions.isError && positions.data !== undefined} />}
      empty={{ none: t('positions.empty.none'), noneHint: t('positions.empty.noneHint'), filtered: t('positions.empty.filtered') }}
    >
      <CloseDialog position={closing} onClose={() => setClosingId(null)} />
      <PositionDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
