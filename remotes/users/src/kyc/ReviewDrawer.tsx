import {
  Alert,
  Badge,
  Box,
  Button,
  DataList,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { Kyc } from '@console/contracts';
import { ConfirmDialog, DateText, DrawerFrame, OptionBadge } from '@console/ui';
import { type ReactNode, useId, useState } from 'react';
import { LuArrowRight, LuCheck, LuExternalLink, LuTriangleAlert, LuX } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useNextPendingKyc, useReviewKyc } from './api';
import { missingDocuments } from './bulk-review';

function Details({ items }: { items: [ReactNode, ReactNode][] }) {
  return (
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
  );
}

function DocumentImage({ url, label }: { url: string | null; label: string }) {
  const { t } = useAreaTranslation();
  return (
    <Box as="figure" borderWidth="1px" borderColor="border.surface" rounded="md" overflow="hidden" bg="bg.subtle">
      {url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer" display="block" aria-label={t('kyc.review.openImage', { label })}>
          <Image src={url} alt={label} w="full" aspectRatio={16 / 10} objectFit="contain" bg="bg.muted" />
        </Link>
      ) : (
        <Flex aspectRatio={16 / 10} align="center" justify="center" color="fg.subtle" textStyle="sm">
          {t('kyc.review.noImage')}
        </Flex>
      )}
      <Flex as="figcaption" px="3" py="2" justify="space-between" align="center" textStyle="xs" color="fg.muted">
        {label}
        {url ? <LuExternalLink aria-hidden /> : null}
      </Flex>
    </Box>
  );
}

/** After a decision: the next pending application of the list's filters, to open without going back to the list. */
function NextPending({ filters, onOpen }: { filters: Record<string, string | number>; onOpen: (kyc: Kyc) => void }) {
  const { t } = useAreaTranslation();
  const next = useNextPendingKyc(filters, true);
  const found = next.data?.records[0];
  if (next.isLoading) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (!found)
    return (
      <Text color="fg.muted" role="status">
        {t('kyc.review.noneLeft')}
      </Text>
    );
  return (
    <>
      <Text textStyle="sm" color="fg.muted">
        {t('kyc.review.decided')}
      </Text>
      <Button colorPalette="brand" onClick={() => onOpen(found)}>
        {t('kyc.review.next', { id: found.id, name: found.name, count: next.data?.total ?? 1 })} <LuArrowRight />
      </Button>
    </>
  );
}

export interface ReviewDrawerProps {
  kyc: Kyc | null;
  onClose: () => void;
  /** The application as the review left it. */
  onReviewed: (kyc: Kyc) => void;
  /** Opens another application in the drawer (the next pending one). */
  onOpen: (kyc: Kyc) => void;
  /** The list's filters and sort, which the next pending application is taken from. */
  nextFilters: Record<string, string | number>;
}

/**
 * One application: both document images, what the user entered, the user's account, and, while it is
 * pending and the admin may review, approve (warned first when a document image is missing) or reject
 * with a reason; once decided, the next pending application is offered.
 */
