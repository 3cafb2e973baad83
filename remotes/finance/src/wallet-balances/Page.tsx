import { PathTabs } from '@console/ui';
import { Flex, Image, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { UserWallet } from '@console/contracts';
import { CoinAmount, type DataTableColumn, ExportMenu, ListPage, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { UserTypeCell } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { type StatusTab, tabOf } from '../records/format';
import { exportBalances, useWalletBalances, WALLET_TABS, walletTypeOf } from './api';

export const WALLET_BALANCE_PATH = '/finance/user-wallet-balance';

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
  const { list, fields } = useFilterBarList(
    'walletBalances',
    [
      common.user(),
      common.coin,
      { type: 'option', name: 'accountType', label: t('walletBalances.filter.accountType'), optionName: 'accountType' },
    ],
    walletTypeOf(tab),
  );
  const wallets = useWalletBalances(list.request);
  const canExport = useCan('walletBalance.export');
  const columns = useMemo<DataTableColumn<UserWallet>[]>(
    () => [
      {
        id: 'user',
        header: t('walletBalances.column.user'),
        width: '120px',
        pin: 'left',
        exportValue: (w) => w.accountId,
        cell: (w) => <UserTypeCell id={w.accountId} accountType={w.accountType} />,
      },
      {
        id: 'coin',
        header: t('walletBalances.column.coin'),
        width: '110px',
        pin: 'left',
        exportValue: (w) => w.code,
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
        exportValue: (w) => w.balance,
        cell: (w) => <CoinAmount value={w.balance} code={w.code} fontWeight="medium" />,
      },
      {
        id: 'frozen',
        header: t('walletBalances.column.frozen'),
        numeric: true,
        exportValue: (w) => w.frozenBalance,
        cell: (w) => <CoinAmount value={w.frozenBalance} code={w.code} />,
      },
      {
        id: 'backstageFrozen',
        header: t('walletBalances.column.backstageFrozen'),
        numeric: true,
        exportValue: (w) => w.backstageFrozenBalance,
        cell: (w) => <CoinAmount value={w.backstageFrozenBalance} code={w.code} />,
      },
      {
        id: 'demo',
        header: t('walletBalances.column.demo'),
        numeric: true,
        exportValue: (w) => w.demoBalance,
        cell: (w) => <CoinAmount value={w.demoBalance} code={w.code} />,
      },
      {
        id: 'demoFrozen',
        header: t('walletBalances.column.demoFrozen'),
        numeric: true,
        exportValue: (w) => w.demoFrozenBalance,
        cell: (w) => <CoinAmount value={w.demoFrozenBalance} code={w.code} />,
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
            onExport={(excelType) => exportBalances(list.exportParams, excelType)}
            savedText={(filename) => t('walletBalances.export.saved', { filename })}
            answeredText={t('walletBalances.export.started')}
          />
        ) : null
      }
      tabs={
        <PathTabs tabs={WALLET_TABS} current={tab.name} basePath={WALLET_BALANCE_PATH} label={(name) => t(`walletBalances.tab.${name}`)} />
      }
      list={list}
      filters={fields}
      primaryFilters={3}
      query={wallets}
      columns={columns}
      getRowId={(w) => w.id}
      empty={{ none: t('walletBalances.empty.none'), filtered: t('walletBalances.empty.filtered') }}
    />
  );
}
