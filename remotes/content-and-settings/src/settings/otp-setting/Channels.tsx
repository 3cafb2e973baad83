import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { SmsChannel, SmtpChannel } from '@console/contracts/schemas/settings-otp';
import { type DataTableColumn, DateText, formatDateTime, ListPage, useAdminTimeZone, useList } from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { LuPencil, LuPlus, LuPower, LuSend, LuTrash2 } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { DeleteWithReason } from '../common/DeleteWithReason';
import { VersionHistory } from '../common/VersionHistory';
import {
  type ChannelKind,
  channelListKey,
  channelSetting,
  smsChannelList,
  smtpChannelList,
  useDeleteChannel,
  useSmsChannels,
  useSmtpChannels,
  useSwitchChannel,
} from './api';
import { SmsChannelDrawer, SmtpChannelDrawer } from './ChannelForms';
import { ChannelTestDialog } from './ChannelTest';

type Channel = SmtpChannel | SmsChannel;

/** A version keeps a channel's secret as `#<stored id> ••••abcd`: the mask and which stored secret it is. */
const SECRET_REFERENCE = /^#(\d+) (.*)$/;

/** What the two channel lists share: state of the drawers and dialogs, the row actions, the common columns. */
function useChannelActions<C extends Channel>(kind: ChannelKind) {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const canEdit = useCan(kind === 'smtp' ? 'smtpChannels.edit' : 'smsChannels.edit');
  const [editing, setEditing] = useState<C | 'new' | null>(null);
  const [deleting, setDeleting] = useState<C | null>(null);
  const [testing, setTesting] = useState<C | null>(null);
  const switcher = useSwitchChannel(kind);
  const remove = useDeleteChannel(kind);

  const rowActions = (c: C) => [
    { label: t('otpSetting.action.test'), icon: <LuSend />, hidden: !canEdit, onClick: () => setTesting(c) },
    { label: t('otpSetting.action.edit'), icon: <LuPencil />, hidden: !canEdit, onClick: () => setEditing(c) },
    {
      label: c.activation ? t('otpSetting.action.turnOff') : t('otpSetting.action.turnOn'),
      icon: <LuPower />,
      hidden: !canEdit,
      onClick: () => switcher.mutate(c),
    },
    { label: t('otpSetting.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canEdit, onClick: () => setDeleting(c) },
  ];
  const leading: DataTableColumn<C>[] = [
    { id: 'channelId', header: t('otpSetting.column.id'), numeric: true, width: '80px', pin: 'left' },
    { id: 'channelName', header: t('otpSetting.column.name'), cell: (c) => <Text truncate>{c.channelName}</Text> },
  ];
  const trailing: DataTableColumn<C>[] = [
    {
      id: 'activation',
      header: t('otpSetting.column.activation'),
      width: '110px',
      exportValue: (c) => (c.activation ? t('settingsCommon.on') : t('settingsCommon.off')),
      cell: (c) => (
        <Badge colorPalette={c.activation ? 'green' : 'gray'}>{c.activation ? t('settingsCommon.on') : t('settingsCommon.off')}</Badge>
      ),
    },
    {
      id: 'updateDate',
      header: t('otpSetting.column.updated'),
      dates: true,
      exportValue: (c) => formatDateTime(c.updateDate, zone),
      cell: (c) => <DateText value={c.updateDate} />,
    },
  ];
  // The history names each field `<channel id>.<field>`: shown as the channel's id and the field's label.
  const fieldLabel = (key: string) => {
    const [id, field] = key.split('.');
    const label = field === 'activation' ? t('otpSetting.column.activation') : t(`otpSetting.field.${field}`);
    return t('otpSetting.history.field', { id, field: label });
  };
  const formatValue = (key: string, value: unknown) => {
    if (value === null) return null;
    if (key.endsWith('.activation')) return value ? t('settingsCommon.on') : t('settingsCommon.off');
    const secret = SECRET_REFERENCE.exec(String(value));
    return secret ? t('otpSetting.history.secret', { id: secret[1], masked: secret[2] }) : null;
  };
  const addButton = (
    <HStack gap="2">
      <VersionHistory
        setting={channelSetting(kind)}
        canRevert={canEdit}
        invalidate={[channelListKey(kind)]}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
      />
      {canEdit ? (
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
          <LuPlus /> {t(kind === 'smtp' ? 'otpSetting.smtp.add' : 'otpSetting.sms.add')}
        </Button>
      ) : null}
    </HStack>
  );
  const overlays = (drawer: (open: boolean, channel: C | null, onClose: () => void) => ReactNode) => (
    <>
      {drawer(editing !== null, editing === 'new' ? null : editing, () => setEditing(null))}
      <DeleteWithReason
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('otpSetting.delete.title', { name: deleting?.channelName ?? '' })}
        message={t('otpSetting.delete.message', { name: deleting?.channelName ?? '' })}
        submitLabel={t('otpSetting.action.delete')}
        onDelete={(reason) => deleting && remove.mutateAsync({ channel: deleting, reason })}
      />
      <ChannelTestDialog kind={kind} channel={testing} onClose={() => setTesting(null)} />
    </>
  );
  return { t, rowActions, leading, trailing, addButton, overlays };
}

const filters = (t: (key: string) => string) => [
  { type: 'text' as const, name: 'channelName', label: t('otpSetting.filter.name') },
  {
    type: 'select' as const,
    name: 'activation',
    label: t('otpSetting.filter.activation'),
    options: [
      { value: '1', label: t('settingsCommon.on') },
      { value: '0', label: t('settingsCommon.off') },
    ],
  },
];

/** The mail channels: an SMTP server each, its password write-only. */
export function SmtpChannels({ tabs }: { tabs: ReactNode }) {
  const list = useList(smtpChannelList.key, smtpChannelList.defaults);
  const channels = useSmtpChannels(list.request);
  const { t, rowActions, leading, trailing, addButton, overlays } = useChannelActions<SmtpChannel>('smtp');
  const columns = useMemo<DataTableColumn<SmtpChannel>[]>(
    () => [
      ...leading,
      {
        id: 'server',
        header: t('otpSetting.column.server'),
        exportValue: (c) => `${c.smtpHost}:${c.smtpPort}`,
        cell: (c) => <Text fontFamily="mono">{`${c.smtpHost}:${c.smtpPort}`}</Text>,
      },
      { id: 'smtpUsername', header: t('otpSetting.field.smtpUsername') },
      { id: 'smtpPassword', header: t('otpSetting.field.smtpPassword'), exportValue: () => '', cell: (c) => c.smtpPassword.masked ?? '—' },
      { id: 'senderEmail', header: t('otpSetting.field.senderEmail'), cell: (c) => <Text truncate>{c.senderEmail}</Text> },
      ...trailing,
    ],
    [t, leading, trailing],
  );
  return (
    <ListPage
      title={t('routes.otpSetting')}
      description={t('otpSetting.smtp.description')}
      tabs={tabs}
      actions={addButton}
      list={list}
      label={t('otpSetting.smtp.label')}
      filters={filters(t)}
      columns={columns}
      query={channels}
      getRowId={(c) => c.channelId}
      empty={{ filtered: t('otpSetting.empty.filtered'), none: t('otpSetting.smtp.empty') }}
      rowActions={rowActions}
    >
      {overlays((open, channel, onClose) => (
        <SmtpChannelDrawer open={open} channel={channel} onClose={onClose} />
      ))}
    </ListPage>
  );
}

/** The SMS channels: a provider's HTTP API each, its secret key write-only. */
export function SmsChannels({ tabs }: { tabs: ReactNode }) {
  const list = useList(smsChannelList.key, smsChannelList.defaults);
  const channels = useSmsChannels(list.request);
  const { t, rowActions, leading, trailing, addButton, overlays } = useChannelActions<SmsChannel>('sms');
  const columns = useMemo<DataTableColumn<SmsChannel>[]>(
    () => [
      ...leading,
      {
        id: 'apiUrl',
        header: t('otpSetting.field.apiUrl'),
        cell: (c) => (
          <Text fontFamily="mono" truncate>
            {c.apiUrl}
          </Text>
        ),
      },
      { id: 'appId', header: t('otpSetting.field.appId') },
      { id: 'templateId', header: t('otpSetting.field.templateId') },
      { id: 'secretKey', header: t('otpSetting.field.secretKey'), exportValue: () => '', cell: (c) => c.secretKey.masked ?? '—' },
      { id: 'contentType', header: t('otpSetting.field.contentType'), cell: (c) => <Text truncate>{c.contentType}</Text> },
      ...trailing,
    ],
    [t, leading, trailing],
  );
  return (
    <ListPage
      title={t('routes.otpSetting')}
      description={t('otpSetting.sms.description')}
      tabs={tabs}
      actions={addButton}
      list={list}
      label={t('otpSetting.sms.label')}
      filters={filters(t)}
      columns={columns}
      query={channels}
      getRowId={(c) => c.channelId}
      empty={{ filtered: t('otpSetting.empty.filtered'), none: t('otpSetting.sms.empty') }}
      rowActions={rowActions}
    >
      {overlays((open, channel, onClose) => (
        <SmsChannelDrawer open={open} channel={channel} onClose={onClose} />
      ))}
    </ListPage>
  );
}
