import { Box, Heading, Text, Timeline } from '@chakra-ui/react';
import type { RecordHistoryChange, RecordHistoryEntry } from '@console/contracts';
import { DateText, formatDecimal } from '@console/ui';
import { useAreaTranslation } from '../i18n';

type AreaT = ReturnType<typeof useAreaTranslation>['t'];

/** Outcomes that close a record well or badly, coloured so a reader finds them at a glance. */
const GOOD = new Set(['approved', 'payoutConfirmed']);
const BAD = new Set(['rejected', 'payoutFailed', 'payoutRefused', 'deleted']);

/** The label of a changed value and the value as staff read it (amounts grouped, an empty value named). */
function changeText(t: AreaT, c: RecordHistoryChange): string {
  const label = {
    remark: t('records.field.remark'),
    reason: t('records.history.field.reason'),
    reportAmount: t('records.field.reportAmount'),
    convertAmount: t('records.field.convertAmount'),
  }[c.field];
  const value = (v: string | null) => {
    if (v === null || v === '') return t('records.history.emptyValue');
    return c.field === 'reportAmount' || c.field === 'convertAmount' ? formatDecimal(v) : `“${v}”`;
  };
  return t('records.history.change', { field: label, from: value(c.from), to: value(c.to) });
}

/**
 * The review history of a deposit or withdrawal, oldest first: when, who, what in words, and the reason,
 * remark or old and new values of each event; then what the record waits for, when it waits.
 */
export function RecordHistory({ history, waiting }: { history: RecordHistoryEntry[]; waiting?: string | null }) {
  const { t } = useAreaTranslation();
  return (
    <Box as="section" aria-label={t('records.history.title')}>
      <Heading as="h3" size="sm" mb="3">
        {t('records.history.title')}
      </Heading>
      {history.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" mb={waiting ? '3' : undefined}>
          {t('records.history.none')}
        </Text>
      ) : null}
      <Timeline.Root size="sm">
        {history.map((event) => (
          <Timeline.Item key={event.id}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={GOOD.has(event.action) ? 'green.solid' : BAD.has(event.action) ? 'red.solid' : undefined} />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{t(`records.history.action.${event.action}`, { account: event.account ?? '—' })}</Timeline.Title>
              <Timeline.Description>
                <DateText value={event.createDate} />
              </Timeline.Description>
              {event.reason ? <Text textStyle="sm">{t('records.history.reason', { reason: event.reason })}</Text> : null}
              {event.remark ? <Text textStyle="sm">{t('records.history.remark', { remark: event.remark })}</Text> : null}
              {event.changes.map((change) => (
                <Text key={change.field} textStyle="sm">
                  {changeText(t, change)}
                </Text>
              ))}
            </Timeline.Content>
          </Timeline.Item>
        ))}
        {waiting ? (
          <Timeline.Item>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg="orange.solid" />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{waiting}</Timeline.Title>
            </Timeline.Content>
          </Timeline.Item>
        ) : null}
      </Timeline.Root>
    </Box>
  );
}
