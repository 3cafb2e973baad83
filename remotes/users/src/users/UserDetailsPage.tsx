import { Badge, Box, Button, DataList, Flex, Heading, Link, Menu, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCan, usePageTitle } from '@console/client';
import type { UserDetail } from '@console/contracts';
import {
  DataTable,
  CoinAmount,
  DateText,
  EmptyState,
  errorMessage,
  formatDecimal,
  MoneyText,
  OptionBadge,
  PageHeader,
  type RowAction,
  useOptions,
} from '@console/ui';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuChevronDown, LuCircleAlert, LuRefreshCw, LuUsers, LuWaves } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useMarketingLevels, useUserDetail, useUserLevels } from './api';
import { LIST_TAB, mobileOf, USERS_PATH, userName, userPaths } from './format';
import { useUserActions } from './UserActions';
import { BALANCE_COIN, levelName } from './columns';
import { useActivityColumns, useWalletColumns } from './wallet-columns';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="4">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Facts({ items }: { items: [label: ReactNode, value: ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <DataList.Item key={index}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">
            {value === null || value === undefined || value === '' ? <Text color="fg.subtle">—</Text> : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function ActionsMenu({ actions }: { actions: RowAction[] }) {
  const { t } = useAreaTranslation();
  const visible = actions.filter((a) => !a.hidden);
  if (!visible.length) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" colorPalette="brand">
          {t('users.details.actions')} <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {visible.map((a) => (
              <Menu.Item key={a.label} value={a.label} onClick={a.onClick} color={a.danger ? 'fg.error' : undefined}>
                {a.icon}
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function YesNo({ on, date, by }: { on: boolean; date?: string | null; by?: string | null }) {
  const { t } = useAreaTranslation();
  return (
    <Stack gap="0">
      <Badge colorPalette={on ? 'red' : 'green'} variant="subtle" alignSelf="flex-start">
        {on ? t('users.details.yes') : t('users.details.no')}
      </Badge>
      {date || by ? (
        <Text textStyle="xs" color="fg.muted">
          {date ? <DateText value={date} /> : null} {by ? t('users.details.by', { operator: by }) : null}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One user: identity, status, agent chain, levels, wallets, KYC and recent wallet activity, with the actions. */
export default function UserDetailsPage() {
  const { t } = useAreaTranslation();
  const params = useParams();
  const tab = params.tabName ?? LIST_TAB;
  const accountId = Number(params.accountId);
  const detail = useUserDetail(accountId);
  const levels = useUserLevels();
  const marketingLevels = useMarketingLevels();
  const options = useOptions();
  const canList = useCan('users.list');
  const actions = useUserActions({ tab, navigation: false });
  const user = detail.data;
  // The history tag and the document title name the user by id and e-mail (or mobile number).
  const shown = user && user.id === accountId ? user : undefined;
  usePageTitle(shown ? t('users.details.titleNamed', { name: userName(shown) }) : null);

  const walletColumns = useWalletColumns();
  const activityColumns = useActivityColumns();

  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={`${USERS_PATH}/${tab}`}>
        <LuArrowLeft /> {t('users.backToList')}
      </RouterLink>
    </Button>
  );

  if (detail.error && !user) {
    return (
      <>
        <PageHeader title={t('users.details.title', { id: accountId })} actions={back} />
        <EmptyState
          icon={<LuCircleAlert />}
          title={t('users.details.loadFailed')}
          description={errorMessage(detail.error)}
          action={
            <Button size="sm" variant="outline" onClick={() => detail.refetch()}>
              <LuRefreshCw /> {t('common.retry')}
            </Button>
          }
        />
      </>
    );
  }

  if (!user) {
    return (
      <>
        <PageHeader title={t('users.details.title', { id: accountId })} actions={back} />
        <Stack gap="4" role="status" aria-label={t('common.loading')}>
          <Skeleton height="40" />
          <Skeleton height="40" />
          <Skeleton height="24" />
        </Stack>
      </>
    );
  }

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <>
      <PageHeader
        title={t('users.details.title', { id: user.id })}
        description={
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <Text as="span">{user.email || mobileOf(user) || t('users.details.noContact')}</Text>
            <OptionBadge name="accountType" value={user.accountType} />
            <OptionBadge name="accountStatus" value={user.status} />
          </Flex>
        }
        actions={
          <>
            {back}
            {canList ? (
              <>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={userPaths.subordinate(tab, user.id)}>
                    <LuUsers /> {t('users.action.downline')}
                  </RouterLink>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={userPaths.flowRecords(tab, user.id, user.email)}>
                    <LuWaves /> {t('users.action.flowRecords')}
                  </RouterLink>
                </Button>
              </>
            ) : null}
            <ActionsMenu actions={actions.actionsFor(user)} />
          </>
        }
      />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="4">
        <Section title={t('users.details.identity')}>
          <Facts
            items={[
              [t('users.column.id'), user.id],
              [t('users.field.name'), fullName],
              [t('users.field.email'), user.email],
              [t('users.field.mobile'), mobileOf(user)],
              [
                t('users.column.invitationCode'),
                <Text key="code" fontFamily="mono">
                  {user.invitationCode}
                </Text>,
              ],
              [t('users.field.region'), user.region],
              [t('users.field.language'), options.label('languageType', user.languageType)],
              [t('users.field.site'), user.site],
              [
                t('users.field.blockChainAddress'),
                user.blockChainAddress ? (
                  <Text key="addr" fontFamily="mono" textStyle="xs">
                    {user.blockChainAddress}
                  </Text>
                ) : null,
              ],
              [t('users.field.remark'), user.remark],
              [t('users.field.demo'), user.isDemo ? t('users.details.yes') : t('users.details.no')],
              [t('users.column.created'), <DateText key="c" value={user.createDate} />],
              [t('users.field.updated'), <DateText key="u" value={user.updateDate} />],
            ]}
          />
        </Section>
        <Section title={t('users.details.login')}>
          <Facts
            items={[
              [
                t('users.field.loginIp'),
                user.loginIp ? (
                  <Text key="ip" fontFamily="mono">
                    {user.loginIp}
                  </Text>
                ) : null,
              ],
              [t('users.field.loginCountry'), user.loginCountry],
              [t('users.field.timeZone'), user.loginTimeZone],
              [t('users.field.device'), user.loginDevice],
              [t('users.field.version'), user.loginVersion],
              [t('users.field.allowLoginDate'), user.allowLoginDate ? <DateText key="a" value={user.allowLoginDate} /> : null],
              [t('users.field.withdrawPassword'), user.hasWithdrawPassword ? t('users.details.set') : t('users.details.notSet')],
            ]}
          />
        </Section>
        <Section title={t('users.details.status')}>
          <Facts
            items={[
              [t('users.field.status'), <OptionBadge key="s" name="accountStatus" value={user.status} />],
              [
                t('users.details.locked'),
                <YesNo key="l" on={user.isSystemLocked === 1} date={user.systemLockedDate} by={user.systemLockedBy} />,
              ],
              [
                t('users.details.suspended'),
                <YesNo key="su" on={user.isSystemSuspended === 1} date={user.systemSuspendedDate} by={user.systemSuspendedBy} />,
              ],
              [
                t('users.details.disabled'),
                <YesNo key="d" on={user.status === 3 || Boolean(user.disabledDate)} date={user.disabledDate} by={user.disabledBy} />,
              ],
              [
                t('users.details.kyc'),
                user.kycStatus === null ? t('users.details.kycNone') : <OptionBadge key="k" name="kycReviewType" value={user.kycStatus} />,
              ],
            ]}
          />
        </Section>
        <Section title={t('users.details.levels')}>
          <Facts
            items={[
              [t('users.field.userLevel'), `${user.userLevel} · ${levelName(levels.data, user.userLevel)}`],
              [t('users.field.marketingLevel'), `${user.userMarketingLevel} · ${levelName(marketingLevels.data, user.userMarketingLevel)}`],
              [t('users.details.flowVolume'), <MoneyText key="f" value={user.flowVolume} display="inline" />],
              [t('users.details.leaderFeeRatio'), `${formatDecimal(user.leaderFeeRatio)} %`],
              [t('users.column.balance'), <CoinAmount key="b" value={user.balance} code={BALANCE_COIN} display="inline" />],
              [t('users.details.directDownlines'), user.directDownlines],
            ]}
          />
        </Section>
      </SimpleGrid>

      <Stack gap="4">
        <Section title={t('users.details.agentChain')}>
          <AgentChain user={user} tab={tab} />
        </Section>
        <Section title={t('users.details.wallets')}>
          <DataTable
            columns={walletColumns}
            data={user.wallets}
            getRowId={(w) => w.id}
            label={t('users.details.wallets')}
            emptyTitle={t('users.details.noWallets')}
            emptyDescription=""
            maxHeight="none"
          />
        </Section>
        <Section title={t('users.details.activity')}>
          <DataTable
            columns={activityColumns}
            data={user.recentActivity}
            getRowId={(c) => c.id}
            label={t('users.details.activity')}
            emptyTitle={t('users.details.noActivity')}
            emptyDescription=""
            maxHeight="none"
          />
        </Section>
      </Stack>
      {actions.dialogs}
    </>
  );
}

/** Agents 0 (the direct upline) to 5 above the user, each linking to its own details. */
function AgentChain({ user, tab }: { user: UserDetail; tab: string }) {
  const { t } = useAreaTranslation();
  const ids = [user.agentUserId0, user.agentUserId1, user.agentUserId2, user.agentUserId3, user.agentUserId4, user.agentUserId5];
  if (ids.every((id) => id === null)) return <Text color="fg.muted">{t('users.details.noAgents')}</Text>;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" as="ol" listStyleType="none">
      {ids.map((id, level) => {
        const link = user.agentChain.find((a) => a.level === level);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the six levels are fixed
          <Box as="li" key={level} borderWidth="1px" borderColor="border.surface" rounded="md" p="3" minW="0">
            <Text textStyle="xs" color="fg.muted">
              {t('users.details.agentLevel', { level })}
            </Text>
            {id === null ? (
              <Text color="fg.subtle">—</Text>
            ) : (
              <Stack gap="1">
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={userPaths.details(tab, id)}>#{id}</RouterLink>
                </Link>
                {link?.email ? (
                  <Text textStyle="xs" truncate title={link.email}>
                    {link.email}
                  </Text>
                ) : null}
                {link ? <OptionBadge name="accountType" value={link.accountType} alignSelf="flex-start" /> : null}
              </Stack>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
