import { Text } from '@chakra-ui/react';
import type { OnChainRecord } from '@console/contracts';
import { type DataTableColumn, DateText, DetailDrawer, MoneyText, OptionBadge } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { WithNote } from '../lists/cells';
import { useCommonFilters, useListFilters } from '../lists/filters';
import { ListPage } from '../lists/ListPage';
import { ChainText, UserRefCell } from '../records/cells';
import { AmountCell } from '../records/components';
import { useOnChainRecords } from './api';

/** The transfers the third-party wallet saw on chain, to and from users' deposit addresses. */
export default function OnChainRecordsPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const filters = useListFilters([
    common.id,
    common.user('userId'),
    { type: 'text', name: 'blockchain', label: t('thirdPartyWallet.filter.chain') },
    { type: 'text', name: 'tokenSymbol', label: t('thirdPartyWallet.filter.token') },
    { type: 'text', name: 'address', label: t('thirdPartyWallet.filter.fromOrTo') },
    { type: 'text', name: 'txHash', label: t('thirdPartyWallet.filter.txHash') },
    { type: 'text', name: 'blockId', label: t('thirdPartyWallet.filter.blockId') },
    { type: 'option', name: 'status', label: t('thirdPartyWallet.filter.status'), optionName: 'onChainStatus' },
    common.period(),
  ]);
  const list = useOnChainRecords(filters.request);
  const [viewing, setViewing] = useState<OnChainRecord | null>(null);

  const columns = useMemo<DataTableColumn<OnChainRecord>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
      { id: 'user', header: t('records.column.user'), cell: (r) => <UserRefCell id={r.userId} contact={r.email} /> },
      {
        id: 'chain',
        header: t('thirdPartyWallet.column.chainToken'),
        cell: (r) => (
          <WithNote note={r.blockchain}>
            <Text fontWeight="medium">{r.tokenSymbol}</Text>
          </WithNote>
        ),
      },
      {
        id: 'amount',
        header: t('records.column.amount'),
        numeric: true,
        cell: (r) => <AmountCell value={r.amount} unit={r.tokenSymbol} />,
      },
      {
        id: 'addresses',
        header: t('thirdPartyWallet.column.fromTo'),
        cell: (r) => (
          <WithNote
            note={
              <>
                → <ChainTextInline value={r.toAddress} />
              </>
            }
          >
            <ChainText value={r.fromAddress} />
          </WithNote>
        ),
      },
      { id: 'txHash', header: t('thirdPartyWallet.column.txHash'), cell: (r) => <ChainText value={r.txHash} /> },
      { id: 'status', header: t('records.column.status'), cell: (r) => <OptionBadge name="onChainStatus" value={r.status} /> },
      { id: 'createTime', header: t('records.column.created'), cell: (r) => <DateText value={r.createTime} /> },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.onChainRecords')}
      description={t('thirdPartyWallet.onChainDescription')}
      filters={filters}
      query={list}
      columns={columns}
      onRowClick={setViewing}
      empty={{ none: t('thirdPartyWallet.empty.onChain'), filtered: t('thirdPartyWallet.empty.onChainFiltered') }}
    >
      <DetailDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? t('thirdPartyWallet.detail.title', { id: viewing.id }) : ''}
        items={
          viewing
            ? [
                { label: t('records.field.accountId'), value: viewing.userId ?? t('thirdPartyWallet.detail.noUser') },
                { label: t('records.field.email'), value: viewing.email },
                { label: t('thirdPartyWallet.field.chain'), value: viewing.blockchain },
                { label: t('thirdPartyWallet.field.token'), value: viewing.tokenSymbol },
                {
                  label: t('records.field.amount'),
                  value: <MoneyText value={viewing.amount} unit={viewing.tokenSymbol} textAlign="start" />,
                },
                { label: t('thirdPartyWallet.field.from'), value: <ChainText value={viewing.fromAddress} /> },
                { label: t('thirdPartyWallet.field.to'), value: <ChainText value={viewing.toAddress} /> },
                { label: t('records.field.txHash'), value: <ChainText value={viewing.txHash} /> },
                { label: t('thirdPartyWallet.field.blockId'), value: <ChainText value={viewing.blockId} /> },
                { label: t('records.column.status'), value: <OptionBadge name="onChainStatus" value={viewing.status} /> },
                { label: t('records.field.created'), value: <DateText value={viewing.createTime} /> },
              ]
            : []
        }
      />
    </ListPage>
  );
}

function ChainTextInline({ value }: { value: string }) {
  return (
    <Text as="span" fontFamily="mono" wordBreak="break-all">
      {value}
    </Text>
  );
}
