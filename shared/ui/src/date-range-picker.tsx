import { Button, Field, Flex, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import {
  DATE_RANGE_SHORTCUTS,
  type DateRangeShortcut,
  type DateRangeValue,
  fromLocalInputValue,
  shortcutRange,
  toLocalInputValue,
} from './date-range';
import { useUiTranslation } from './i18n';
import { useAdminTimeZone } from './time-zone';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
  shortcuts?: readonly DateRangeShortcut[];
  /** The current instant; tests and previews pass a fixed one. */
  now?: () => Date;
}

/**
 * Two date-time inputs on the admin's wall clock plus the spec's shortcuts. The value is a pair of ISO
 * instants with offset, so what is sent to the API and kept in the URL is unambiguous.
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
  const startValue = toLocalInputValue(value.start, zone);
  const endValue = toLocalInputValue(value.end, zone);
  const inverted = Boolean(value.start && value.end && Date.parse(value.start) > Date.parse(value.end));

  return (
    <Field.Root invalid={inverted} gap="1.5">
      {label ? <Field.Label htmlFor={`${id}-start`}>{label}</Field.Label> : null}
      <Flex gap="2" align="center" wrap="wrap">
        <Input
          id={`${id}-start`}
          type="datetime-local"
          step={1}
          size="sm"
          w="auto"
          aria-label={t('dateRange.start')}
          value={startValue}
          onChange={(e) => onChange({ start: fromLocalInputValue(e.target.value, zone), end: value.end })}
        />
        <Text color="fg.muted" aria-hidden>
          –
        </Text>
        <Input
          type="datetime-local"
          step={1}
          size="sm"
          w="auto"
          aria-label={t('dateRange.end')}
          value={endValue}
          onChange={(e) => onChange({ start: value.start, end: fromLocalInputValue(e.target.value, zone) })}
        />
      </Flex>
      <Wrap gap="1" role="group" aria-label={t('dateRange.shortcuts')}>
        {shortcuts.map((name) => (
          <Button key={name} size="2xs" variant="outline" onClick={() => onChange(shortcutRange(name, now(), zone))}>
            {t(`dateRange.shortcut.${name}`)}
          </Button>
        ))}
        {value.start || value.end ? (
          <HStack>
            <Button size="2xs" variant="ghost" onClick={() => onChange({ start: '', end: '' })}>
              {t('dateRange.clear')}
            </Button>
          </HStack>
        ) : null}
      </Wrap>
      {inverted ? <Field.ErrorText>{t('dateRange.inverted')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
