import { Flex, Text } from '@chakra-ui/react';
import type { OnChainRecord } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  DetailDrawer,
  FilterBar,
  MoneyText,
  OptionBadge,
  PagedTable,
  PageHeader,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { AmountCell } from '../records/components';
import { ChainText, UserRefCell } from '../records/cells';
import { isFiltered } from '../records/format';
import { useOnChainRecords } from './api';

const FILTER_DEFAULTS = {
  id: '',
  userId: '',
  blockchain: '',
  tokenSymbol: '',
  address: '',
  txHash: '',
  blockId: '',
  status: '',
  startTime: '',
  endTime: '',
};
const NUMERIC = ['id', 'userId', 'status'] as (keyof typeof FILTER_DEFAULTS)[];

/** The transfers the third-party wallet saw on chain, to and from users' deposit addresses. */
export default function OnChainRecordsPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useOnChainRecords({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, NUMERIC) });
  const [viewing, setViewing] = useState<OnChainRecord | null>(null);

  const columns = useMemo<DataTableColumn<OnChainRecord>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
      { id: 'user', header: t('records.column.user'), cell: (r) => <UserRefCell id={r.userId} contact={r.email} /> },
      {
        id: 'chain',
        header: t('thirdPartyWallet.column.chainToken'),
        cell: (r) => (
          <Flex direction="column">
            <Text fontWeight="medium">{r.tokenSymbol}</Text>
            <Text textStyle="xs" color="fg.muted">
              {r.blockchain}
            </Text>
          </Flex>
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
          <Flex direction="column" gap="1">
            <ChainText value={r.fromAddress} />
            <Text textStyle="xs" color="fg.muted">
              → <ChainTextInline value={r.toAddress} />
            </Text>
          </Flex>
        ),
      },
      { id: 'txHash', header: t('thirdPartyWallet.column.txHash'), cell: (r) => <ChainText value={r.txHash} /> },
      { id: 'status', header: t('records.column.status'), cell: (r) => <OptionBadge name="onChainStatus" value={r.status} /> },
      { id: 'createTime', header: t('records.column.created'), cell: (r) => <DateText value={r.createTime} /> },
    ],
    [t],
  );
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);

  return (
    <>
      <PageHeader title={t('routes.onChainRecords')} description={t('thirdPartyWallet.onChainDescription')} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'id', label: t('records.filter.id') },
          { type: 'number', name: 'userId', label: t('records.filter.accountId') },
          { type: 'text', name: 'blockchain', label: t('thirdPartyWallet.filter.chain') },
          { type: 'text', name: 'tokenSymbol', label: t('thirdPartyWallet.filter.token') },
          { type: 'text', name: 'address', label: t('thirdPartyWallet.filter.fromOrTo') },
          { type: 'text', name: 'txHash', label: t('thirdPartyWallet.filter.txHash') },
          { type: 'text', name: 'blockId', label: t('thirdPartyWallet.filter.blockId') },
          { type: 'option', name: 'status', label: t('thirdPartyWallet.filter.status'), optionName: 'onChainStatus' },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('records.filter.created') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.onChainRecords')}
        columns={columns}
        getRowId={(r) => r.id}
        onRowClick={setViewing}
        emptyTitle={filtered ? t('thirdPartyWallet.empty.onChainFiltered') : t('thirdPartyWallet.empty.onChain')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
      />
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
    </>
  );
}

function ChainTextInline({ value }: { value: string }) {
  return (
    <Text as="span" fontFamily="mono" wordBreak="break-all">
      {value}
    </Text>
  );
}
