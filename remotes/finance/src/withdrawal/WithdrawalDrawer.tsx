import { Alert, Badge, Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { WITHDRAWAL_STATUS, type WithdrawalPayout, type WithdrawalRecord } from '@console/contracts';
import { CoinAmount, DateText, OptionBadge, type RowAction } from '@console/ui';
import { LuTriangleAlert } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { coinItems, DetailSection, hashText, recordItems, reportItems, UserSections, yesNoText } from '../records/components';
import { RecordDrawer } from '../records/RecordDrawer';
import { useAnomalyText } from './anomalies';
import { isOpen, useApprovedByMe } from './WithdrawalActions';

/** The anomaly checks that fired when the user asked for the withdrawal, each with what it means. */
function Anomalies({ types }: { types: string[] }) {
  const { t } = useAreaTranslation();
  const text = useAnomalyText();
  if (!types.length) return null;
  return (
    <Alert.Root status="warning" variant="subtle" alignItems="flex-start">
      <Alert.Indicator>
        <LuTriangleAlert />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{t('withdrawal.anomaly.title', { count: types.length })}</Alert.Title>
        <Alert.Description>
          <List.Root as="ul" gap="1" mt="1" ps="4">
            {types.map((type) => (
              <List.Item key={type}>
                <Text as="span" fontWeight="medium">
                  {text.label(type)}
                </Text>
                {text.reason(type) ? `: ${text.reason(type)}` : ''}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Who approved so far, and what is still needed (two different admins above the coin's dual-approval amount). */
function Approvals({ w }: { w: WithdrawalRecord }) {
  const { t } = useAreaTranslation();
  const mine = useApprovedByMe(w);
  const waiting = isOpen(w) && w.approvals.length > 0 && w.approvals.length < w.requiredApprovals;
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {t('withdrawal.approvals.title', { given: w.approvals.length, required: w.requiredApprovals })}
      </Heading>
      {waiting ? (
        <Alert.Root status="info" variant="subtle" mb="3">
          <Alert.Content>
            <Alert.Title>{t('withdrawal.approvals.firstGiven', { account: w.approvals[0].account })}</Alert.Title>
            <Alert.Description>{mine ? t('withdrawal.approvals.yoursFirst') : t('withdrawal.approvals.needsSecond')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {w.approvals.length ? (
        <Stack gap="2">
          {w.approvals.map((a, index) => (
            <Flex key={`${a.adminId}-${a.createDate}`} gap="3" align="baseline" wrap="wrap" borderBottomWidth="1px" pb="2">
              <Badge colorPalette="green" variant="subtle">
                {t('withdrawal.approvals.nth', { n: index + 1 })}
              </Badge>
              <Text fontWeight="medium">{a.account}</Text>
              <DateText value={a.createDate} textStyle="sm" color="fg.muted" />
              {a.remark ? <Text textStyle="sm">{a.remark}</Text> : null}
            </Flex>
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('withdrawal.approvals.none')}
        </Text>
      )}
      {w.status === 2 || (w.status === 1 && w.reviewDate) ? (
        <Text textStyle="sm" mt="3">
          {t(w.status === 1 ? 'withdrawal.approvals.paidBy' : 'withdrawal.approvals.rejectedBy', { reviewer: w.reviewer ?? '—' })}{' '}
          <DateText value={w.reviewDate} />
          {w.reason ? ` · ${t('withdrawal.approvals.reason', { reason: w.reason })}` : ''}
        </Text>
      ) : null}
    </Box>
  );
}

/** What an open withdrawal waits for, by status: a review, a second approval, the payout provider. */
const WAITING: Record<number, string> = {
  [WITHDRAWAL_STATUS.pending]: 'withdrawal.history.waitingReview',
  [WITHDRAWAL_STATUS.firstApproval]: 'withdrawal.history.waitingSecond',
  [WITHDRAWAL_STATUS.payingOut]: 'withdrawal.history.waitingProvider',
};

/** The automatic payout of a withdrawal as the provider last reported it. */
function Payout({ payout: p, code }: { payout: WithdrawalPayout; code: string }) {
  const { t } = useAreaTranslation();
  return (
    <DetailSection
      title={t('withdrawal.payout.title')}
      items={[
        [t('withdrawal.payout.status'), <OptionBadge key="s" name="payoutStatus" value={p.status} />],
        [t('withdrawal.payout.provider'), p.provider],
        [t('withdrawal.payout.externalId'), p.externalId ? hashText(p.externalId) : t('withdrawal.payout.notAcknowledged')],
        [t('withdrawal.payout.amount'), <CoinAmount key="a" value={p.amount} code={code} textAlign="start" />],
        [t('withdrawal.field.address'), hashText(p.address)],
        [t('records.field.blockChain'), p.chain],
        [t('records.field.txHash'), hashText(p.txHash)],
        [t('withdrawal.payout.submittedBy'), p.submittedBy],
        [t('withdrawal.payout.submitDate'), <DateText key="d" value={p.submitDate} />],
        [t('withdrawal.payout.settleDate'), p.settleDate ? <DateText key="e" value={p.settleDate} /> : null],
        [t('withdrawal.payout.failureReason'), p.failureReason],
      ]}
    />
  );
}

/**
 * One withdrawal: anomalies, approvals, its automatic payout, amounts, destination, user with parent and
 * agent chain, review history, and its actions.
 */
export function WithdrawalDrawer({
  withdrawal,
  actions,
  onClose,
}: {
  withdrawal: WithdrawalRecord | null;
  actions: RowAction[];
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  if (!withdrawal) return null;
  const w = withdrawal;
  return (
    <RecordDrawer
      title={t('withdrawal.detail.title', { id: w.id })}
      statusOption="withdrawalStatus"
      status={w.status}
      history={w.history}
      waiting={WAITING[w.status] ? t(WAITING[w.status]) : null}
      actions={actions}
      onClose={onClose}
    >
      <Anomalies types={w.anomalyTypes} />
      <Approvals w={w} />
      {w.payout ? <Payout payout={w.payout} code={w.code} /> : null}
      <DetailSection
        title={t('withdrawal.detail.amounts')}
        items={[
          ...coinItems(t, w),
          [t('withdrawal.field.feeAmount'), <CoinAmount key="f" value={w.feeAmount} code={w.code} textAlign="start" />],
          [t('withdrawal.field.actualAmount'), <CoinAmount key="p" value={w.actualAmount} code={w.code} textAlign="start" />],
          [t('withdrawal.field.normalAmount'), <CoinAmount key="n" value={w.normalAmount} code={w.code} textAlign="start" />],
          [t('withdrawal.field.temporaryAmount'), <CoinAmount key="m" value={w.temporaryAmount} code={w.code} textAlign="start" />],
          ...reportItems(t, w),
        ]}
      />
      <DetailSection
        title={t('withdrawal.detail.destination')}
        items={[
          [
            t('withdrawal.field.address'),
            <Text key="a" fontFamily="mono" textStyle="sm" wordBreak="break-all">
              {w.address}
            </Text>,
          ],
          [t('records.field.blockChain'), w.blockChain],
          [t('records.field.txHash'), hashText(w.txHash)],
          [t('withdrawal.field.withdrawalType'), <OptionBadge key="t" name="withdrawalType" value={w.withdrawalType} />],
          [t('withdrawal.field.isFirstTime'), yesNoText(t, w.isFirstTimeWithdrawal)],
          ...recordItems(t, w),
        ]}
      />
      <UserSections user={w} />
    </RecordDrawer>
  );
}
