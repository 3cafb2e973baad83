import { Badge, Box, DataList, Flex, Heading, HStack, Image, Link, Text } from '@chakra-ui/react';
import type { RecordAgentLink } from '@console/contracts';
import { CoinAmount, DateText, type FilterField, formatDecimal, OptionBadge } from '@console/ui';
import type { ReactNode } from 'react';
import { LuExternalLink, LuFileText } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useCoinFilter } from './coins';
import { personLabel, type RecordUserFields } from './format';

/** The user of a record in a table cell, on one line: id, contact (shortened, in full on hover) and a Sales badge. */
export function UserCell({ user }: { user: RecordUserFields & { isSales: number } }) {
  const { t } = useAreaTranslation();
  const contact = user.email || user.mobileNumber;
  return (
    <HStack gap="1.5" minW="0" maxW="200px" overflow="hidden" whiteSpace="nowrap">
      <Text textStyle="xs" color="fg.muted" flexShrink={0}>
        #{user.accountId}
      </Text>
      <Text truncate minW="0" title={contact ?? undefined}>
        {contact || '—'}
      </Text>
      {user.isSales === 1 ? (
        <Badge size="xs" colorPalette="purple" variant="subtle" flexShrink={0}>
          {t('records.sales')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** A titled key/value list of a detail drawer; empty values show a dash. */
export function DetailSection({ title, items }: { title: ReactNode; items: [ReactNode, ReactNode][] }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" divideY="1px">
        {items.map(([label, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <DataList.Item key={index} pt="2">
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">
              {value === null || value === undefined || value === '' ? '—' : value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

type AreaT = ReturnType<typeof useAreaTranslation>['t'];

interface RecordUser extends RecordUserFields {
  isSales: number;
  userRemark: string | null;
  parentUserId: number | null;
  parentUserName: string | null;
  agentChain: RecordAgentLink[];
}

/**
 * The user of a record with the parent, then the user's agent chain level by level (level 0, the direct
 * parent, first; the highest level is the top agent).
 */
export function UserSections({ user }: { user: RecordUser }) {
  const { t } = useAreaTranslation();
  const top = user.agentChain.at(-1)?.level;
  return (
    <>
      <DetailSection
        title={t('records.detail.user')}
        items={[
          [t('records.field.accountId'), user.accountId],
          [t('records.field.email'), user.email],
          [t('records.field.mobile'), user.mobileNumber],
          [t('records.field.isSales'), yesNoText(t, user.isSales)],
          [t('records.field.parent'), personLabel(user.parentUserId, user.parentUserName) || t('records.noParent')],
          [t('records.field.userRemark'), user.userRemark],
        ]}
      />
      {user.agentChain.length ? (
        <DetailSection
          title={t('records.chain.title')}
          items={user.agentChain.map((link) => [
            link.level === 0 ? t('records.chain.direct') : t('records.chain.level', { level: link.level }),
            <HStack key={link.level} gap="2" wrap="wrap">
              <Text>{personLabel(link.id, link.name)}</Text>
              {link.level === top ? (
                <Badge size="xs" colorPalette="purple" variant="subtle">
                  {t('records.chain.top')}
                </Badge>
              ) : null}
            </HStack>,
          ])}
        />
      ) : (
        <Box as="section">
          <Heading as="h3" size="sm" mb="2">
            {t('records.chain.title')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('records.chain.none')}
          </Text>
        </Box>
      )}
    </>
  );
}

/** An uploaded proof of a record, opening full size in a new tab: an image shown, a PDF as a link. */
export function ProofImage({ url }: { url: string | null }) {
  const { t } = useAreaTranslation();
  const pdf = url?.toLowerCase().endsWith('.pdf') ?? false;
  return (
    <Box as="figure" borderWidth="1px" borderColor="border.surface" rounded="md" overflow="hidden" bg="bg.subtle">
      {url && !pdf ? (
        <Link href={url} target="_blank" rel="noopener noreferrer" display="block" aria-label={t('records.proof.open')}>
          <Image src={url} alt={t('records.proof.alt')} w="full" maxH="72" objectFit="contain" bg="bg.muted" />
        </Link>
      ) : url ? (
        <Flex h="24" align="center" justify="center" gap="2" textStyle="sm">
          <LuFileText aria-hidden />
          <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="brand">
            {t('records.proof.openPdf')}
          </Link>
        </Flex>
      ) : (
        <Flex h="24" align="center" justify="center" color="fg.subtle" textStyle="sm">
          {t('records.proof.none')}
        </Flex>
      )}
      <Flex as="figcaption" px="3" py="2" justify="space-between" align="center" textStyle="xs" color="fg.muted">
        {t('records.proof.title')}
        {url ? <LuExternalLink aria-hidden /> : null}
      </Flex>
    </Box>
  );
}

/** The filter fields both record lists have, in the order staff look for them; the coin is chosen by its code. */
export function useRecordFilterFields(): { first: FilterField[]; next: FilterField[]; last: FilterField[] } {
  const { t } = useAreaTranslation();
  const coin = useCoinFilter();
  const yesNo = yesNoOptions(t);
  return {
    // The reviewer's most used, in one row at 1440 px: the record, the user and the coin (the status is the tab);
    // the e-mail leads the rest.
    first: [
      { type: 'number', name: 'id', label: t('records.filter.id') },
      { type: 'number', name: 'accountId', label: t('records.filter.accountId') },
      coin,
    ],
    // The first of "More filters", before the area's own.
    next: [
      { type: 'text', name: 'email', label: t('records.filter.email') },
      { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('records.filter.created') },
    ],
    last: [
      { type: 'option', name: 'walletType', label: t('records.filter.walletType'), optionName: 'walletType' },
      { type: 'text', name: 'blockChain', label: t('records.filter.blockChain') },
      { type: 'text', name: 'minAmount', label: t('records.filter.minAmount'), placeholder: '0' },
      { type: 'text', name: 'maxAmount', label: t('records.filter.maxAmount') },
      { type: 'select', name: 'isSales', label: t('records.filter.isSales'), options: yesNo },
      { type: 'number', name: 'parentUserId', label: t('records.filter.parentUserId') },
      { type: 'number', name: 'agentId', label: t('records.filter.agentId') },
      { type: 'select', name: 'isShow', label: t('records.filter.isShow'), options: yesNo },
      { type: 'text', name: 'reviewer', label: t('records.filter.reviewer') },
      { type: 'dateRange', startName: 'reviewStartTime', endName: 'reviewEndTime', label: t('records.filter.reviewed') },
    ],
  };
}

/** A transaction hash or address in a drawer: monospace, wrapping anywhere (none: the section's dash). */
export function hashText(value: string | null): ReactNode {
  if (!value) return null;
  return (
    <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">
      {value}
    </Text>
  );
}

interface DetailedRecord {
  coinId: number;
  code: string;
  walletType: number;
  amount: string;
  reportAmount: string;
  convertAmount: string;
  exchangeRate: string | null;
  isShow: number;
  createDate: string;
  remark: string | null;
}

/** The coin, the wallet and the amount of a record, first of its amounts. */
export function coinItems(t: AreaT, r: DetailedRecord): [ReactNode, ReactNode][] {
  return [
    [t('records.field.coin'), r.code],
    [t('records.field.walletType'), <OptionBadge key="w" name="walletType" value={r.walletType} />],
    [t('records.field.amount'), <CoinAmount key="a" value={r.amount} code={r.code} textAlign="start" />],
  ];
}

/** The figures used by reports, last of a record's amounts. */
export function reportItems(t: AreaT, r: DetailedRecord): [ReactNode, ReactNode][] {
  return [
    [t('records.field.reportAmount'), <CoinAmount key="r" value={r.reportAmount} code="USDT" textAlign="start" />],
    [t('records.field.convertAmount'), <CoinAmount key="c" value={r.convertAmount} code="USDT" textAlign="start" />],
    [t('records.field.exchangeRate'), r.exchangeRate ? formatDecimal(r.exchangeRate) : '—'],
  ];
}

/** Whether the user sees the record, when it was made and the staff remark. */
export function recordItems(t: AreaT, r: DetailedRecord): [ReactNode, ReactNode][] {
  return [
    [t('records.field.isShow'), yesNoText(t, r.isShow)],
    [t('records.field.created'), <DateText key="d" value={r.createDate} />],
    [t('records.field.remark'), r.remark],
  ];
}

/** The choices of a yes/no filter (1 or 0). */
export function yesNoOptions(t: AreaT): { value: string; label: string }[] {
  return [
    { value: '1', label: t('common.yes') },
    { value: '0', label: t('common.no') },
  ];
}

/** A yes/no flag (1 or 0) as a word. */
export function yesNoText(t: AreaT, value: number): string {
  return value === 1 ? t('common.yes') : t('common.no');
}
