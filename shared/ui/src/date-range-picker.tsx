import { Box, Button, DatePicker, Field, Flex, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { currentLanguage } from '@console/client';
import { CalendarDate, type DateValue } from '@internationalized/date';
import { useEffect, useId, useState } from 'react';
import { LuCalendar, LuX } from 'react-icons/lu';
import { DATE_RANGE_SHORTCUTS, type DateRangeShortcut, type DateRangeValue, dayjs, ISO_WITH_OFFSET, shortcutRange } from './date-range';
import { useUiTranslation } from './i18n';
import { useAdminTimeZone, zoneLabel } from './time-zone';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
  shortcuts?: readonly DateRangeShortcut[];
  /** The current instant; tests and previews pass a fixed one. */
  now?: () => Date;
}

/** How a range end is typed and shown: on the admin's wall clock, to the second. */
export const TYPED_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SHORT_FORMAT = 'YYYY-MM-DD HH:mm';

/** `iso` as typed on the wall clock of `zone` (`2026-03-15 00:00:00`); empty for none. */
export function toTyped(iso: string, zone: string): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.tz(zone).format(TYPED_FORMAT) : '';
}

/** The instant typed on the wall clock of `zone`, as ISO with offset; null when it is not a date and time. */
export function fromTyped(typed: string, zone: string): string | null {
  const text = typed.trim();
  if (!text) return '';
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  const [, day, hour = '0', minute = '00', second = '00'] = match;
  const d = dayjs.tz(`${day} ${hour.padStart(2, '0')}:${minute}:${second}`, 'YYYY-MM-DD HH:mm:ss', zone);
  return d.isValid() && d.format('YYYY-MM-DD') === day ? d.format(ISO_WITH_OFFSET) : null;
}

function calendarDay(iso: string, zone: string): DateValue | null {
  if (!iso) return null;
  const d = dayjs(iso).tz(zone);
  return new CalendarDate(d.year(), d.month() + 1, d.date());
}