export function ReviewDrawer({ kyc, onClose, onReviewed, onOpen, nextFilters }: ReviewDrawerProps) {
  const { t } = useAreaTranslation();
  const canReview = useCan('kyc.review');
  const review = useReviewKyc();
  const reasonId = useId();
  const [confirmApprove, setConfirmApprove] = useState(false);
  // The rejection being written, and the application decided here just now (the drawer then offers the next one),
  // each held with the id of its application: another application opened starts clean in the same render. (A reset
  // in an effect ran after the render, so a click on Reject that came first was undone.)
  const [rejection, setRejection] = useState<{ id: number; reason: string; error: string | null } | null>(null);
  const [decided, setDecided] = useState<number | null>(null);

  if (!kyc) return null;
  const rejecting = rejection?.id === kyc.id;
  const reason = rejecting ? rejection.reason : '';
  const reasonError = rejecting ? rejection.error : null;
  const setRejecting = (on: boolean) => setRejection(on ? { id: kyc.id, reason: '', error: null } : null);
  const pending = kyc.status === 0;
  const missing = missingDocuments(kyc, { front: t('kyc.review.front'), back: t('kyc.review.back') });
  const reviewed = (result: Kyc) => {
    setDecided(result.id);
    onReviewed(result);
  };
  const user = kyc.user;
  const mobile = user.mobileNumber ? `${user.countryCode ? `+${user.countryCode} ` : ''}${user.mobileNumber}` : null;

  const submitReject = () => {
    const text = reason.trim();
    if (!text) {
      setRejection({ id: kyc.id, reason, error: t('kyc.review.reasonRequired') });
      return;
    }
    review.mutate({ id: kyc.id, reviewType: 2, rejectReason: text, name: kyc.name }, { onSuccess: reviewed });
  };

  return (
    <>
      <DrawerFrame
        open
        onClose={() => !confirmApprove && onClose()}
        size="lg"
        title={
          <HStack gap="3">
            {t('kyc.review.title', { id: kyc.id })}
            <OptionBadge name="kycReviewType" value={kyc.status} />
          </HStack>
        }
        actions={
          pending && canReview ? (
            rejecting ? (
              <>
                <Button variant="outline" onClick={() => setRejecting(false)} disabled={review.isPending}>
                  {t('common.cancel')}
                </Button>
                <Button colorPalette="red" onClick={submitReject} loading={review.isPending}>
                  <LuX /> {t('kyc.review.confirmReject')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
                  <LuX /> {t('kyc.review.reject')}
                </Button>
                <Button colorPalette="green" onClick={() => setConfirmApprove(true)}>
                  <LuCheck /> {t('kyc.review.approve')}
                </Button>
              </>
            )
          ) : !pending && decided === kyc.id ? (
            <Box me="auto">
              <NextPending filters={nextFilters} onOpen={onOpen} />
            </Box>
          ) : undefined
        }
      >
        <Stack gap="6">
          {pending && missing.length ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t('kyc.review.missing', { documents: missing.join(', '), count: missing.length })}</Alert.Title>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <DocumentImage url={kyc.passportFile1} label={t('kyc.review.front')} />
            <DocumentImage url={kyc.passportFile2} label={t('kyc.review.back')} />
          </SimpleGrid>
          <Box as="section">
            <Heading as="h3" size="sm" mb="2">
              {t('kyc.review.application')}
            </Heading>
            <Details
              items={[
                [t('kyc.column.name'), kyc.name],
                [
                  t('kyc.column.idNumber'),
                  <HStack key="id" gap="2" wrap="wrap">
                    <Text fontFamily="mono">{kyc.idNumber}</Text>
                    {kyc.idNumberCount > 1 ? (
                      <Badge colorPalette="orange">
                        <LuTriangleAlert /> {t('kyc.idNumberShared', { count: kyc.idNumberCount })}
                      </Badge>
                    ) : null}
                  </HStack>,
                ],
                [t('kyc.column.country'), [kyc.country, kyc.city].filter(Boolean).join(' · ')],
                [t('kyc.column.account'), kyc.account],
                [t('kyc.column.submitted'), <DateText key="c" value={kyc.createDate} />],
                [t('kyc.review.userRemark'), kyc.userRemark],
                ...(pending
                  ? []
                  : ([
                      [t('kyc.column.reviewed'), <DateText key="r" value={kyc.reviewDate} />],
                      [t('kyc.column.reviewer'), kyc.reviewer],
                    ] as [ReactNode, ReactNode][])),
                ...(kyc.status === 2 ? ([[t('kyc.review.rejectReason'), kyc.rejectReason]] as [ReactNode, ReactNode][]) : []),
              ]}
            />
          </Box>
          <Box as="section">
            <Heading as="h3" size="sm" mb="2">
              {t('kyc.review.user')}
            </Heading>
            <Details
              items={[
                [t('kyc.review.userId'), user.id],
                [t('kyc.review.userName'), [user.firstName, user.lastName].filter(Boolean).join(' ')],
                [t('kyc.review.email'), user.email],
                [t('kyc.review.mobile'), mobile],
                [t('kyc.review.accountType'), <OptionBadge key="t" name="accountType" value={user.accountType} />],
                [t('kyc.review.accountStatus'), <OptionBadge key="s" name="accountStatus" value={user.status} />],
                [t('kyc.review.userLevel'), user.userLevel],
                [t('kyc.review.region'), user.region],
                [t('kyc.review.lastLogin'), [user.loginIp, user.loginCountry].filter(Boolean).join(' · ')],
                [t('kyc.review.registered'), <DateText key="d" value={user.createDate} />],
              ]}
            />
          </Box>
          {pending && canReview && rejecting ? (
            <Field.Root invalid={Boolean(reasonError)} required>
              <Field.Label htmlFor={reasonId}>
                {t('kyc.review.rejectReason')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                rows={3}
                autoFocus
                placeholder={t('kyc.review.reasonPlaceholder')}
                onChange={(e) => setRejection({ id: kyc.id, reason: e.currentTarget.value, error: null })}
              />
              {reasonError ? (
                <Field.ErrorText>{reasonError}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('kyc.review.reasonHint')}</Field.HelperText>
              )}
            </Field.Root>
          ) : null}
        </Stack>
      </DrawerFrame>
      <ConfirmDialog
        open={confirmApprove}
        // A missing document image is warned about before anything is approved.
        destructive={missing.length > 0}
        title={missing.length ? t('kyc.review.approveMissingTitle') : t('kyc.review.approveTitle')}
        message={
          missing.length ? (
            <Stack gap="2">
              <Text fontWeight="medium" color="fg.warning">
                <LuTriangleAlert style={{ display: 'inline', verticalAlign: 'text-bottom' }} />{' '}
                {t('kyc.review.missing', { documents: missing.join(', '), count: missing.length })}
              </Text>
              <Text>{t('kyc.review.approveMissingMessage', { name: kyc.name, idNumber: kyc.idNumber })}</Text>
            </Stack>
          ) : (
            t('kyc.review.approveMessage', { name: kyc.name, idNumber: kyc.idNumber })
          )
        }
        confirmLabel={missing.length ? t('kyc.review.approveAnyway') : t('kyc.review.approve')}
        loading={review.isPending}
        onCancel={() => setConfirmApprove(false)}
        onConfirm={() =>
          review.mutate({ id: kyc.id, reviewType: 1, name: kyc.name }, { onSuccess: reviewed, onSettled: () => setConfirmApprove(false) })
        }
      />
    </>
  );
}
