import { Flex, Image, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { UserWallet } from '@console/contracts';
import { type DataTableColumn, ExportMenu, MoneyText, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { UserTypeCell } from '../lists/cells';
import { useCommonFilters, useListFilters } from '../lists/filters';
import { ListPage } from '../lists/ListPage';
import { StatusTabs } from '../records/components';
import { type StatusTab, tabOf } from '../records/format';
import { exportBalances, useWalletBalances } from './api';

export const WALLET_BALANCE_PATH = '/finance/user-wallet-balance';

/** Tabs by wallet (the `status` of a tab is the wallet type here). */
const WALLET_TABS: readonly StatusTab[] = [{ name: 'all' }, { name: 'futures', status: 1 }, { name: 'perpetual', status: 2 }];

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
  const common = useCommonFilters();
  const filters = useListFilters(
    [
      common.user(),
      common.coin,
      { type: 'option', name: 'accountType', label: t('walletBalances.filter.accountType'), optionName: 'accountType' },
    ],
    tab.status === undefined ? {} : { walletType: tab.status },
  );
  const list = useWalletBalances(filters.request);
  const canExport = useCan('walletBalance.export');
  const columns = useMemo<DataTableColumn<UserWallet>[]>(
    () => [
      { id: 'user', header: t('walletBalances.column.user'), cell: (w) => <UserTypeCell id={w.accountId} accountType={w.accountType} /> },
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
  return (
    <ListPage
      title={t('routes.walletBalances')}
      description={t('walletBalances.description')}
      actions={
        canExport ? (
          <ExportMenu
            onExport={(excelType) => exportBalances(filters.params, excelType)}
            savedText={(filename) => t('walletBalances.export.saved', { filename })}
            answeredText={t('walletBalances.export.started')}
          />
        ) : null
      }
      tabs={
        <StatusTabs
          tabs={WALLET_TABS}
          current={tab.name}
          basePath={WALLET_BALANCE_PATH}
          label={(name) => t(`walletBalances.tab.${name}`)}
        />
      }
      filters={filters}
      query={list}
      columns={columns}
      empty={{ none: t('walletBalances.empty.none'), filtered: t('walletBalances.empty.filtered') }}
    />
  );
}