const dayText = (day: DateValue) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/**
 * A date range in one compact field: it names the chosen range (or "any time") and opens a calendar in the
 * console's language, the spec's shortcuts, and the start and end typed to the second, all on the admin's
 * time zone, which it names. The value is a pair of ISO instants with offset, so what is sent to the API
 * and kept in the URL is unambiguous.
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  shortcuts = DATE_RANGE_SHORTCUTS,
  now = () => new Date(),
}: DateRangePickerProps) {
  const { t } = useUiTranslation();
  const zone = useAdminTimeZone();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState({ start: toTyped(value.start, zone), end: toTyped(value.end, zone) });
  const [invalid, setInvalid] = useState({ start: false, end: false });
  useEffect(() => {
    setTyped({ start: toTyped(value.start, zone), end: toTyped(value.end, zone) });
    setInvalid({ start: false, end: false });
  }, [value.start, value.end, zone]);

  const inverted = Boolean(value.start && value.end && Date.parse(value.start) > Date.parse(value.end));
  const summary =
    value.start || value.end
      ? `${value.start ? dayjs(value.start).tz(zone).format(SHORT_FORMAT) : '…'} – ${value.end ? dayjs(value.end).tz(zone).format(SHORT_FORMAT) : '…'}`
      : t('dateRange.any');

  const commitTyped = (end: 'start' | 'end', text: string) => {
    const parsed = fromTyped(text, zone);
    setInvalid((current) => ({ ...current, [end]: parsed === null }));
    if (parsed !== null) onChange({ ...value, [end]: parsed });
  };

  // Days picked on the calendar run from the start day's first second to the end day's last.
  const pickDays = (days: DateValue[]) => {
    const [first, last] = days;
    if (!first) return onChange({ start: '', end: '' });
    const start = dayjs.tz(`${dayText(first)} 00:00:00`, TYPED_FORMAT, zone).format(ISO_WITH_OFFSET);
    const end = last ? dayjs.tz(`${dayText(last)} 23:59:59`, TYPED_FORMAT, zone).format(ISO_WITH_OFFSET) : '';
    onChange({ start, end });
  };
  const picked = [calendarDay(value.start, zone), calendarDay(value.end, zone)].filter((d): d is DateValue => d !== null);

  return (
    <Field.Root invalid={inverted} width="auto" orientation="horizontal" gap="2">
      {label ? (
        <Field.Label htmlFor={`${id}-trigger`} whiteSpace="nowrap" color="fg.muted" fontWeight="normal" mb="0">
          {label}
        </Field.Label>
      ) : null}
      <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }} lazyMount>
        <Popover.Trigger asChild>
          <Button
            id={`${id}-trigger`}
            size="sm"
            variant="outline"
            fontWeight="normal"
            aria-label={label ? `${label}: ${summary}` : summary}
          >
            <LuCalendar />
            <Text as="span" color={value.start || value.end ? undefined : 'fg.muted'} fontVariantNumeric="tabular-nums">
              {summary}
            </Text>
            <Text as="span" color="fg.muted" textStyle="xs" title={zone}>
              {zoneLabel(zone)}
            </Text>
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="auto" maxW="calc(100vw - 2rem)">
              <Popover.Body p="3">
                <Flex gap="3" align="flex-start">
                  <Stack gap="1" role="group" aria-label={t('dateRange.shortcuts')} minW="28">
                    {shortcuts.map((name) => (
                      <Button
                        key={name}
                        size="xs"
                        variant="ghost"
                        justifyContent="flex-start"
                        onClick={() => {
                          onChange(shortcutRange(name, now(), zone));
                          setOpen(false);
                        }}
                      >
                        {t(`dateRange.shortcut.${name}`)}
                      </Button>
                    ))}
                  </Stack>
                  <Stack gap="2">
                    <DatePicker.Root
                      inline
                      selectionMode="range"
                      size="sm"
                      locale={currentLanguage()}
                      timeZone={zone}
                      value={picked}
                      onValueChange={(e) => pickDays(e.value)}
                    >
                      <DatePicker.Content unstyled>
                        <DatePicker.View view="day">
                          <DatePicker.Header />
                          <DatePicker.DayTable />
                        </DatePicker.View>
                        <DatePicker.View view="month">
                          <DatePicker.Header />
                          <DatePicker.MonthTable />
                        </DatePicker.View>
                        <DatePicker.View view="year">
                          <DatePicker.Header />
                          <DatePicker.YearTable />
                        </DatePicker.View>
                      </DatePicker.Content>
                    </DatePicker.Root>
                    {(['start', 'end'] as const).map((end) => (
                      <Field.Root key={end} invalid={invalid[end]} orientation="horizontal" gap="2">
                        <Field.Label htmlFor={`${id}-${end}`} minW="16" mb="0" fontWeight="normal">
                          {t(`dateRange.${end}Short`)}
                        </Field.Label>
                        <Input
                          id={`${id}-${end}`}
                          size="sm"
                          width="48"
                          fontVariantNumeric="tabular-nums"
                          placeholder={TYPED_FORMAT}
                          aria-label={t(`dateRange.${end}`)}
                          value={typed[end]}
                          onChange={(e) => setTyped((current) => ({ ...current, [end]: e.target.value }))}
                          onBlur={(e) => commitTyped(end, e.target.value)}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') {
                              e.preventDefault();
                              commitTyped(end, e.currentTarget.value);
                            }
                          }}
                        />
                      </Field.Root>
                    ))}
                    {invalid.start || invalid.end ? (
                      <Text textStyle="xs" color="fg.error">
                        {t('dateRange.typedInvalid', { format: TYPED_FORMAT })}
                      </Text>
                    ) : null}
                    <Flex justify="space-between" align="center" gap="2">
                      <Text textStyle="xs" color="fg.muted">
                        {t('dateRange.zone', { zone })}
                      </Text>
                      <Flex gap="2">
                        <Button size="xs" variant="ghost" onClick={() => onChange({ start: '', end: '' })}>
                          <LuX /> {t('dateRange.clear')}
                        </Button>
                        <Button size="xs" colorPalette="brand" onClick={() => setOpen(false)}>
                          {t('dateRange.done')}
                        </Button>
                      </Flex>
                    </Flex>
                  </Stack>
                </Flex>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {inverted ? (
        <Box>
          <Field.ErrorText>{t('dateRange.inverted')}</Field.ErrorText>
        </Box>
      ) : null}
    </Field.Root>
  );
}
