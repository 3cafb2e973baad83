import { Button, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import {
  type MarketingLevel,
  type MarketingLevelInput,
  marketingLevelInput,
  type UserLevel,
  type UserLevelInput,
  userLevelInput,
} from '@console/contracts';
import {
  Can,
  CoinAmount,
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FieldRow,
  FormDialog,
  FormDrawer,
  ListPage,
  NumberField,
  type PagedQuery,
  TextField,
  useList,
} from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { LEVEL_LISTS, type LevelKind, useDeleteLevel, useLevels, useSaveLevel } from './api';

/** Deposits and order limits of the levels are set in USDT. */
const USDT = 'USDT';
const LAYERS = [1, 2, 3, 4, 5] as const;

type AnyLevel = UserLevel | MarketingLevel;

const EMPTY_USER_LEVEL: UserLevelInput = {
  level: '',
  name: '',
  requiredDepositBalance: '0',
  futuresOrderLimitMax: '',
  futuresOrderLimitMin: '0',
} as unknown as UserLevelInput;

const EMPTY_MARKETING_LEVEL: MarketingLevelInput = {
  level: '',
  name: '',
  requiredEffectiveUser: '0',
  requiredDepositUserLevel: '0',
  distributionBonusPercentage1: '0',
  distributionBonusPercentage2: '0',
  distributionBonusPercentage3: '0',
  distributionBonusPercentage4: '0',
  distributionBonusPercentage5: '0',
  futuresOrderLimitMax: '',
  futuresOrderLimitMin: '0',
} as unknown as MarketingLevelInput;

/** The form's values of an existing level: every number as text, as the fields hold it. */
function formValues(level: AnyLevel): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(level)) if (typeof value === 'number' || typeof value === 'string') out[key] = String(value);
  return out;
}

function Percent({ value }: { value: string }) {
  return (
    <Text as="span" display="block" textAlign="end" fontVariantNumeric="tabular-nums">
      {value}
      <Text as="span" color="fg.muted" ms="0.5" fontSize="0.85em">
        %
      </Text>
    </Text>
  );
}

/**
 * What both tabs share: the page with its Add button in the header, the list (by name or number, sorted by
 * level), the form, and the confirmed delete. Levels are a handful of settings: no rows to tick.
 */
