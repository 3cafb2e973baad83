import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { DISTRIBUTION_PAYMENT_STATUS, type DistributionPayment } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, formatDecimal, ListPage, OptionBadge, type RowAction } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuListTree, LuRotateCw } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { UserTypeCell, WithNote } from '../lists/cells';
import { ConfirmRowChange } from '../lists/ConfirmRowChange';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { personLabel } from '../records/format';
import { useDistributionPayments, useReissuePayment } from './api';
import { runnersPath } from './paths';

/** The multi-level distribution bonuses paid to uplines for a period, with the runners they sum. */
export default function DistributionPaymentsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('distributionPayments', [
    common.id,
    common.user(),
    { type: 'option', name: 'status', label: t('distribution.filter.status'), optionName: 'distributionPaymentStatus' },
    { type: 'option', name: 'userType', label: t('distribution.filter.userType'), optionName: 'accountType' },
    common.period(t('distribution.filter.period')),
    { type: 'dateRange', startName: 'paymentStartTime', endName: 'paymentEndTime', label: t('distribution.filter.paid') },
  ]);
  const payments = useDistributionPayments(list.request);
  const canReissue = useCan('distribution.reissue');
  const reissue = useReissuePayment();
  const [reissuing, setReissuing] = useState<DistributionPayment | null>(null);
  const openRunners = (p: DistributionPayment) =>
    navigate(runnersPath({ accountId: p.accountId, amount: p.distributionBonus, startDate: p.startDate, endDate: p.endDate }, p.code));

  const columns = useMemo<DataTableColumn<DistributionPayment>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'user',
        header: t('records.column.user'),
        width: '200px',
        pin: 'left',
        exportValue: (p) => p.accountId,
        cell: (p) => <UserTypeCell id={p.accountId} contact={p.email} accountType={p.userType} />,
      },
      {
        id: 'bonus',
        header: t('distribution.column.bonus'),
        numeric: true,
        exportValue: (p) => p.distributionBonus,
        cell: (p) => <CoinAmount value={p.distributionBonus} code={p.code} fontWeight="medium" />,
      },
      { id: 'hourlyCount', header: t('distribution.column.hourlyRecords'), numeric: true },
      { id: 'walletType', header: t('records.column.walletType'), cell: (p) => <OptionBadge name="walletType" value={p.walletType} /> },
      {
        id: 'period',
        header: t('distribution.column.period'),
        exportValue: (p) => p.startDate,
        cell: (p) => (
          <WithNote
            note={
              <>
                → <DateText value={p.endDate} />
              </>
            }
          >
            <DateText value={p.startDate} />
          </WithNote>
        ),
      },
      {
        id: 'status',
        header: t('records.column.status'),
        cell: (p) => (
          <WithNote note={p.reissuedBy ? t('distribution.reissuedBy', { operator: p.reissuedBy }) : null}>
            <OptionBadge name="distributionPaymentStatus" value={p.status} />
            {p.status === DISTRIBUTION_PAYMENT_STATUS.failed && p.failureReason ? (
              <Text textStyle="xs" color="fg.error" maxW="56">
                {p.failureReason}
              </Text>
            ) : null}
          </WithNote>
        ),
      },
      { id: 'paymentDate', header: t('distribution.column.paid'), dates: true, cell: (p) => <DateText value={p.paymentDate} /> },
    ],
    [t],
  );

  const actionsFor = (p: DistributionPayment): RowAction[] => [
    { label: t('distribution.action.runners'), icon: <LuListTree />, onClick: () => openRunners(p) },
    {
      label: t('distribution.action.reissue'),
      icon: <LuRotateCw />,
      hidden: !canReissue || p.status !== DISTRIBUTION_PAYMENT_STATUS.failed,
      onClick: () => setReissuing(p),
    },
  ];

  return (
    <ListPage
      title={t('routes.distributionPayments')}
      description={t('distribution.description')}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={payments}
      columns={columns}
      getRowId={(p) => p.id}
      onRowClick={openRunners}
      empty={{ none: t('distribution.empty.none'), noneHint: t('distribution.empty.noneHint'), filtered: t('distribution.empty.filtered') }}
      rowActions={actionsFor}
    >
      <ConfirmRowChange
        target={reissuing}
        onClose={() => setReissuing(null)}
        mutation={reissue}
        title={t('distribution.reissue.title', { id: reissuing?.id ?? '' })}
        message={(p) =>
          t('distribution.reissue.message', {
            id: p.id,
            amount: formatDecimal(p.distributionBonus),
            code: p.code,
            user: personLabel(p.accountId, p.email),
          })
        }
        confirmLabel={t('distribution.action.reissue')}
      />
    </ListPage>
  );
}
