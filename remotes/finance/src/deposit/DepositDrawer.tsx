import { Box, Heading, Text, Timeline } from '@chakra-ui/react';
import type { DepositRecord } from '@console/contracts';
import { DateText, MoneyText, OptionBadge, type RowAction } from '@console/ui';
import type { ReactNode } from 'react';
import { useAreaTranslation } from '../i18n';
import { coinItems, DetailSection, hashText, ProofImage, recordItems, reportItems, userItems, yesNoText } from '../records/components';
import { RecordDrawer } from '../records/RecordDrawer';

/** What happened to a deposit, oldest first: recorded (by an operator or on chain), then the review. */
function ReviewHistory({ d }: { d: DepositRecord }) {
  const { t } = useAreaTranslation();
  const steps: { key: string; title: ReactNode; date: string; detail?: string | null }[] = [
    {
      key: 'created',
      title: d.operator ? t('deposit.history.createdBy', { operator: d.operator }) : t('deposit.history.createdOnChain'),
      date: d.createDate,
    },
  ];
  if (d.status !== 0 && d.reviewDate) {
    steps.push({
      key: 'reviewed',
      title: t(d.status === 1 ? 'deposit.history.approvedBy' : 'deposit.history.rejectedBy', { reviewer: d.reviewer ?? '—' }),
      date: d.reviewDate,
      detail: d.reason,
    });
  }
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="3">
        {t('deposit.history.title')}
      </Heading>
      <Timeline.Root size="sm">
        {steps.map((step) => (
          <Timeline.Item key={step.key}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{step.title}</Timeline.Title>
              <Timeline.Description>
                <DateText value={step.date} />
              </Timeline.Description>
              {step.detail ? <Text textStyle="sm">{t('deposit.history.reason', { reason: step.detail })}</Text> : null}
            </Timeline.Content>
          </Timeline.Item>
        ))}
        {d.status === 0 ? (
          <Timeline.Item>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg="orange.solid" />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{t('deposit.history.waiting')}</Timeline.Title>
            </Timeline.Content>
          </Timeline.Item>
        ) : null}
      </Timeline.Root>
    </Box>
  );
}

/** One deposit: amounts, user with parent and agent, source and proof, review history, and its actions. */
export function DepositDrawer({ deposit, actions, onClose }: { deposit: DepositRecord | null; actions: RowAction[]; onClose: () => void }) {
  const { t } = useAreaTranslation();
  if (!deposit) return null;
  const d = deposit;
  return (
    <RecordDrawer
      title={t('deposit.detail.title', { id: d.id })}
      statusOption="depositStatus"
      status={d.status}
      actions={actions}
      onClose={onClose}
    >
      <DetailSection
        title={t('deposit.detail.amounts')}
        items={[
          ...coinItems(t, d),
          [t('deposit.field.bonusAmount'), <MoneyText key="b" value={d.bonusAmount} unit={d.code} textAlign="start" />],
          [t('deposit.field.totalAmount'), <MoneyText key="t" value={d.totalAmount} unit={d.code} textAlign="start" />],
          ...reportItems(t, d),
        ]}
      />
      <DetailSection title={t('records.detail.user')} items={userItems(t, d)} />
      <DetailSection
        title={t('deposit.detail.source')}
        items={[
          [t('deposit.field.source'), <OptionBadge key="s" name="depositSource" value={d.source} />],
          [t('deposit.field.operator'), d.operator],
          [t('records.field.blockChain'), d.blockChain],
          [t('records.field.txHash'), hashText(d.txHash)],
          [t('deposit.field.isFirstTime'), yesNoText(t, d.isFirstTime)],
          ...recordItems(t, d),
        ]}
      />
      <ProofImage url={d.proof} />
      <ReviewHistory d={d} />
    </RecordDrawer>
  );
}
