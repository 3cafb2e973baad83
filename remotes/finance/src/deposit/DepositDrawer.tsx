import type { DepositRecord } from '@console/contracts';
import { CoinAmount, OptionBadge, type RowAction } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { coinItems, DetailSection, hashText, ProofImage, recordItems, reportItems, UserSections, yesNoText } from '../records/components';
import { RecordDrawer } from '../records/RecordDrawer';

/** One deposit: amounts, user with parent and agent chain, source and proof, review history, and its actions. */
export function DepositDrawer({ deposit, actions, onClose }: { deposit: DepositRecord | null; actions: RowAction[]; onClose: () => void }) {
  const { t } = useAreaTranslation();
  if (!deposit) return null;
  const d = deposit;
  return (
    <RecordDrawer
      title={t('deposit.detail.title', { id: d.id })}
      statusOption="depositStatus"
      status={d.status}
      history={d.history}
      waiting={d.status === 0 ? t('deposit.history.waiting') : null}
      actions={actions}
      onClose={onClose}
    >
      <DetailSection
        title={t('deposit.detail.amounts')}
        items={[
          ...coinItems(t, d),
          [t('deposit.field.bonusAmount'), <CoinAmount key="b" value={d.bonusAmount} code={d.code} textAlign="start" />],
          [t('deposit.field.totalAmount'), <CoinAmount key="t" value={d.totalAmount} code={d.code} textAlign="start" />],
          ...reportItems(t, d),
        ]}
      />
      <UserSections user={d} />
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
    </RecordDrawer>
  );
}
