import { Text } from '@chakra-ui/react';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import { FieldRow, FormDrawer, NumberField, SelectField, SwitchField, TextField, useOptions } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { ImageField } from '../lists/ImageField';
import { useAddCoinPair, useEditCoinPair } from './api';

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const time = z
  .union([
    z.literal('').transform(() => undefined),
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/),
  ])
  .optional();

/** The rules of the API (close window when the market closes daily; the point range within the decimals), said on the form. */
function pairForm(adding: boolean, messages: { pointOrder: string; pointWithin: string }) {
  return z
    .object({
      code: adding
        ? z
            .string()
            .trim()
            .transform((s) => s.toUpperCase())
            .pipe(z.string().regex(/^[A-Z0-9]{2,30}$/))
        : z.string().optional(),
      tradingPair: adding
        ? z
            .string()
            .trim()
            .transform((s) => s.toUpperCase())
            .pipe(z.string().regex(/^[A-Z0-9]{2,15}\/[A-Z0-9]{2,15}$/))
        : z.string().optional(),
      name: z.string().trim().min(1).max(40),
      transferType: whole(1, 2),
      isMarketClose: z.number().int(),
      closeStartTime: time,
      closeEndTime: time,
      decimalPoint: whole(0, 18),
      pointStart: whole(0, 18),
      pointEnd: whole(0, 18),
      sort: z.union([z.literal('').transform(() => undefined), whole(0, 100000)]).optional(),
      activation: z.number().int(),
      display: z.number().int(),
      logo: adding ? z.instanceof(File) : z.instanceof(File).nullable().optional(),
    })
    .refine((p) => p.isMarketClose !== 1 || !!p.closeStartTime, { path: ['closeStartTime'], message: 'required' })
    .refine((p) => p.isMarketClose !== 1 || !!p.closeEndTime, { path: ['closeEndTime'], message: 'required' })
    .refine((p) => p.pointStart <= p.pointEnd, { path: ['pointEnd'], message: messages.pointOrder })
    .refine((p) => p.pointEnd <= p.decimalPoint, { path: ['pointEnd'], message: messages.pointWithin });
}

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/** Adds a coin pair with its logo (`pair` 'new') or edits one: market close hours, decimal point and point range, activation. */
export function CoinPairDialog({ pair, onClose }: { pair: CoinPair | 'new' | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const { list } = useOptions();
  const add = useAddCoinPair();
  const edit = useEditCoinPair();
  const adding = pair === 'new';
  const current = pair && pair !== 'new' ? pair : null;
  const messages = { pointOrder: t('coinPairs.validation.pointOrder'), pointWithin: t('coinPairs.validation.pointWithin') };
  return (
    <FormDrawer
      open={pair !== null}
      onClose={onClose}
      size="md"
      title={adding ? t('coinPairs.add.title') : t('coinPairs.edit.title', { code: current?.code ?? '' })}
      schema={pairForm(adding, messages)}
      defaultValues={
        {
          code: '',
          tradingPair: '',
          name: current?.name ?? '',
          transferType: String(current?.transferType ?? 1),
          isMarketClose: current?.isMarketClose ?? 0,
          closeStartTime: hhmm(current?.closeStartTime),
          closeEndTime: hhmm(current?.closeEndTime),
          decimalPoint: String(current?.decimalPoint ?? 2),
          pointStart: String(current?.pointStart ?? 0),
          pointEnd: String(current?.pointEnd ?? 2),
          sort: current ? String(current.sort) : '',
          activation: current?.activation ?? 1,
          display: current?.display ?? 1,
          logo: null,
        } as never
      }
      fieldMessages={{
        code: t('coinPairs.validation.code'),
        tradingPair: t('coinPairs.validation.tradingPair'),
        closeStartTime: t('coinPairs.validation.time'),
        closeEndTime: t('coinPairs.validation.time'),
        logo: t('common.image.required'),
      }}
      onSubmit={(v) => {
        const { code, tradingPair, logo, ...fields } = v;
        const sent = {
          ...fields,
          closeStartTime: v.isMarketClose === 1 ? v.closeStartTime : undefined,
          closeEndTime: v.isMarketClose === 1 ? v.closeEndTime : undefined,
        };
        return adding
          ? add.mutateAsync({ ...sent, code: code ?? '', tradingPair: tradingPair ?? '', logo: logo as File })
          : edit.mutateAsync({ ...sent, id: current!.id, logo: logo ?? null });
      }}
    >
      {(form) => {
        const closes = Number(form.watch('isMarketClose')) === 1;
        return (
          <>
            {adding ? (
              <FieldRow>
                <TextField name="code" label={t('coinPairs.field.code')} helperText={t('coinPairs.field.codeHint')} required />
                <TextField
                  name="tradingPair"
                  label={t('coinPairs.field.tradingPair')}
                  placeholder="BTC/USDT"
                  helperText={t('coinPairs.field.tradingPairHint')}
                  required
                />
              </FieldRow>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('coinPairs.edit.fixed', {
                  code: current?.code ?? '',
                  coins: current ? `${current.fromCoinCode}/${current.toCoinCode}` : '',
                })}
              </Text>
            )}
            <FieldRow>
              <TextField name="name" label={t('coinPairs.field.name')} required />
              <SelectField
                name="transferType"
                label={t('coinPairs.field.type')}
                options={list('coinPairTransferType').map((o) => ({ value: o.value, label: o.label }))}
                required
              />
            </FieldRow>
            <SwitchField
              name="isMarketClose"
              numeric
              label={t('coinPairs.field.closesDaily')}
              helperText={t('coinPairs.field.closesDailyHint')}
            />
            {closes ? (
              <FieldRow>
                <TextField name="closeStartTime" label={t('coinPairs.field.closeStart')} placeholder="HH:mm" required />
                <TextField name="closeEndTime" label={t('coinPairs.field.closeEnd')} placeholder="HH:mm" required />
              </FieldRow>
            ) : null}
            <FieldRow>
              <NumberField
                name="decimalPoint"
                integer
                label={t('coinPairs.field.decimalPoint')}
                helperText={t('coinPairs.field.decimalPointHint')}
                required
              />
              <NumberField name="sort" integer label={t('coinPairs.field.sort')} />
            </FieldRow>
            <FieldRow>
              <NumberField name="pointStart" integer label={t('coinPairs.field.pointStart')} required />
              <NumberField
                name="pointEnd"
                integer
                label={t('coinPairs.field.pointEnd')}
                helperText={t('coinPairs.field.pointHint')}
                required
              />
            </FieldRow>
            <SwitchField
              name="activation"
              numeric
              label={t('coinPairs.field.activation')}
              helperText={t('coinPairs.field.activationHint')}
            />
            <SwitchField name="display" numeric label={t('coinPairs.field.display')} />
            <ImageField name="logo" label={t('coinPairs.field.logo')} current={current?.logoUrl} required={adding} />
          </>
        );
      }}
    </FormDrawer>
  );
}
