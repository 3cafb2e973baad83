import { Stack, Text } from '@chakra-ui/react';
import type { UserWallet, WalletChange } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, formatDecimal, OptionBadge, useCoinDecimals, useOptions } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';

/** A signed change of a coin amount, in the coin's decimals: `+` and green for an increase, red for a decrease. */
function ChangeAmount({ value, code }: { value: string; code: string }) {
  const decimalsOf = useCoinDecimals();
  const negative = value.trim().startsWith('-');
  const text = formatDecimal(value, decimalsOf(code));
  return (
    <Text
      as="span"
      display="block"
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      color={negative ? 'fg.error' : 'fg.success'}
    >
      {negative || /^0(\.0+)?$/.test(text) ? text : `+${text}`}
      <Text as="span" color="fg.muted" ms="1" fontSize="0.85em">
        {code}
      </Text>
    </Text>
  );
}

/** The wallets of the user's details: one row per coin and wallet type, every amount in the coin's decimals. */
export function useWalletColumns(): DataTableColumn<UserWallet>[] {
  const { t } = useAreaTranslation();
  return useMemo<DataTableColumn<UserWallet>[]>(() => {
    const amount = (id: keyof UserWallet & string, header: string): DataTableColumn<UserWallet> => ({
      id,
      header,
      numeric: true,
      cell: (w) => <CoinAmount value={w[id] as string} code={w.code} />,
    });
    return [
      { id: 'code', header: t('users.wallet.coin'), cell: (w) => <Text fontWeight="medium">{w.code}</Text> },
      { id: 'walletType', header: t('users.wallet.type'), cell: (w) => <OptionBadge name="walletType" value={w.walletType} /> },
      amount('balance', t('users.wallet.balance')),
      amount('frozenBalance', t('users.wallet.frozen')),
      amount('backstageFrozenBalance', t('users.wallet.backstageFrozen')),
      amount('demoBalance', t('users.wallet.demo')),
      amount('demoFrozenBalance', t('users.wallet.demoFrozen')),
    ];
  }, [t]);
}

/**
 * The user's recent wallet changes: which wallet and which of its amounts moved, why (the type of change),
 * and the amount before, the change and after, each with the coin as its unit.
 */
export function useActivityColumns(): DataTableColumn<WalletChange>[] {
  const { t } = useAreaTranslation();
  const options = useOptions();
  return useMemo<DataTableColumn<WalletChange>[]>(
    () => [
      { id: 'createDate', header: t('users.activity.date'), dates: true, cell: (c) => <DateText value={c.createDate} /> },
      {
        id: 'wallet',
        header: t('users.activity.wallet'),
        cell: (c) => (
          <Stack gap="0">
            <Text as="span">{c.code}</Text>
            <Text as="span" textStyle="xs" color="fg.muted">
              {options.label('walletType', c.walletType)}
            </Text>
          </Stack>
        ),
      },
      { id: 'field', header: t('users.activity.field'), cell: (c) => t(`users.wallet.field.${c.field}`, { defaultValue: c.field }) },
      { id: 'changeType', header: t('users.activity.type'), cell: (c) => <OptionBadge name="walletChangeType" value={c.changeType} /> },
      {
        id: 'beforeBalance',
        header: t('users.activity.before'),
        numeric: true,
        cell: (c) => <CoinAmount value={c.beforeBalance} code={c.code} />,
      },
      {
        id: 'changeBalance',
        header: t('users.activity.change'),
        numeric: true,
        cell: (c) => <ChangeAmount value={c.changeBalance} code={c.code} />,
      },
      {
        id: 'afterBalance',
        header: t('users.activity.after'),
        numeric: true,
        cell: (c) => <CoinAmount value={c.afterBalance} code={c.code} />,
      },
      { id: 'operator', header: t('users.activity.operator') },
    ],
    [t, options],
  );
}
