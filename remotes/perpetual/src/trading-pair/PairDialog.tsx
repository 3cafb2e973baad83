import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type PerpetualPair, type PerpetualPairEdit, perpetualPairAdd } from '@console/contracts/schemas/perpetual';
import { FieldRow, FormDialog, NumberField, SelectField, SwitchField, TextField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useCoinPairChoices, useSavePerpetualPair } from './api';

/** The fields of the form, as the add call takes them (the spec's required fields, then the two switches). */
const FIELDS = [
  'tradingPairId',
  'name',
  'multiplier',
  'orderBookPriceRange',
  'quantityPrecision',
  'quantityMin',
  'quantityMax',
  'displaySort',
  'status',
  'displaySwitch',
] as const;

/**
 * The add call's schema over the form: a whole number left blank stays blank (the contract would read it as
 * 0, a valid precision or order), so the form says it is required.
 */
const pairForm: z.ZodType<z.output<typeof perpetualPairAdd>, Record<string, unknown>> = z.preprocess((values) => {
  const form = { ...(values as Record<string, unknown>) };
  for (const field of ['quantityPrecision', 'displaySort']) if (String(form[field] ?? '').trim() === '') form[field] = undefined;
  return form;
}, perpetualPairAdd);

function formValues(pair: PerpetualPair | null) {
  return {
    tradingPairId: pair ? String(pair.tradingPairId) : '',
    name: pair?.name ?? '',
    multiplier: pair?.multiplier ?? '',
    orderBookPriceRange: pair?.orderBookPriceRange ?? '',
    quantityPrecision: pair ? String(pair.quantityPrecision) : '',
    quantityMin: pair?.quantityMin ?? '',
    quantityMax: pair?.quantityMax ?? '',
    displaySort: String(pair?.displaySort ?? 0),
    status: pair?.status ?? 1,
    displaySwitch: pair?.displaySwitch ?? 1,
  };
}

/**
 * Adds a perpetual pair on a coin pair of the price feed, or edits one (only what changed is sent). Every
 * field the spec requires is required here; the contract's schema checks them as the API will.
 */
export function PairDialog({ pair, onClose }: { pair: PerpetualPair | 'new' | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const save = useSavePerpetualPair();
  const editing = pair !== null && pair !== 'new' ? pair : null;
  const canListCoinPairs = useCan('coinPairs.list');
  const coinPairs = useCoinPairChoices(pair !== null);
  const positive = t('tradingPair.validation.positive');
  return (
    <FormDialog
      open={pair !== null}
      onClose={onClose}
      size="lg"
      title={editing ? t('tradingPair.edit.title', { name: editing.name }) : t('tradingPair.add.title')}
      schema={pairForm}
      defaultValues={formValues(editing) as never}
      fieldMessages={{
        tradingPairId: t('tradingPair.validation.coinPair'),
        multiplier: positive,
        quantityMax: positive,
        quantityMin: t('tradingPair.validation.quantityMin'),
        orderBookPriceRange: t('tradingPair.validation.fraction'),
      }}
      onSubmit={(v) => {
        if (!editing) return save.mutateAsync({ add: v });
        const saved = formValues(editing);
        const edit = Object.fromEntries(
          FIELDS.filter((field) => String(v[field]) !== String(saved[field])).map((field) => [field, v[field]]),
        ) as PerpetualPairEdit;
        return Object.keys(edit).length ? save.mutateAsync({ id: editing.id, edit }) : undefined;
      }}
    >
      <FieldRow>
        {canListCoinPairs ? (
          <SelectField
            name="tradingPairId"
            label={t('tradingPair.field.tradingPairId')}
            placeholder={t('tradingPair.field.coinPairPlaceholder')}
            options={(coinPairs.data ?? []).map((c) => ({ value: String(c.id), label: c.code }))}
            disabled={(editing?.openPositions ?? 0) > 0}
            helperText={(editing?.openPositions ?? 0) > 0 ? t('tradingPair.field.coinPairFixed') : t('tradingPair.field.coinPairHint')}
            required
          />
        ) : (
          <NumberField
            name="tradingPairId"
            integer
            label={t('tradingPair.field.coinPairId')}
            disabled={(editing?.openPositions ?? 0) > 0}
            helperText={t('tradingPair.field.coinPairHint')}
            required
          />
        )}
        <TextField name="name" label={t('tradingPair.field.name')} required />
      </FieldRow>
      <FieldRow>
        <NumberField
          name="multiplier"
          label={t('tradingPair.field.multiplier')}
          helperText={t('tradingPair.field.multiplierHint')}
          required
        />
        <NumberField
          name="orderBookPriceRange"
          label={t('tradingPair.field.orderBookPriceRange')}
          helperText={t('tradingPair.field.orderBookPriceRangeHint')}
          required
        />
      </FieldRow>
      <FieldRow>
        <NumberField name="quantityMin" label={t('tradingPair.field.quantityMin')} required />
        <NumberField name="quantityMax" label={t('tradingPair.field.quantityMax')} required />
      </FieldRow>
      <FieldRow>
        <NumberField
          name="quantityPrecision"
          integer
          label={t('tradingPair.field.quantityPrecision')}
          helperText={t('tradingPair.field.quantityPrecisionHint')}
          required
        />
        <NumberField
          name="displaySort"
          integer
          label={t('tradingPair.field.displaySort')}
          helperText={t('tradingPair.field.displaySortHint')}
          required
        />
      </FieldRow>
      <FieldRow>
        <SwitchField name="status" numeric label={t('tradingPair.field.status')} helperText={t('tradingPair.field.statusHint')} />
        <SwitchField
          name="displaySwitch"
          numeric
          label={t('tradingPair.field.displaySwitch')}
          helperText={t('tradingPair.field.displaySwitchHint')}
        />
      </FieldRow>
      {editing ? (
        <Text textStyle="sm" color="fg.muted">
          {t('tradingPair.edit.appliesTo')}
        </Text>
      ) : null}
    </FormDialog>
  );
}
