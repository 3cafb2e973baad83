import { Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { FOLLOW_SKIP_REASONS, type FollowSkipReason } from '@console/contracts/schemas/copy-trading';
import { CoinAmount, DateText, errorMessage, OptionBadge, useOptions } from '@console/ui';
import { useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { SKIPS_PAGE_SIZE, useFollowSkips } from './api';

/** The followers a leading order's fan-out skipped and the follow requests refused: who, why, for what stake, when. */
export function SkippedFollowers({ detailId, coin }: { detailId: number; coin: string }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const [pageNum, setPageNum] = useState(1);
  const [reason, setReason] = useState<FollowSkipReason | ''>('');
  const skips = useFollowSkips(detailId, pageNum, reason);
  if (skips.error) {
    return (
      <Text role="alert" textStyle="sm" color="fg.error">
        {errorMessage(skips.error)}
      </Text>
    );
  }
  const page = skips.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / SKIPS_PAGE_SIZE)) : 1;
  return (
    <>
      <NativeSelect.Root size="xs" width="56">
        <NativeSelect.Field
          aria-label={t('leadingOrders.skips.reasonFilter')}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value as FollowSkipReason | '');
            setPageNum(1);
          }}
        >
          <option value="">{t('leadingOrders.skips.allReasons')}</option>
          {FOLLOW_SKIP_REASONS.map((r) => (
            <option key={r} value={r}>
              {options.label('followSkipReason', r)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Table.Root size="sm" aria-label={t('leadingOrders.skips.title')} aria-busy={skips.isFetching}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('leadingOrders.skips.follower')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('leadingOrders.skips.reason')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('leadingOrders.skips.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('leadingOrders.skips.at')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(page?.records ?? []).map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell>
                {`#${s.accountId}`}
                {s.email ? <Text as="span" color="fg.muted">{` ${s.email}`}</Text> : null}
              </Table.Cell>
              <Table.Cell>
                <OptionBadge name="followSkipReason" value={s.reason} /> <OptionBadge name="followSkipSource" value={s.source} />
                {s.detail ? (
                  <Text textStyle="xs" color="fg.muted">
                    {s.detail}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{s.amount ? <CoinAmount value={s.amount} code={coin} /> : '—'}</Table.Cell>
              <Table.Cell>
                <DateText value={s.createDate} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {pages > 1 ? (
        <HStack justify="flex-end" gap="2">
          <Text textStyle="xs" color="fg.muted">
            {t('leadingOrders.skips.page', { page: pageNum, pages })}
          </Text>
          <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum((n) => n - 1)}>
            {t('leadingOrders.skips.previous')}
          </Button>
          <Button size="xs" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum((n) => n + 1)}>
            {t('leadingOrders.skips.next')}
          </Button>
        </HStack>
      ) : null}
    </>
  );
}
