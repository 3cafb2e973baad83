import { Alert } from '@chakra-ui/react';
import type { Gameplay } from '@console/contracts/schemas/trading-futures';
import { FieldRow, FormDialog, NumberField, SwitchField, TextField } from '@console/ui';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { type GameplayFields, useSaveGameplay } from './api';

const WEEK = 7 * 24 * 3600;
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const DECIMAL = /^\d+(\.\d+)?$/;
/** The form's rules, worded in the screen's language (the API checks the same again). */
function gameplaySchema(t: (key: string) => string) {
  const amount = z.string().trim().regex(DECIMAL, t('gameplays.validation.amount'));
  const positive = amount.refine((v) => !DECIMAL.test(v) || new Decimal(v).gt(0), t('gameplays.validation.positive'));
  return z
    .object({
      name: z.string().trim().min(1).max(64),
      timeInterval: whole(1, WEEK),
      yieldRatio: positive,
      quantityMin: amount,
      quantityMax: positive,
      userRankLevel: whole(0, 1000),
      teamRankLevel: whole(0, 1000),
      acceptDelayTime: whole(0, WEEK),
      settleDelayTime: whole(0, WEEK),
      displaySort: whole(0, 1_000_000),
      status: z.number().int(),
    })
    .refine((v) => !DECIMAL.test(v.quantityMin) || !DECIMAL.test(v.quantityMax) || new Decimal(v.quantityMin).lte(v.quantityMax), {
      path: ['quantityMin'],
      message: t('gameplays.validation.quantityOrder'),
    })
    .refine((v) => v.acceptDelayTime < v.timeInterval, { path: ['acceptDelayTime'], message: t('gameplays.validation.acceptDelay') });
}

/** The form's text of a gameplay's settings (the API's decimals as they are, numbers as text). */
function formValues(g: Gameplay | null) {
  return {
    name: g?.name ?? '',
    timeInterval: String(g?.timeInterval ?? 60),
    yieldRatio: g?.yieldRatio ?? '0.85',
    quantityMin: g?.quantityMin ?? '1',
    quantityMax: g?.quantityMax ?? '1000',
    userRankLevel: String(g?.userRankLevel ?? 0),
    teamRankLevel: String(g?.teamRankLevel ?? 0),
    acceptDelayTime: String(g?.acceptDelayTime ?? 10),
    settleDelayTime: String(g?.settleDelayTime ?? 5),
    displaySort: String(g?.displaySort ?? 0),
    status: g?.status ?? 1,
  };
}

/**
 * Adds a gameplay to a pair or edits one: its interval, yield ratio (shown to users as it is), stake limits,
 * rank levels, accept and settle delays, order and activation. A round keeps the settings it opened with, so
 * an edit applies from the next round. No field sets a round's result or a price.
 */
export function GameplayDialog({
  gameplay,
  tradingPairId,
  pairName,
  onClose,
}: {
  gameplay: Gameplay | 'new' | null;
  tradingPairId: number;
  pairName: string;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  const save = useSaveGameplay();
  const editing = gameplay !== null && gameplay !== 'new' ? gameplay : null;
  return (
    <FormDialog
      open={gameplay !== null}
      onClose={onClose}
      size="lg"
      title={editing ? t('gameplays.edit.title', { name: editing.name, pair: pairName }) : t('gameplays.add.title', { pair: pairName })}
      schema={gameplaySchema(t)}
      defaultValues={formValues(editing) as never}
      onSubmit={(v: GameplayFields) => {
        if (!editing) return save.mutateAsync({ tradingPairId, ...v });
        // Only what changed, so the backstage log lists exactly the settings the admin changed.
        const before = formValues(editing) as Record<string, unknown>;
        const changed = Object.fromEntries(Object.entries(v).filter(([key, value]) => String(value) !== String(before[key])));
        return Object.keys(changed).length ? save.mutateAsync({ id: editing.id, ...changed }) : undefined;
      }}
    >
      {editing ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('gameplays.nextRound')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <FieldRow>
        <TextField name="name" label={t('gameplays.field.name')} required />
        <NumberField
          name="timeInterval"
          integer
          label={t('gameplays.field.interval')}
          helperText={t('gameplays.field.intervalHint')}
          required
        />
      </FieldRow>
      <FieldRow>
        <NumberField name="yieldRatio" label={t('gameplays.field.yieldRatio')} helperText={t('gameplays.field.yieldRatioHint')} required />
        <NumberField name="displaySort" integer label={t('gameplays.field.sort')} required />
      </FieldRow>
      <FieldRow>
        <NumberField name="quantityMin" label={t('gameplays.field.quantityMin')} required />
        <NumberField name="quantityMax" label={t('gameplays.field.quantityMax')} helperText={t('gameplays.field.quantityHint')} required />
      </FieldRow>
      <FieldRow>
        <NumberField
          name="userRankLevel"
          integer
          label={t('gameplays.field.userRank')}
          helperText={t('gameplays.field.rankHint')}
          required
        />
        <NumberField name="teamRankLevel" integer label={t('gameplays.field.teamRank')} required />
      </FieldRow>
      <FieldRow>
        <NumberField
          name="acceptDelayTime"
          integer
          label={t('gameplays.field.acceptDelay')}
          helperText={t('gameplays.field.acceptDelayHint')}
          required
        />
        <NumberField
          name="settleDelayTime"
          integer
          label={t('gameplays.field.settleDelay')}
          helperText={t('gameplays.field.settleDelayHint')}
          required
        />
      </FieldRow>
      <SwitchField name="status" numeric label={t('gameplays.field.active')} helperText={t('gameplays.field.activeHint')} />
    </FormDialog>
  );
}
