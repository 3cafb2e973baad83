import { Text } from '@chakra-ui/react';
import type { ConvertPair } from '@console/contracts/schemas/trading-convert';
import { FieldRow, FormDrawer, NumberField, SelectField, SwitchField, TextField } from '@console/ui';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useCoinPairChoices, useSaveConvertPair } from './api';

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;
const amountOf = (message: string) => z.string().trim().regex(DECIMAL, message);
/** Empty: no maximum; otherwise an amount above zero. */
const optionalMaxOf = (message: string) =>
  z.union([z.literal('').transform(() => null), amountOf(message).refine((s) => /[1-9]/.test(s), { message })]);
const notBelow = (min: string, max: string | null) => max === null || new Decimal(min).lte(max);

function pairForm(adding: boolean, belowMin: string, badAmount: string) {
  const amount = amountOf(badAmount);
  const optionalMax = optionalMaxOf(badAmount);
  return z
    .object({
      tradingPairId: adding ? z.coerce.number().int().positive() : z.any().optional(),
      name: z.string().trim().max(40),
      code: z.string().trim().max(40),
      spread: z
        .string()
        .trim()
        .regex(/^\d{1,2}(\.\d{1,4})?$/),
      buyMinAmount: amount,
      buyMaxAmount: optionalMax,
      sellMinAmount: amount,
      sellMaxAmount: optionalMax,
      sort: z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(0).max(100000)]).optional(),
      activation: z.number().int(),
    })
    .refine((p) => notBelow(p.buyMinAmount, p.buyMaxAmount), { path: ['buyMaxAmount'], message: belowMin })
    .refine((p) => notBelow(p.sellMinAmount, p.sellMaxAmount), { path: ['sellMaxAmount'], message: belowMin });
}

/**
 * Adds a convert pair on a coin pair (`pair` 'new') or edits one: spread, per-side minimum and maximum (in the
 * coin each side pays), activation. The price itself always comes from the recorded feed.
 */
export function ConvertPairDialog({ pair, onClose }: { pair: ConvertPair | 'new' | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const adding = pair === 'new';
  const current = pair && pair !== 'new' ? pair : null;
  const save = useSaveConvertPair();
  const choices = useCoinPairChoices(adding);
  const coinPairs = choices.data ?? [];
  return (
    <FormDrawer
      open={pair !== null}
      onClose={onClose}
      size="md"
      title={adding ? t('convert.add.title') : t('convert.edit.title', { name: current?.name ?? '' })}
      schema={pairForm(adding, t('convert.validation.belowMin'), t('convert.validation.amount'))}
      defaultValues={
        {
          tradingPairId: '',
          name: current?.name ?? '',
          code: current?.code ?? '',
          spread: current?.spread ?? '0.1',
          buyMinAmount: current?.buyMinAmount ?? '0',
          buyMaxAmount: current?.buyMaxAmount ?? '',
          sellMinAmount: current?.sellMinAmount ?? '0',
          sellMaxAmount: current?.sellMaxAmount ?? '',
          sort: current ? String(current.sort) : '',
          activation: current?.activation ?? 1,
        } as never
      }
      fieldMessages={{
        spread: t('convert.validation.spread'),
      }}
      onSubmit={({ tradingPairId, name, code, ...fields }) => {
        const named = { ...(name ? { name } : {}), ...(code ? { code } : {}) };
        return save.mutateAsync(
          adding ? { ...fields, ...named, tradingPairId: Number(tradingPairId) } : { ...fields, ...named, id: current!.id },
        );
      }}
    >
      {(form) => {
        const chosen = adding ? coinPairs.find((p) => String(p.id) === String(form.watch('tradingPairId'))) : null;
        const from = current?.fromCoinCode ?? chosen?.fromCoinCode ?? '';
        const to = current?.toCoinCode ?? chosen?.toCoinCode ?? '';
        return (
          <>
            {adding ? (
              coinPairs.length ? (
                <SelectField
                  name="tradingPairId"
                  label={t('convert.field.coinPair')}
                  options={coinPairs.map((p) => ({ value: p.id, label: `${p.code} (${p.fromCoinCode}/${p.toCoinCode})` }))}
                  helperText={t('convert.field.coinPairHint')}
                  required
                />
              ) : (
                <NumberField
                  name="tradingPairId"
                  integer
                  label={t('convert.field.coinPairId')}
                  helperText={t('convert.field.coinPairHint')}
                  required
                />
              )
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('convert.edit.fixed', { code: current?.tradingPairCode ?? '' })}
              </Text>
            )}
            <FieldRow>
              <TextField name="name" label={t('convert.field.name')} helperText={adding ? t('convert.field.nameHint') : undefined} />
              <TextField name="code" label={t('convert.field.code')} />
            </FieldRow>
            <FieldRow>
              <NumberField name="spread" label={t('convert.field.spread')} helperText={t('convert.field.spreadHint')} required />
              <NumberField name="sort" integer label={t('convert.field.sort')} />
            </FieldRow>
            <FieldRow>
              <NumberField name="buyMinAmount" label={t('convert.field.buyMin', { coin: to || t('convert.field.quoteCoin') })} required />
              <NumberField
                name="buyMaxAmount"
                label={t('convert.field.buyMax', { coin: to || t('convert.field.quoteCoin') })}
                helperText={t('convert.field.maxHint')}
              />
            </FieldRow>
            <FieldRow>
              <NumberField
                name="sellMinAmount"
                label={t('convert.field.sellMin', { coin: from || t('convert.field.baseCoin') })}
                required
              />
              <NumberField
                name="sellMaxAmount"
                label={t('convert.field.sellMax', { coin: from || t('convert.field.baseCoin') })}
                helperText={t('convert.field.maxHint')}
              />
            </FieldRow>
            <SwitchField name="activation" numeric label={t('convert.field.activation')} />
          </>
        );
      }}
    </FormDrawer>
  );
}
