import { Stack, Text } from '@chakra-ui/react';
import { formatDecimal, OptionBadge } from '@console/ui';
import Decimal from 'decimal.js';
import { useAreaTranslation } from '../i18n';

/** The account of a record: its id, with its name and the staff's remark on it below. */
export function AccountCell({
  accountId,
  account,
  userRemark,
}: {
  accountId: number;
  account?: string | null;
  userRemark?: string | null;
}) {
  const { t } = useAreaTranslation();
  const more = [account, userRemark].filter(Boolean).join(' · ');
  return (
    <Stack gap="0" minW="0">
      <Text>{t('common.accountId', { id: accountId })}</Text>
      {more ? (
        <Text textStyle="xs" color="fg.muted" truncate title={more}>
          {more}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A pair with its gameplay below. */
export function PairGameplay({ pair, gameplay }: { pair: string; gameplay: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text truncate>{pair}</Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {gameplay}
      </Text>
    </Stack>
  );
}

/** An order's status with its result once settled. */
export function OrderState({ status, result }: { status: string; result: string | null }) {
  return (
    <Stack direction="row" gap="1" wrap="wrap">
      <OptionBadge name="futuresOrderStatus" value={status} />
      {result ? <OptionBadge name="futuresOrderResult" value={result} /> : null}
    </Stack>
  );
}

/** A duration in milliseconds as people read it (850 ms, 2.4 s, 1 min 5 s). */
export function useDurationText() {
  const { t } = useAreaTranslation();
  return (ms: number | null | undefined): string => {
    if (ms === null || ms === undefined) return '—';
    if (ms < 1000) return t('common.duration.ms', { ms: Math.round(ms) });
    if (ms < 60_000) return t('common.duration.s', { s: formatDecimal(new Decimal(ms).div(1000).toFixed(1)) });
    return t('common.duration.min', { min: Math.floor(ms / 60_000), s: Math.round((ms % 60_000) / 1000) });
  };
}
