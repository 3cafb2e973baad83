import { Flex, Image, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { UserWallet } from '@console/contracts';
import {
  type DataTableColumn,
  ExportMenu,
  FilterBar,
  MoneyText,
  OptionBadge,
  PagedTable,
  PageHeader,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from '../records/coins';
import { StatusTabs } from '../records/components';
import { isFiltered, type StatusTab, tabOf } from '../records/format';
import { exportBalances, useWalletBalances } from './api';

export const WALLET_BALANCE_PATH = '/finance/user-wallet-balance';

/** Tabs by wallet (the `status` of a tab is the wallet type here). */
const WALLET_TABS: readonly StatusTab[] = [{ name: 'all' }, { name: 'futures', status: 1 }, { name: 'perpetual', status: 2 }];

const FILTER_DEFAULTS = { accountId: '', coinId: '', accountType: '' };
const NUMERIC = ['accountId', 'coinId', 'accountType'] as (keyof typeof FILTER_DEFAULTS)[];

/** The balances of users' wallets: available, frozen (by withdrawals and by staff) and demo funds. */
export default function WalletBalancesPage() {
  const { tabName } = useParams();
  const { search } = useLocation();
  const tab = tabOf(WALLET_TABS, tabName);
  if (!tab) return <Navigate to={`${WALLET_BALANCE_PATH}/all${search}`} replace />;
  return <WalletBalanceList tab={tab} />;
}

function WalletBalanceList({ tab }: { tab: StatusTab }) {
  const { t } = useAreaTranslation();
  const coinFilter = useCoinFilter();
  const url = useUrlState(FILTER_DEFAULTS);
  const filters = { ...toRequestParams(url.filters, NUMERIC), ...(tab.status === undefined ? {} : { walletType: tab.status }) };
  const list = useWalletBalances({ pageNum: url.pageNum, pageSize: url.pageSize, ...filters });
  const canExport = useCan('walletBalance.export');
  const columns = useMemo<DataTableColumn<UserWallet>[]>(
    () => [
      {
        id: 'user',
        header: t('walletBalances.column.user'),
        cell: (w) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <Text>{t('records.userId', { id: w.accountId })}</Text>
            <OptionBadge name="accountType" value={w.accountType} size="sm" />
          </Flex>
        ),
      },
      {
        id: 'coin',
        header: t('walletBalances.column.coin'),
        cell: (w) => (
          <Flex gap="2" align="center">
            {w.logo ? <Image src={w.logo} alt="" boxSize="5" /> : null}
            <Text fontWeight="medium">{w.code}</Text>
          </Flex>
        ),
      },
      {
        id: 'walletType',
        header: t('walletBalances.column.walletType'),
        cell: (w) => <OptionBadge name="walletType" value={w.walletType} />,
      },
      {
        id: 'balance',
        header: t('walletBalances.column.balance'),
        numeric: true,
        cell: (w) => <MoneyText value={w.balance} unit={w.code} fontWeight="medium" />,
      },
      {
        id: 'frozen',
        header: t('walletBalances.column.frozen'),
        numeric: true,
        cell: (w) => <MoneyText value={w.frozenBalance} unit={w.code} />,
      },
      {
        id: 'backstageFrozen',
        header: t('walletBalances.column.backstageFrozen'),
        numeric: true,
        cell: (w) => <MoneyText value={w.backstageFrozenBalance} unit={w.code} />,
      },
      {
        id: 'demo',
        header: t('walletBalances.column.demo'),
        numeric: true,
        cell: (w) => <MoneyText value={w.demoBalance} unit={w.code} />,
      },
      {
        id: 'demoFrozen',
        header: t('walletBalances.column.demoFrozen'),
        numeric: true,
        cell: (w) => <MoneyText value={w.demoFrozenBalance} unit={w.code} />,
      },
    ],
    [t],
  );
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);
  return (
    <>
      <PageHeader
        title={t('routes.walletBalances')}
        description={t('walletBalances.description')}
        actions={
          canExport ? (
            <ExportMenu
              onExport={(excelType) => exportBalances(filters, excelType)}
              savedText={(filename) => t('walletBalances.export.saved', { filename })}
              answeredText={t('walletBalances.export.started')}
            />
          ) : null
        }
      />
      <StatusTabs tabs={WALLET_TABS} current={tab.name} basePath={WALLET_BALANCE_PATH} label={(name) => t(`walletBalances.tab.${name}`)} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'accountId', label: t('records.filter.accountId') },
          coinFilter,
          { type: 'option', name: 'accountType', label: t('walletBalances.filter.accountType'), optionName: 'accountType' },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.walletBalances')}
        columns={columns}
        getRowId={(w) => w.id}
        emptyTitle={filtered ? t('walletBalances.empty.filtered') : t('walletBalances.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
      />
    </>
  );
}
