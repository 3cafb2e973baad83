import { HStack, Link, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { User } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, OptionBadge, useOptions } from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { type LevelRecord, useMarketingLevels, useUserLevels } from './api';
import { mobileOf, userPaths } from './format';

/** The users' balance is the sum of their USDT wallets (the API's `balance`). */
export const BALANCE_COIN = 'USDT';

export function levelName(levels: LevelRecord[] | undefined, level: number): string {
  const found = levels?.find((l) => l.level === level);
  return found ? found.name : String(level);
}

/** A second, lesser fact beside the first on the same line, so each row stays one line high. */
function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" textStyle="xs" color="fg.muted" truncate>
      {children}
    </Text>
  );
}

/** One line in a cell: the parts side by side, the last shortened with an ellipsis when it does not fit. */
function OneLine({ children, maxW }: { children: ReactNode; maxW?: string }) {
  return (
    <HStack gap="1.5" minW="0" maxW={maxW} whiteSpace="nowrap">
      {children}
    </HStack>
  );
}

const dash = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

export type UserColumnId =
  | 'id'
  | 'contact'
  | 'mobile'
  | 'accountType'
  | 'status'
  | 'userLevel'
  | 'userMarketingLevel'
  | 'upline'
  | 'balance'
  | 'invitationCode'
  | 'loginIp'
  | 'createDate';

/**
 * The columns a list of users shows (the user list, a downline), by id: the ID and the contact pinned as the
 * row's identity (a pinned column's `minWidth` equals its `width`, so the table cannot squeeze it under the
 * offset the next pinned column is placed at), the USDT balance with its unit, one line per row, and export
 * values as the admin reads them.
 */
export function useUserColumns<U extends User>(tab: string): Record<UserColumnId, DataTableColumn<U>> {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const levels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  const canDetails = useCan('users.details');
  return useMemo(
    () => ({
      id: {
        id: 'id',
        header: t('users.column.id'),
        numeric: true,
        width: '88px',
        pin: 'left',
        cell: (u) =>
          canDetails ? (
            <Link asChild colorPalette="brand" fontVariantNumeric="tabular-nums">
              <RouterLink to={userPaths.details(tab, u.id)}>{u.id}</RouterLink>
            </Link>
          ) : (
            u.id
          ),
      },
      contact: {
        id: 'contact',
        header: t('users.column.contact'),
        width: '230px',
        pin: 'left',
        exportValue: (u) => u.email || mobileOf(u),
        // The e-mail, or the mobile number of a user without one; the mobile number has its own column too.
        cell: (u) => (
          <Text as="span" display="block" truncate maxW="206px" title={[u.email, mobileOf(u)].filter(Boolean).join(' · ')}>
            {u.email || mobileOf(u) || '—'}
          </Text>
        ),
      },
      mobile: {
        id: 'mobile',
        header: t('users.column.mobile'),
        hiddenByDefault: true,
        exportValue: (u) => mobileOf(u),
        cell: (u) => (u.mobileNumber ? <Text as="span">{mobileOf(u)}</Text> : dash),
      },
      accountType: {
        id: 'accountType',
        header: t('users.column.type'),
        exportValue: (u) => options.label('accountType', u.accountType),
        cell: (u) => <OptionBadge name="accountType" value={u.accountType} />,
      },
      status: {
        id: 'status',
        header: t('users.column.status'),
        exportValue: (u) => options.label('accountStatus', u.status),
        cell: (u) => <OptionBadge name="accountStatus" value={u.status} />,
      },
      userLevel: {
        id: 'userLevel',
        header: t('users.column.level'),
        exportValue: (u) => levelName(levels.data, u.userLevel),
        cell: (u) => levelName(levels.data, u.userLevel),
      },
      userMarketingLevel: {
        id: 'userMarketingLevel',
        header: t('users.column.marketingLevel'),
        exportValue: (u) => levelName(marketingLevels.data, u.userMarketingLevel),
        cell: (u) => levelName(marketingLevels.data, u.userMarketingLevel),
      },
      upline: {
        id: 'upline',
        header: t('users.column.upline'),
        exportValue: (u) => u.parentUserId,
        cell: (u) =>
          u.parentUserId ? (
            <OneLine maxW="240px">
              {canDetails ? (
                <Link asChild colorPalette="brand" flexShrink={0}>
                  <RouterLink to={userPaths.details(tab, u.parentUserId)}>#{u.parentUserId}</RouterLink>
                </Link>
              ) : (
                <Text as="span" flexShrink={0}>
                  #{u.parentUserId}
                </Text>
              )}
              {u.parentUserName ? <Muted>{u.parentUserName}</Muted> : null}
            </OneLine>
          ) : (
            dash
          ),
      },
      balance: {
        id: 'balance',
        header: t('users.column.balance'),
        numeric: true,
        cell: (u) => <CoinAmount value={u.balance} code={BALANCE_COIN} />,
      },
      invitationCode: {
        id: 'invitationCode',
        header: t('users.column.invitationCode'),
        cell: (u) => <Text fontFamily="mono">{u.invitationCode}</Text>,
      },
      loginIp: {
        id: 'loginIp',
        header: t('users.column.login'),
        exportValue: (u) => [u.loginIp, u.loginCountry].filter(Boolean).join(' '),
        cell: (u) =>
          u.loginIp ? (
            <OneLine>
              <Text as="span" fontFamily="mono" textStyle="xs">
                {u.loginIp}
              </Text>
              {u.loginCountry ? <Muted>{u.loginCountry}</Muted> : null}
            </OneLine>
          ) : (
            dash
          ),
      },
      createDate: { id: 'createDate', header: t('users.column.created'), cell: (u) => <DateText value={u.createDate} /> },
    }),
    [t, options, levels.data, marketingLevels.data, canDetails, tab],
  );
}
