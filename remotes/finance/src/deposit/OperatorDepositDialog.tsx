import { Text } from '@chakra-ui/react';
import { operatorDeposit } from '@console/contracts';
import {
  FieldRow,
  FormDialog,
  formatDecimal,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  UserSearchField,
  useOptions,
  useSearchKeyword,
} from '@console/ui';
import { useWatch } from 'react-hook-form';
import { useAreaTranslation } from '../i18n';
import { useCoinOptions } from '../records/coins';
import { useOperatorDeposit, useUserSearch, useUserWallets } from './api';
import { ProofUpload } from './ProofUpload';

/** The user a deposit goes to, searched as the admin types by id, e-mail, mobile or invitation code. */
function UserPicker() {
  const { t } = useAreaTranslation();
  const { search, setSearch, keyword } = useSearchKeyword();
  const found = useUserSearch(keyword);
  return (
    <UserSearchField
      name="accountId"
      label={t('deposit.operator.user')}
      required
      search={search}
      onSearchChange={setSearch}
      searchLabel={t('deposit.operator.search')}
      searchPlaceholder={t('deposit.operator.searchPlaceholder')}
      candidates={found.data}
      placeholder={(count) =>
        !keyword
          ? t('deposit.operator.typeToSearch')
          : found.isFetching && !found.data
            ? t('deposit.operator.searching')
            : t('deposit.operator.found', { count })
      }
    />
  );
}

/**
 * The coin: one of the user's wallets (with its balance) where the admin may see balances, one of the
 * platform's coins otherwise.
 */
function CoinPicker() {
  const { t } = useAreaTranslation();
  const coinOptions = useCoinOptions();
  const accountId = useWatch({ name: 'accountId' }) as string | number | undefined;
  const id = Number(accountId);
  const wallets = useUserWallets(Number.isInteger(id) && id > 0 ? id : null);
  if (!wallets.allowed) {
    return (
      <SelectField
        name="coinId"
        label={t('records.field.coin')}
        required
        options={coinOptions}
        placeholder={t('deposit.operator.chooseCoin')}
      />
    );
  }
  const coins = new Map<number, string>();
  for (const w of wallets.data ?? []) {
    if (w.walletType === 1 || !coins.has(w.coinId))
      coins.set(w.coinId, `${w.code} · ${t('deposit.operator.balance', { balance: formatDecimal(w.balance) })}`);
  }
  const options = [...coins].map(([value, label]) => ({ value, label }));
  return (
    <SelectField
      name="coinId"
      label={t('records.field.coin')}
      required
      options={options}
      placeholder={accountId ? t('deposit.operator.chooseCoin') : t('deposit.operator.userFirst')}
    />
  );
}

/** A deposit made by staff (backstage deposit): credited at once, or pending when deposits need review. */
export function OperatorDepositDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const deposit = useOperatorDeposit();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('deposit.operator.title')}
      schema={operatorDeposit}
      defaultValues={{ accountId: '', coinId: '', walletType: '1', amount: '', bonusAmount: '0', isShow: 1, remark: '', proof: '' }}
      submitLabel={t('deposit.operator.submit')}
      onSubmit={(v) => deposit.mutateAsync(v)}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('deposit.operator.hint')}
      </Text>
      <UserPicker />
      <FieldRow>
        <CoinPicker />
        <SelectField name="walletType" label={t('records.field.walletType')} required options={options.list('walletType')} />
      </FieldRow>
      <FieldRow>
        <NumberField name="amount" label={t('records.field.amount')} required />
        <NumberField name="bonusAmount" label={t('deposit.field.bonusAmount')} required />
      </FieldRow>
      <SwitchField name="isShow" numeric label={t('deposit.operator.isShow')} helperText={t('deposit.operator.isShowHint')} />
      <ProofUpload />
      <TextareaField name="remark" label={t('records.field.remark')} />
    </FormDialog>
  );
}
