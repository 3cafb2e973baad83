import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { CoinAmount, DateText, EmptyState, MoneyText } from '@console/ui';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import type { PaymentPeriod } from './paths';

/**
 * The payment a drill-down belongs to: its user, bonus and period, on one line under the header (the
 * table below gets the height). The way back is the header's action (`BackButton`).
 */
export function PeriodSummary({ period, code, extra = [] }: { period: PaymentPeriod; code?: string; extra?: [ReactNode, ReactNode][] }) {
  const { t } = useAreaTranslation();
  // In the payment's coin when the link names it; else the amount keeps its own precision.
  const bonus = code ? (
    <CoinAmount value={period.amount} code={code} textAlign="start" fontWeight="semibold" />
  ) : (
    <MoneyText value={period.amount} textAlign="start" fontWeight="semibold" />
  );
  const items: [ReactNode, ReactNode][] = [
    [t('distribution.period.user'), t('records.userId', { id: period.accountId })],
    [t('distribution.period.bonus'), bonus],
    [
      t('distribution.period.period'),
      <Box key="period">
        <DateText value={period.startDate} /> → <DateText value={period.endDate} />
      </Box>,
    ],
    ...extra,
  ];
  return (
    <Flex
      as="section"
      aria-label={t('distribution.period.label')}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.surface"
      rounded="md"
      px="4"
      py="2"
      mb="3"
      gap="6"
      rowGap="1"
      align="center"
      wrap="wrap"
    >
      {items.map(([label, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Flex key={index} gap="2" align="baseline" textStyle="sm">
          <Text color="fg.muted">{label}</Text>
          <Box>{value}</Box>
        </Flex>
      ))}
    </Flex>
  );
}

/** Back to the list a drill-down came from: the header's action. */
export function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button size="sm" variant="outline" onClick={() => navigate(to)}>
      <LuArrowLeft /> {label}
    </Button>
  );
}

/** A drill-down reached through a link that does not name a valid payment. */
export function BrokenLink({ backTo }: { backTo: string }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('distribution.brokenLink.title')}
      description={t('distribution.brokenLink.description')}
      action={
        <Button size="sm" variant="outline" onClick={() => navigate(backTo)}>
          <LuArrowLeft /> {t('distribution.backToPayments')}
        </Button>
      }
    />
  );
}
