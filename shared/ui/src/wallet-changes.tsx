import { Table, Text } from '@chakra-ui/react';
import { useUiTranslation } from './i18n';
import { DrawerSection } from './key-values';
import { OptionBadge } from './options';
import { CoinAmount } from './coins';
import { DateText } from './text';

/** One change-log row of a record's wallet changes (a futures order's stake, payout, refund, fee). */
export interface RecordWalletChange {
  id: number | string;
  changeType: string;
  /** Who made it, where staff did (a fill correction, a void). */
  operator?: string | null;
  before?: string | null;
  change: string;
  after: string;
  createDate: string;
}

/**
 * A drawer's section listing what a record moved in the ledger, in the coin of the record: each change with its
 * type, the balance before (where the answer has it), the amount and the balance after, and when.
 */
export function WalletChangesSection({ changes, coin }: { changes: readonly RecordWalletChange[]; coin: string }) {
  const { t } = useUiTranslation();
  const withBefore = changes.some((c) => c.before !== undefined);
  return (
    <DrawerSection title={t('walletChanges.title')}>
      {changes.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('walletChanges.none')}
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t('walletChanges.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('walletChanges.type')}</Table.ColumnHeader>
              {withBefore ? <Table.ColumnHeader textAlign="end">{t('walletChanges.before')}</Table.ColumnHeader> : null}
              <Table.ColumnHeader textAlign="end">{t('walletChanges.change')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('walletChanges.after')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('walletChanges.at')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changes.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>
                  <OptionBadge name="walletChangeType" value={c.changeType} />
                  {c.operator ? (
                    <Text textStyle="xs" color="fg.muted">
                      {c.operator}
                    </Text>
                  ) : null}
                </Table.Cell>
                {withBefore ? (
                  <Table.Cell>
                    <CoinAmount value={c.before ?? null} code={coin} />
                  </Table.Cell>
                ) : null}
                <Table.Cell>
                  <CoinAmount value={c.change} code={coin} fontWeight="medium" />
                </Table.Cell>
                <Table.Cell>
                  <CoinAmount value={c.after} code={coin} />
                </Table.Cell>
                <Table.Cell>
                  <DateText value={c.createDate} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </DrawerSection>
  );
}
