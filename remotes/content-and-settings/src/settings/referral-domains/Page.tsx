import { Button, HStack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { ReferralDomain } from '@console/contracts/schemas/settings-platform';
import {
  type DataTableColumn,
  DateText,
  FieldRow,
  FormDrawer,
  formatDateTime,
  ListPage,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  UserSearchField,
  useAdminTimeZone,
  useList,
  useSearchKeyword,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { useAreaTranslation } from '../../i18n';
import { DeleteWithReason } from '../common/DeleteWithReason';
import { VersionHistory } from '../common/VersionHistory';
import {
  REFERRAL_DOMAINS_KEY,
  referralDomainList,
  useAddReferralDomain,
  useAgentCandidates,
  useCountries,
  useDeleteReferralDomain,
  useReferralDomains,
} from './api';
import { countryName, describeKept, domainForm } from './tiers';

const EMPTY_DOMAIN = {
  domainUrl: '',
  tierSales: '',
  tierAgent: '',
  tierAccount: '',
  tierIp: '',
  tierIsoCode: '',
  displaySort: '0',
  reason: '',
};
const userId = (id: number | null) => (id ? `#${id}` : '—');

/**
 * The referral link domains (`/settings/referral-link-domain-name`): the domains referral links are served on,
 * each with whom its sign-ups are attributed to (a sales account, an agent picked from the agent list, an
 * account) and which visitors it is for (an IP, a country), listed by their sort. Adding and deleting are
 * versions of the list, with their history.
 */
export default function ReferralDomainsPage() {
  const { t, i18n } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const list = useList(referralDomainList.key, referralDomainList.defaults);
  const domains = useReferralDomains(list.request);
  const add = useAddReferralDomain();
  const remove = useDeleteReferralDomain();
  const canAdd = useCan('referralDomains.add');
  const canDelete = useCan('referralDomains.delete');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ReferralDomain | null>(null);
  const language = i18n.language;

  const columns = useMemo<DataTableColumn<ReferralDomain>[]>(
    () => [
      {
        id: 'domainUrl',
        header: t('referralDomains.column.domainUrl'),
        width: '280px',
        pin: 'left',
        cell: (d) => <Text fontFamily="mono">{d.domainUrl}</Text>,
      },
      { id: 'tierSales', header: t('referralDomains.column.tierSales'), numeric: true, cell: (d) => userId(d.tierSales) },
      { id: 'tierAgent', header: t('referralDomains.column.tierAgent'), numeric: true, cell: (d) => userId(d.tierAgent) },
      { id: 'tierAccount', header: t('referralDomains.column.tierAccount'), numeric: true, cell: (d) => userId(d.tierAccount) },
      { id: 'tierIp', header: t('referralDomains.column.tierIp'), cell: (d) => d.tierIp ?? '—' },
      {
        id: 'tierIsoCode',
        header: t('referralDomains.column.tierIsoCode'),
        exportValue: (d) => d.tierIsoCode ?? '',
        cell: (d) => (d.tierIsoCode ? `${countryName(d.tierIsoCode, language)} (${d.tierIsoCode})` : '—'),
      },
      { id: 'displaySort', header: t('referralDomains.column.displaySort'), numeric: true, width: '96px' },
      {
        id: 'createDate',
        header: t('referralDomains.column.created'),
        dates: true,
        exportValue: (d) => formatDateTime(d.createDate, zone),
        cell: (d) => <DateText value={d.createDate} />,
      },
    ],
    [t, zone, language],
  );

  return (
    <ListPage
      title={t('routes.referralDomains')}
      description={t('referralDomains.description')}
      actions={
        <HStack gap="2">
          <VersionHistory
            setting="referral-domains"
            canRevert={canAdd && canDelete}
            invalidate={[REFERRAL_DOMAINS_KEY]}
            formatValue={(_domain, value) => describeKept(value, t, language)}
          />
          {canAdd ? (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <LuPlus /> {t('referralDomains.add.button')}
            </Button>
          ) : null}
        </HStack>
      }
      list={list}
      filters={[
        { type: 'text', name: 'domainUrl', label: t('referralDomains.filter.domainUrl') },
        { type: 'number', name: 'tierAgent', label: t('referralDomains.filter.tierAgent') },
      ]}
      columns={columns}
      query={domains}
      getRowId={(d) => d.id}
      empty={{
        filtered: t('referralDomains.empty.filtered'),
        none: t('referralDomains.empty.none'),
        noneHint: t('referralDomains.empty.hint'),
      }}
      rowActions={(d) => [
        { label: t('referralDomains.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(d) },
      ]}
    >
      <AddDomainDrawer open={adding} onClose={() => setAdding(false)} onSubmit={(values) => add.mutateAsync(values)} />
      <DeleteWithReason
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('referralDomains.delete.title', { domain: deleting?.domainUrl ?? '' })}
        message={t('referralDomains.delete.message', { domain: deleting?.domainUrl ?? '' })}
        submitLabel={t('referralDomains.action.delete')}
        onDelete={(reason) => deleting && remove.mutateAsync({ domain: deleting, reason })}
      />
    </ListPage>
  );
}

/** The add form: the domain, its tiers (the agent picked from the agent list) and its sort. */
function AddDomainDrawer({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (values: z.output<typeof domainForm>) => Promise<unknown>;
}) {
  const { t, i18n } = useAreaTranslation();
  const { search, setSearch, keyword } = useSearchKeyword();
  const agents = useAgentCandidates(keyword, open);
  const countries = useCountries();
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => ({ value: c.isoCode, label: `${countryName(c.isoCode, i18n.language)} (${c.isoCode})` }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [countries.data, i18n.language],
  );
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('referralDomains.add.title')}
      submitLabel={t('referralDomains.add.submit')}
      schema={domainForm}
      defaultValues={EMPTY_DOMAIN as never}
      fieldMessages={{
        domainUrl: t('referralDomains.validation.domainUrl'),
        tierIp: t('referralDomains.validation.tierIp'),
        displaySort: t('referralDomains.validation.displaySort'),
      }}
      onSubmit={onSubmit}
    >
      <TextField
        name="domainUrl"
        required
        label={t('referralDomains.field.domainUrl')}
        placeholder="invite.example.com"
        helperText={t('referralDomains.field.domainUrlHint')}
      />
      <UserSearchField
        name="tierAgent"
        label={t('referralDomains.column.tierAgent')}
        search={search}
        onSearchChange={setSearch}
        searchLabel={t('referralDomains.field.agentSearch')}
        searchPlaceholder={t('referralDomains.field.agentSearchPlaceholder')}
        candidates={agents.data}
        placeholder={(count) =>
          agents.isLoading ? t('referralDomains.field.agentsLoading') : t('referralDomains.field.agentsFound', { count })
        }
      />
      <FieldRow>
        <NumberField
          name="tierSales"
          integer
          label={t('referralDomains.column.tierSales')}
          helperText={t('referralDomains.field.userIdHint')}
        />
        <NumberField
          name="tierAccount"
          integer
          label={t('referralDomains.column.tierAccount')}
          helperText={t('referralDomains.field.userIdHint')}
        />
      </FieldRow>
      <FieldRow>
        <TextField name="tierIp" label={t('referralDomains.column.tierIp')} placeholder="203.0.113.7" />
        <SelectField
          name="tierIsoCode"
          label={t('referralDomains.column.tierIsoCode')}
          options={countryOptions}
          placeholder={t('referralDomains.field.anyCountry')}
        />
      </FieldRow>
      <FieldRow>
        <NumberField
          name="displaySort"
          integer
          label={t('referralDomains.column.displaySort')}
          helperText={t('referralDomains.field.sortHint')}
        />
      </FieldRow>
      <TextareaField name="reason" rows={2} label={t('settingsCommon.reason.label')} helperText={t('settingsCommon.reason.optionalHint')} />
    </FormDrawer>
  );
}
