import { Alert, Box, Flex, Spinner, Text } from '@chakra-ui/react';
import type { RiskSetting } from '@console/contracts/schemas/trading-risk';
import {
  DateText,
  errorMessage,
  FieldRow,
  FormDrawer,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  useDebounced,
  useOptions,
} from '@console/ui';
import { type ReactNode, useRef, useState } from 'react';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { type GuardSettings, settingsKey, useGuardPreview, useSaveGuard } from './api';

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const guardForm = z
  .object({
    referenceMode: z.enum(['1', '2']),
    price: z.string().trim(),
    averageWindowSeconds: whole(10, 86400),
    bandPercent: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,4})?$/)
      .refine((s) => /[1-9]/.test(s)),
    stalenessSeconds: whole(1, 86400),
    breachesToTrip: whole(1, 1000),
    cooldownSeconds: whole(0, 86400),
    halt: z.number().int(),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((g) => g.referenceMode !== '2' || /^\d{1,20}(\.\d{1,18})?$/.test(g.price), { path: ['price'], message: 'price' })
  .refine((g) => g.referenceMode !== '2' || /[1-9]/.test(g.price), { path: ['price'], message: 'price' });
type GuardForm = z.input<typeof guardForm>;

/** The settings the preview and the save send, or null while the form's values are not valid yet. */
function settingsOf(cid: number, values: Partial<GuardForm>): GuardSettings | null {
  const parsed = guardForm.safeParse({ ...values, reason: 'preview' });
  if (!parsed.success) return null;
  const g = parsed.data;
  return {
    cid,
    ...(g.referenceMode === '2' ? { price: g.price } : {}),
    averageWindowSeconds: g.averageWindowSeconds,
    bandPercent: g.bandPercent,
    stalenessSeconds: g.stalenessSeconds,
    breachesToTrip: g.breachesToTrip,
    cooldownSeconds: g.cooldownSeconds,
  };
}

/**
 * Sets a pair's guard: the reference (moving average of recorded ticks, or a price staff set), band, staleness,
 * breaches before a trip and cooldown, or halts the pair by hand, with a reason. Before it saves, it shows how
 * often these settings would have tripped over the last 24 hours of recorded ticks (the API's preview): saving
 * is possible only once the preview of exactly these settings is on screen.
 */
