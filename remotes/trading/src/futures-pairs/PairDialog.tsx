import { Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { FuturesPair } from '@console/contracts/schemas/trading-futures';
import { FieldRow, FormDialog, NumberField, SelectField, SwitchField, TextField } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useCoinPairChoices, useSaveFuturesPair } from './api';

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const pairForm = z.object({
  coinPairId: whole(1, 2_147_483_647),
  code: z.string().trim().max(32),
  name: z.string().trim().min(1).max(64),
  displaySort: whole(0, 1_000_000),
  status: z.number().int(),
});

/**
 * Adds a futures pair on a coin pair of the price feed, or edits one. There is no "initial random yield": no
 * figure shown to users is drawn at random (DESIGN section 5). A pair's coin pair stays once rounds ran on it.
 */
export function FuturesPairDialog({ pair, onClose }: { pair: FuturesPair | 'new' | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const save = useSaveFuturesPair();
  const editing = pair !== null && pair !== 'new' ? pair : null;
  const canListCoinPairs = useCan('coinPairs.list');
  const coinPairs = useCoinPairChoices(pair !== null);
  return (
    <FormDialog
      open={pair !== null}
      onClose={onClose}
      title={editing ? t('futuresPairs.edit.title', { name: editing.name }) : t('futuresPairs.add.title')}
      schema={pairForm}
      defaultValues={
        {
          coinPairId: editing ? String(editing.coinPairId) : '',
          code: editing?.code ?? '',
          name: editing?.name ?? '',
          displaySort: String(editing?.displaySort ?? 0),
          status: editing?.status ?? 1,
        } as never
      }
      fieldMessages={{ coinPairId: t('futuresPairs.validation.coinPair') }}
      onSubmit={(v) => {
        if (!editing) return save.mutateAsync({ ...v, code: v.code || undefined });
        // Only what changed: the coin pair of a pair in use cannot change, and the API says so if sent.
        const changed = Object.fromEntries(
          Object.entries(v).filter(([key, value]) => value !== '' && String(value) !== String(editing[key as keyof FuturesPair])),
        );
        return Object.keys(changed).length ? save.mutateAsync({ id: editing.id, ...changed }) : undefined;
      }}
    >
      <FieldRow>
        {canListCoinPairs ? (
          <SelectField
            name="coinPairId"
            label={t('futuresPairs.field.coinPair')}
            placeholder={t('futuresPairs.field.coinPairPlaceholder')}
            options={(coinPairs.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} (${c.fromCoinCode}/${c.toCoinCode})` }))}
            disabled={editing?.inUse === 1}
            helperText={editing?.inUse === 1 ? t('futuresPairs.field.coinPairFixed') : t('futuresPairs.field.coinPairHint')}
            required
          />
        ) : (
          <NumberField
            name="coinPairId"
            integer
            label={t('futuresPairs.field.coinPairId')}
            disabled={editing?.inUse === 1}
            helperText={editing?.inUse === 1 ? t('futuresPairs.field.coinPairFixed') : t('futuresPairs.field.coinPairHint')}
            required
          />
        )}
        <TextField name="code" label={t('futuresPairs.field.code')} helperText={t('futuresPairs.field.codeHint')} />
      </FieldRow>
      <FieldRow>
        <TextField name="name" label={t('futuresPairs.field.name')} required />
        <NumberField
          name="displaySort"
          integer
          label={t('futuresPairs.field.sort')}
          helperText={t('futuresPairs.field.sortHint')}
          required
        />
      </FieldRow>
      <SwitchField name="status" numeric label={t('futuresPairs.field.active')} helperText={t('futuresPairs.field.activeHint')} />
      <Text textStyle="sm" color="fg.muted">
        {t('futuresPairs.field.noRandomYield')}
      </Text>
    </FormDialog>
  );
}
