import { Box, Button, DataList, Flex } from '@chakra-ui/react';
import { DateText, EmptyState, MoneyText } from '@console/ui';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import type { PaymentPeriod } from './paths';

/** The payment a drill-down belongs to: its user, bonus and period, with the way back. */
export function PeriodSummary({
  period,
  code,
  backTo,
  backLabel,
  extra = [],
}: {
  period: PaymentPeriod;
  code?: string;
  backTo: string;
  backLabel: string;
  extra?: [ReactNode, ReactNode][];
}) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  return (
    <Flex
      as="section"
      aria-label={t('distribution.period.label')}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.surface"
      rounded="md"
      px="4"
      py="3"
      mb="3"
      gap="4"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
    >
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('distribution.period.user')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('records.userId', { id: period.accountId })}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('distribution.period.bonus')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <MoneyText value={period.amount} unit={code} textAlign="start" fontWeight="semibold" />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('distribution.period.period')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Box>
              <DateText value={period.startDate} /> → <DateText value={period.endDate} />
            </Box>
          </DataList.ItemValue>
        </DataList.Item>
        {extra.map(([label, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <DataList.Item key={index}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Button size="sm" variant="outline" onClick={() => navigate(backTo)}>
        <LuArrowLeft /> {backLabel}
      </Button>
    </Flex>
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
