import { Alert, Text } from '@chakra-ui/react';
import { FOLLOW_PERMISSION_TYPES, type FollowInit, leadingOrderAdd } from '@console/contracts/schemas/copy-trading';
import {
  errorMessage,
  FieldRow,
  FormDialog,
  formatDateTime,
  formatDecimal,
  NumberField,
  SelectField,
  useAdminTimeZone,
  useOptions,
  ratioPercent,
} from '@console/ui';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';

import { useAddLeadingOrder, useFollowInit } from './api';

const filled = z.string().trim().min(1);

/**
 * The form, every choice required, then the add call's own schema: the pair and gameplay only narrow the rounds
 * offered, the round names them both.
 */
const leadingOrderForm = z
  .object({
    accountId: filled,
    tradingPairId: filled,
    gameplayId: filled,
    runnerId: filled,
    direction: filled,
    amount: filled,
    permissionsType: filled,
  })
  .transform(({ tradingPairId: _pair, gameplayId: _gameplay, ...add }, ctx) => {
    const parsed = leadingOrderAdd.safeParse(add);
    if (parsed.success) return parsed.data;
    // The add call's own rules (a positive stake with at most its decimals), marked on their fields.
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
type FormIn = z.input<typeof leadingOrderForm>;

const EMPTY: FormIn = {
  accountId: '',
  tradingPairId: '',
  gameplayId: '',
  runnerId: '',
  direction: 'long',
  amount: '',
  permissionsType: 'everyone',
};

/**
 * Places a leading order for a leader account in a round that takes orders now, with the leader's own stake
 * (through the ledger; the audit log marks it as placed by staff); each subscribed follower then gets a copy or
 * a skip with its reason. Staff choose direction and stake, never the result: the round settles it.
 */
export function AddLeadingOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const init = useFollowInit(open);
  const add = useAddLeadingOrder();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('leadingOrders.add.title')}
      submitLabel={t('leadingOrders.add.submit')}
      schema={leadingOrderForm}
      defaultValues={EMPTY}
      fieldMessages={{ amount: t('leadingOrders.add.validation.amount') }}
      onSubmit={(v) => add.mutateAsync(v)}
    >
      {(form) =>
        init.error ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Description>{errorMessage(init.error)}</Alert.Description>
          </Alert.Root>
        ) : (
          <AddFields form={form} init={init.data} />
        )
      }
    </FormDialog>
  );
}

function AddFields({
  form,
  init,
}: {
  form: UseFormReturn<FormIn, unknown, z.output<typeof leadingOrderForm>>;
  init: FollowInit | undefined;
}) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const zone = useAdminTimeZone();
  const [pairId, gameplayId, accountId] = form.watch(['tradingPairId', 'gameplayId', 'accountId']);
  const gameplays = useMemo(() => (init?.gameplays ?? []).filter((g) => String(g.tradingPairId) === pairId), [init, pairId]);
  const rounds = useMemo(() => (init?.rounds ?? []).filter((r) => String(r.gameplayId) === gameplayId), [init, gameplayId]);
  const gameplay = gameplays.find((g) => String(g.id) === gameplayId);
  const leader = init?.leaders.find((l) => String(l.accountId) === accountId);
  const time = (at: string) => formatDateTime(at, zone, 'HH:mm:ss');
  return (
    <>
      <SelectField
        name="accountId"
        required
        label={t('leadingOrders.add.leader')}
        placeholder={init ? (init.leaders.length ? undefined : t('leadingOrders.add.noLeader')) : t('leadingOrders.add.loading')}
        helperText={
          leader
            ? t('leadingOrders.add.leaderHint', {
                ratio: ratioPercent(leader.leaderFeeRatio),
                followers: leader.followers,
                balance: formatDecimal(leader.balance),
              })
            : undefined
        }
        options={(init?.leaders ?? []).map((l) => ({ value: l.accountId, label: `#${l.accountId} ${l.email ?? ''}` }))}
      />
      <FieldRow>
        <SelectField
          name="tradingPairId"
          required
          label={t('leadingOrders.add.pair')}
          options={(init?.pairs ?? []).map((p) => ({ value: p.id, label: p.code }))}
        />
        <SelectField
          name="gameplayId"
          required
          label={t('leadingOrders.add.gameplay')}
          placeholder={pairId ? undefined : t('leadingOrders.add.pairFirst')}
          options={gameplays.map((g) => ({ value: g.id, label: `${g.name} · ${ratioPercent(g.yieldRatio)}` }))}
        />
      </FieldRow>
      <SelectField
        name="runnerId"
        required
        label={t('leadingOrders.add.round')}
        placeholder={gameplayId && rounds.length === 0 ? t('leadingOrders.add.noRound') : undefined}
        helperText={t('leadingOrders.add.roundHint')}
        options={rounds.map((r) => ({
          value: r.id,
          label: t('leadingOrders.add.roundLabel', { id: r.id, start: time(r.startDate), lock: time(r.lockDate), end: time(r.endDate) }),
        }))}
      />
      <FieldRow>
        <SelectField
          name="direction"
          required
          label={t('leadingOrders.add.direction')}
          options={options.list('futuresDirection').map((o) => ({ value: o.value, label: o.label }))}
        />
        <NumberField
          name="amount"
          required
          label={t('leadingOrders.add.amount')}
          helperText={
            gameplay
              ? t('leadingOrders.add.amountRange', { min: formatDecimal(gameplay.quantityMin), max: formatDecimal(gameplay.quantityMax) })
              : undefined
          }
        />
      </FieldRow>
      <SelectField
        name="permissionsType"
        required
        label={t('leadingOrders.permission.label')}
        options={FOLLOW_PERMISSION_TYPES.map((value) => ({ value, label: options.label('followPermissions', value) }))}
      />
      <Text textStyle="xs" color="fg.muted">
        {t('leadingOrders.add.noResult')}
      </Text>
    </>
  );
}
