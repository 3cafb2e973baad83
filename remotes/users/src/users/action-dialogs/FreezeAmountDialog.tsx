import { Box, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { User, UserWallet } from '@console/contracts';
import {
  CoinAmount,
  ConfirmDialog,
  FormDialog,
  formatDecimal,
  NumberField,
  SelectField,
  TextareaField,
  useCoinDecimals,
  useOptions,
} from '@console/ui';
import Decimal from 'decimal.js';
import { type ReactNode, useMemo, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { useFreezeAmount, useUserWallets, type WalletAmountChange } from '../api';
import { userName } from '../format';
import { freezeForm, walletKey } from '../forms';

function WalletAmounts({ wallet }: { wallet: UserWallet }) {
  const { t } = useAreaTranslation();
  const row = (label: string, value: string) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-end">
        <CoinAmount value={value} code={wallet.code} />
      </DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Box borderWidth="1px" borderColor="border.surface" rounded="md" p="3" aria-label={t('users.freeze.amounts')} role="group">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {row(t('users.wallet.balance'), wallet.balance)}
        {row(t('users.wallet.frozen'), wallet.frozenBalance)}
        {row(t('users.wallet.backstageFrozen'), wallet.backstageFrozenBalance)}
      </DataList.Root>
    </Box>
  );
}

function FreezeFields({
  walletOptions,
  loading,
  picked,
  limitHint,
}: {
  walletOptions: { value: string; label: string }[];
  loading: boolean;
  picked: UserWallet | undefined;
  limitHint?: ReactNode;
}) {
  const { t } = useAreaTranslation();
  return (
    <>
      <SelectField
        name="wallet"
        label={t('users.field.wallet')}
        required
        options={walletOptions}
        placeholder={loading ? t('users.freeze.loadingWallets') : undefined}
      />
      {picked ? <WalletAmounts wallet={picked} /> : null}
      <HStack align="flex-start" gap="4">
        <Box flex="1">
          <SelectField
            name="direction"
            label={t('users.field.executionType')}
            required
            options={[
              { value: 'freeze', label: t('users.freeze.freeze') },
              { value: 'thaw', label: t('users.freeze.thaw') },
            ]}
          />
        </Box>
        <Box flex="1">
          <NumberField name="amount" label={t('users.field.amount')} required helperText={limitHint} />
        </Box>
      </HStack>
      <TextareaField name="remark" label={t('users.field.remark')} />
    </>
  );
}

/** A change waiting for the admin's confirmation, and how to tell the form what came of it. */
interface Pending {
  user: User;
  wallet: UserWallet;
  change: WalletAmountChange;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Asks once more before money moves, as every money action of the console does: the user, the coin and
 * wallet, the amount, and what the two amounts of the wallet become.
 */
function FreezeConfirmation({
  pending,
  onConfirm,
  onCancel,
  loading,
}: {
  pending: Pending | null;
  onConfirm: () => void;
  onCancel: () => void;
  loading: boolean;
}) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const decimalsOf = useCoinDecimals();
  if (!pending) return null;
  const { wallet, change, user } = pending;
  const freezing = change.direction === 'freeze';
  const amount = new Decimal(change.amount);
  const money = (value: Decimal | string) => `${formatDecimal(value.toString(), decimalsOf(wallet.code))} ${wallet.code}`;
  const available = new Decimal(wallet.balance);
  const frozen = new Decimal(wallet.backstageFrozenBalance);
  const after = freezing
    ? { available: available.minus(amount), frozen: frozen.plus(amount) }
    : { available: available.plus(amount), frozen: frozen.minus(amount) };
  const vars = { user: userName(user), amount: money(amount), wallet: options.label('walletType', wallet.walletType) };
  return (
    <ConfirmDialog
      open
      destructive={freezing}
      title={freezing ? t('users.freeze.confirmFreezeTitle') : t('users.freeze.confirmThawTitle')}
      message={
        <Stack gap="2">
          <Text>{freezing ? t('users.freeze.confirmFreeze', vars) : t('users.freeze.confirmThaw', vars)}</Text>
          <Text textStyle="sm" color="fg.muted">
            {t('users.freeze.confirmAfter', { available: money(after.available), frozen: money(after.frozen) })}
          </Text>
          {change.remark ? (
            <Text textStyle="sm" color="fg.muted">
              {t('users.freeze.confirmRemark', { remark: change.remark })}
            </Text>
          ) : null}
        </Stack>
      }
      confirmLabel={
        freezing
          ? t('users.freeze.confirmFreezeButton', { amount: money(amount) })
          : t('users.freeze.confirmThawButton', { amount: money(amount) })
      }
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * Freezes part of one wallet's available amount, or thaws what staff froze; shows both amounts first, and
 * asks for a confirmation naming the user, coin and amount before anything is sent. The form stays open
 * behind the confirmation, so "Cancel" goes back to it as it was.
 */
export function FreezeAmountDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const wallets = useUserWallets(user ? user.id : null);
  const change = useFreezeAmount();
  const [pending, setPending] = useState<Pending | null>(null);
  const list = wallets.data ?? [];
  const schema = useMemo(() => freezeForm(list), [list]);
  const walletOptions = list.map((w) => ({ value: walletKey(w), label: `${w.code} · ${options.label('walletType', w.walletType)}` }));

  const confirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync({ user: pending.user, ...pending.change });
      pending.done();
    } catch (error) {
      pending.failed(error);
    } finally {
      setPending(null);
    }
  };
  const cancel = () => {
    // The form learns it was not sent (no field to mark) and stays open with what was typed.
    pending?.failed(null);
    setPending(null);
  };

  return (
    <>
      <FormDialog
        open={user !== null}
        onClose={onClose}
        title={t('users.freeze.title', { user: user ? userName(user) : '' })}
        submitLabel={t('users.freeze.submit')}
        schema={schema}
        defaultValues={{ wallet: '', direction: 'freeze', amount: '', remark: '' }}
        fieldMessages={{ amount: t('users.validation.freezeAmount') }}
        onSubmit={(v) => {
          const wallet = list.find((w) => walletKey(w) === v.wallet);
          if (!user || !wallet) return;
          const request: WalletAmountChange = {
            direction: v.direction,
            coinId: wallet.coinId,
            walletType: wallet.walletType,
            amount: v.amount,
            remark: v.remark,
            code: wallet.code,
          };
          return new Promise<void>((done, failed) => setPending({ user, wallet, change: request, done, failed }));
        }}
      >
        {(form) => {
          const picked = list.find((w) => walletKey(w) === form.watch('wallet'));
          const direction = form.watch('direction');
          const limit = picked ? (direction === 'thaw' ? picked.backstageFrozenBalance : picked.balance) : null;
          return (
            <FreezeFields
              walletOptions={walletOptions}
              loading={wallets.isLoading}
              picked={picked}
              limitHint={
                picked && limit !== null
                  ? t(direction === 'thaw' ? 'users.freeze.thawLimit' : 'users.freeze.freezeLimit', {
                      // The exact limit: rounded, it could read as more than the wallet holds.
                      limit: formatDecimal(limit),
                      code: picked.code,
                    })
                  : undefined
              }
            />
          );
        }}
      </FormDialog>
      <FreezeConfirmation pending={pending} onConfirm={confirm} onCancel={cancel} loading={change.isPending} />
    </>
  );
}
