import { Flex, Text } from '@chakra-ui/react';
import type { OnChainRecord } from '@console/contracts';
import { CoinAmount, type DataTableColumn, DateText, DetailDrawer, ListPage, OptionBadge } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { WithNote } from '../lists/cells';
import { useFilterBarList } from '@console/ui';
import { useCommonFilters } from '../lists/filters';
import { ChainText, UserRefCell } from '../records/cells';
import { useOnChainRecords } from './api';

/** The transfers the third-party wallet saw on chain, to and from users' deposit addresses. */
export default function OnChainRecordsPage() {
  const { t } = useAreaTranslation();
  const common = useCommonFilters();
  const { list, fields } = useFilterBarList('onChainRecords', [
    common.id,
    common.user('userId'),
    { type: 'text', name: 'tokenSymbol', label: t('thirdPartyWallet.filter.token') },
    { type: 'option', name: 'status', label: t('thirdPartyWallet.filter.status'), optionName: 'onChainStatus' },
    { type: 'text', name: 'txHash', label: t('thirdPartyWallet.filter.txHash') },
    { type: 'text', name: 'address', label: t('thirdPartyWallet.filter.fromOrTo') },
    { type: 'text', name: 'blockchain', label: t('thirdPartyWallet.filter.chain') },
    { type: 'text', name: 'blockId', label: t('thirdPartyWallet.filter.blockId') },
    common.period(),
  ]);
  const records = useOnChainRecords(list.request);
  const [viewing, setViewing] = useState<OnChainRecord | null>(null);

  const columns = useMemo<DataTableColumn<OnChainRecord>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'user',
        header: t('records.column.user'),
        width: '200px',
        pin: 'left',
        exportValue: (r) => r.userId,
        cell: (r) => <UserRefCell id={r.userId} contact={r.email} />,
      },
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
        cell: (r) => <CoinAmount value={r.amount} code={r.tokenSymbol} fontWeight="medium" />,
      },
      {
        id: 'addresses',
        header: t('thirdPartyWallet.column.fromTo'),
        cell: (r) => (
          <Flex gap="1" align="center" whiteSpace="nowrap">
            <ChainText value={r.fromAddress} />
            <Text as="span" color="fg.muted">
              →
            </Text>
            <ChainText value={r.toAddress} />
          </Flex>
        ),
      },
      { id: 'txHash', header: t('thirdPartyWallet.column.txHash'), cell: (r) => <ChainText value={r.txHash} /> },
      { id: 'status', header: t('records.column.status'), cell: (r) => <OptionBadge name="onChainStatus" value={r.status} /> },
      { id: 'createTime', header: t('records.column.created'), dates: true, cell: (r) => <DateText value={r.createTime} /> },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('routes.onChainRecords')}
      description={t('thirdPartyWallet.onChainDescription')}
      list={list}
      filters={fields}
      primaryFilters={3}
      query={records}
      columns={columns}
      getRowId={(r) => r.id}
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
                  value: <CoinAmount value={viewing.amount} code={viewing.tokenSymbol} textAlign="start" />,
                },
                { label: t('thirdPartyWallet.field.from'), value: <ChainText value={viewing.fromAddress} full /> },
                { label: t('thirdPartyWallet.field.to'), value: <ChainText value={viewing.toAddress} full /> },
                { label: t('records.field.txHash'), value: <ChainText value={viewing.txHash} full /> },
                { label: t('thirdPartyWallet.field.blockId'), value: <ChainText value={viewing.blockId} full /> },
                { label: t('records.column.status'), value: <OptionBadge name="onChainStatus" value={viewing.status} /> },
                { label: t('records.field.created'), value: <DateText value={viewing.createTime} /> },
              ]
            : []
        }
      />
    </ListPage>
  );
}