export function GuardDialog({ guard, onClose }: { guard: RiskSetting | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const { list } = useOptions();
  const save = useSaveGuard();
  const previewed = useRef<string | null>(null);
  const [unseen, setUnseen] = useState(false);
  return (
    <FormDrawer
      open={guard !== null}
      onClose={onClose}
      size="md"
      title={t('riskPairs.set.title', { code: guard?.code ?? '' })}
      schema={guardForm}
      defaultValues={{
        referenceMode: guard?.referenceMode === 2 ? '2' : '1',
        price: guard?.referenceMode === 2 ? (guard.price ?? '') : '',
        averageWindowSeconds: String(guard?.averageWindowSeconds ?? 300),
        bandPercent: guard?.bandPercent ?? '',
        stalenessSeconds: String(guard?.stalenessSeconds ?? 30),
        breachesToTrip: String(guard?.breachesToTrip ?? 3),
        cooldownSeconds: String(guard?.cooldownSeconds ?? 300),
        halt: guard?.halted && guard.status === 'halted' ? 1 : 0,
        reason: '',
      }}
      fieldMessages={{
        bandPercent: t('riskPairs.validation.band'),
        price: t('riskPairs.validation.price'),
      }}
      onSubmit={async (v) => {
        const settings = settingsOf(guard!.cid, v as GuardForm);
        // The preview of what is saved must have been on screen: otherwise the form stays open to show it.
        if (!settings || previewed.current !== settingsKey(settings)) {
          setUnseen(true);
          throw new Error('preview first');
        }
        setUnseen(false);
        return save.mutateAsync({ ...settings, halt: v.halt, reason: v.reason, tradingPair: guard!.code });
      }}
    >
      {(form) => {
        const values = form.watch();
        const fixed = values.referenceMode === '2';
        return (
          <>
            <Text textStyle="sm" color="fg.muted">
              {t('riskPairs.set.explain')}
            </Text>
            <FieldRow>
              <SelectField
                name="referenceMode"
                label={t('riskPairs.field.referenceMode')}
                options={list('riskReferenceMode').map((o) => ({ value: o.value, label: o.label }))}
                required
              />
              {fixed ? (
                <NumberField name="price" label={t('riskPairs.field.price')} helperText={t('riskPairs.field.priceHint')} required />
              ) : (
                <NumberField
                  name="averageWindowSeconds"
                  integer
                  label={t('riskPairs.field.window')}
                  helperText={t('riskPairs.field.windowHint')}
                  required
                />
              )}
            </FieldRow>
            <FieldRow>
              <NumberField name="bandPercent" label={t('riskPairs.field.band')} helperText={t('riskPairs.field.bandHint')} required />
              <NumberField
                name="breachesToTrip"
                integer
                label={t('riskPairs.field.breaches')}
                helperText={t('riskPairs.field.breachesHint')}
                required
              />
            </FieldRow>
            <FieldRow>
              <NumberField
                name="stalenessSeconds"
                integer
                label={t('riskPairs.field.staleness')}
                helperText={t('riskPairs.field.stalenessHint')}
                required
              />
              <NumberField
                name="cooldownSeconds"
                integer
                label={t('riskPairs.field.cooldown')}
                helperText={t('riskPairs.field.cooldownHint')}
                required
              />
            </FieldRow>
            <GuardPreview
              settings={guard ? settingsOf(guard.cid, values) : null}
              onShown={(key) => {
                previewed.current = key;
              }}
              unseen={unseen}
            />
            <SwitchField name="halt" numeric label={t('riskPairs.field.halt')} helperText={t('riskPairs.field.haltHint')} />
            <TextareaField name="reason" label={t('common.reason')} helperText={t('common.reasonHint')} required />
          </>
        );
      }}
    </FormDrawer>
  );
}

/** How often the settings would have tripped over the last 24 hours, fetched as they are typed. */
function GuardPreview({
  settings,
  onShown,
  unseen,
}: {
  settings: GuardSettings | null;
  onShown: (key: string | null) => void;
  unseen: boolean;
}) {
  const { t } = useAreaTranslation();
  const asked = useDebounced(settings, 400);
  const current = asked && settings && settingsKey(asked) === settingsKey(settings) ? asked : null;
  const preview = useGuardPreview(current);
  const upToDate = current !== null && preview.data !== undefined && !preview.isPlaceholderData && !preview.isFetching;
  onShown(upToDate && current ? settingsKey(current) : null);

  let body: ReactNode;
  if (!settings) body = <Text color="fg.muted">{t('riskPairs.preview.incomplete')}</Text>;
  else if (preview.error) body = <Text color="fg.error">{errorMessage(preview.error) ?? t('riskPairs.preview.failed')}</Text>;
  else if (!preview.data)
    body = (
      <Flex gap="2" align="center">
        <Spinner size="xs" /> {t('riskPairs.preview.loading')}
      </Flex>
    );
  else {
    const trips = preview.data.events.filter((e) => e.type === 'trip');
    body = (
      <Box opacity={upToDate ? 1 : 0.6}>
        <Text fontWeight="medium">{t('riskPairs.preview.trips', { count: preview.data.trips, ticks: preview.data.ticks })}</Text>
        {trips.length ? (
          <Text textStyle="xs" color="fg.muted">
            {t('riskPairs.preview.first')} <DateText value={trips[0].at} />
            {trips.length > 1 ? (
              <>
                {' · '}
                {t('riskPairs.preview.last')} <DateText value={trips[trips.length - 1].at} />
              </>
            ) : null}
          </Text>
        ) : null}
        {!upToDate ? (
          <Flex gap="2" align="center" textStyle="xs">
            <Spinner size="xs" /> {t('riskPairs.preview.loading')}
          </Flex>
        ) : null}
      </Box>
    );
  }
  return (
    <Alert.Root status={preview.data && preview.data.trips > 0 ? 'warning' : 'info'} size="sm" aria-label={t('riskPairs.preview.title')}>
      <Alert.Content>
        <Alert.Title>{t('riskPairs.preview.title')}</Alert.Title>
        <Alert.Description>
          {body}
          {unseen && !upToDate ? <Text fontWeight="medium">{t('riskPairs.preview.saveAfter')}</Text> : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