function LevelList<L extends AnyLevel>({
  kind,
  tabs,
  columns,
  form,
}: {
  kind: LevelKind;
  tabs: ReactNode;
  columns: DataTableColumn<L>[];
  form: (props: { open: boolean; editing: L | null; onClose: () => void; onSubmit: (values: unknown) => Promise<unknown> }) => ReactNode;
}) {
  const { t } = useAreaTranslation();
  const { key, defaults, optionsFor } = LEVEL_LISTS[kind];
  const list = useList(key, defaults, optionsFor());
  const levels = useLevels(kind, list.request) as PagedQuery<L>;
  const save = useSaveLevel(kind);
  const remove = useDeleteLevel(kind);
  const canEdit = useCan('userLevels.edit');
  const canDelete = useCan('userLevels.delete');
  const [editing, setEditing] = useState<L | 'new' | null>(null);
  const [deleting, setDeleting] = useState<L | null>(null);
  const label = t(`levels.${kind}.table`);

  const allColumns = useMemo<DataTableColumn<L>[]>(
    () => [
      {
        id: 'level',
        header: t('levels.column.level'),
        numeric: true,
        width: '80px',
        // Pinned columns keep their width, so the next pinned one sits where it is placed.
        minWidth: '80px',
        pin: 'left',
        cell: (l) => <Text fontWeight="semibold">{l.level}</Text>,
      },
      { id: 'name', header: t('levels.column.name'), cell: (l) => <Text fontWeight="medium">{l.name}</Text> },
      ...columns,
      {
        id: 'futuresOrderLimit',
        header: t('levels.column.orderLimit'),
        numeric: true,
        exportValue: (l) => `${l.futuresOrderLimitMin} / ${l.futuresOrderLimitMax}`,
        cell: (l) => (
          <Flex direction="column" align="flex-end">
            <CoinAmount value={l.futuresOrderLimitMin} code={USDT} />
            <CoinAmount value={l.futuresOrderLimitMax} code={USDT} color="fg.muted" textStyle="xs" />
          </Flex>
        ),
      },
      { id: 'userCount', header: t('levels.column.users'), numeric: true, cell: (l) => l.userCount.toLocaleString() },
      { id: 'updateDate', header: t('levels.column.updated'), dates: true, cell: (l) => <DateText value={l.updateDate} /> },
    ],
    [t, columns],
  );

  const current = editing === 'new' ? null : editing;
  return (
    <ListPage
      title={t('routes.userSettings')}
      description={t(`levels.${kind}.description`)}
      label={label}
      actions={
        <Can permission="userLevels.add">
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <LuPlus /> {t(`levels.${kind}.add`)}
          </Button>
        </Can>
      }
      tabs={tabs}
      list={list}
      filters={[
        { type: 'text', name: 'name', label: t('levels.filter.name') },
        { type: 'number', name: 'level', label: t('levels.filter.level') },
      ]}
      columns={allColumns}
      query={levels}
      getRowId={(l) => l.id}
      selectable={false}
      empty={{ filtered: t('levels.emptyFiltered'), none: t('levels.empty'), noneHint: t('levels.emptyHint') }}
      rowActions={(l) => [
        { label: t('levels.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(l) },
        {
          label: l.userCount > 0 ? t('levels.action.deleteInUse', { count: l.userCount }) : t('levels.action.delete'),
          icon: <LuTrash2 />,
          danger: true,
          hidden: !canDelete,
          disabled: l.userCount > 0,
          onClick: () => setDeleting(l),
        },
      ]}
    >
      {form({
        open: editing !== null,
        editing: current,
        onClose: () => setEditing(null),
        onSubmit: (values) => save.mutateAsync({ id: current?.id, values: values as never }),
      })}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t(`levels.${kind}.deleteTitle`)}
        message={t('levels.deleteMessage', { name: deleting?.name ?? '', level: deleting?.level ?? '' })}
        confirmLabel={t('levels.action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id, name: deleting.name }, { onSettled: () => setDeleting(null) })}
      />
    </ListPage>
  );
}

function useLimitMessages() {
  const { t } = useAreaTranslation();
  return {
    level: t('levels.validation.level'),
    requiredDepositBalance: t('levels.validation.amount'),
    futuresOrderLimitMax: t('levels.validation.amount'),
    futuresOrderLimitMin: t('levels.validation.limits'),
    ...Object.fromEntries(LAYERS.map((n) => [`distributionBonusPercentage${n}`, t('levels.validation.percentage')])),
  };
}

export function UserLevelTab({ tabs }: { tabs: ReactNode }) {
  const { t } = useAreaTranslation();
  const messages = useLimitMessages();
  const columns = useMemo<DataTableColumn<UserLevel>[]>(
    () => [
      {
        id: 'requiredDepositBalance',
        header: t('levels.column.requiredDeposit'),
        numeric: true,
        cell: (l) => <CoinAmount value={l.requiredDepositBalance} code={USDT} />,
      },
    ],
    [t],
  );
  return (
    <LevelList<UserLevel>
      kind="user"
      tabs={tabs}
      columns={columns}
      form={({ open, editing, onClose, onSubmit }) => (
        <FormDialog
          open={open}
          onClose={onClose}
          title={editing ? t('levels.user.editTitle', { name: editing.name }) : t('levels.user.addTitle')}
          submitLabel={editing ? t('levels.action.save') : t('levels.action.add')}
          schema={userLevelInput}
          defaultValues={editing ? (formValues(editing) as unknown as UserLevelInput) : EMPTY_USER_LEVEL}
          fieldMessages={messages}
          onSubmit={onSubmit}
        >
          <FieldRow>
            <NumberField name="level" label={t('levels.field.level')} required integer />
            <TextField name="name" label={t('levels.field.name')} required />
          </FieldRow>
          <NumberField
            name="requiredDepositBalance"
            label={t('levels.field.requiredDeposit')}
            required
            helperText={t('levels.field.inUsdt')}
          />
          <FieldRow>
            <NumberField name="futuresOrderLimitMin" label={t('levels.field.orderLimitMin')} required />
            <NumberField name="futuresOrderLimitMax" label={t('levels.field.orderLimitMax')} required />
          </FieldRow>
        </FormDialog>
      )}
    />
  );
}

export function MarketingLevelTab({ tabs }: { tabs: ReactNode }) {
  const { t } = useAreaTranslation();
  const messages = useLimitMessages();
  const columns = useMemo<DataTableColumn<MarketingLevel>[]>(
    () => [
      { id: 'requiredEffectiveUser', header: t('levels.column.effectiveUsers'), numeric: true },
      { id: 'requiredDepositUserLevel', header: t('levels.column.depositUserLevel'), numeric: true },
      ...LAYERS.map(
        (n): DataTableColumn<MarketingLevel> => ({
          id: `distributionBonusPercentage${n}`,
          header: t('levels.column.layer', { n }),
          numeric: true,
          cell: (l) => <Percent value={l[`distributionBonusPercentage${n}`]} />,
        }),
      ),
    ],
    [t],
  );
  return (
    <LevelList<MarketingLevel>
      kind="marketing"
      tabs={tabs}
      columns={columns}
      form={({ open, editing, onClose, onSubmit }) => (
        <FormDrawer
          open={open}
          onClose={onClose}
          title={editing ? t('levels.marketing.editTitle', { name: editing.name }) : t('levels.marketing.addTitle')}
          submitLabel={editing ? t('levels.action.save') : t('levels.action.add')}
          schema={marketingLevelInput}
          defaultValues={editing ? (formValues(editing) as unknown as MarketingLevelInput) : EMPTY_MARKETING_LEVEL}
          fieldMessages={messages}
          onSubmit={onSubmit}
        >
          <FieldRow>
            <NumberField name="level" label={t('levels.field.level')} required integer />
            <TextField name="name" label={t('levels.field.name')} required />
          </FieldRow>
          <FieldRow>
            <NumberField name="requiredEffectiveUser" label={t('levels.field.effectiveUsers')} required integer />
            <NumberField name="requiredDepositUserLevel" label={t('levels.field.depositUserLevel')} required integer />
          </FieldRow>
          <Text fontWeight="semibold" textStyle="sm">
            {t('levels.field.bonusTitle')}
          </Text>
          <FieldRow>
            {LAYERS.map((n) => (
              <NumberField
                key={n}
                name={`distributionBonusPercentage${n}`}
                label={t('levels.field.layer', { n })}
                required
                helperText={n === 1 ? t('levels.field.layerHint') : undefined}
              />
            ))}
          </FieldRow>
          <FieldRow>
            <NumberField name="futuresOrderLimitMin" label={t('levels.field.orderLimitMin')} required />
            <NumberField name="futuresOrderLimitMax" label={t('levels.field.orderLimitMax')} required />
          </FieldRow>
        </FormDrawer>
      )}
    />
  );
}
