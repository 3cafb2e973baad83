import { Text } from '@chakra-ui/react';
import type { OtpRecord } from '@console/contracts';
import { type DataTableColumn, DateText, ListPage, useList } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { otpRecordsList, useOtpRecords } from './api';

/** The one-time codes sent to users, newest first: support staff look up whether and where a code went. */
export default function OtpRecordsPage() {
  const { t } = useAreaTranslation();
  const list = useList(otpRecordsList.key, otpRecordsList.defaults);
  const records = useOtpRecords(list.request);
  const columns = useMemo<DataTableColumn<OtpRecord>[]>(
    () => [
      { id: 'optId', header: t('otp.column.id'), numeric: true, width: '88px', pin: 'left' },
      {
        id: 'code',
        header: t('otp.column.code'),
        cell: (r) => (
          <Text fontFamily="mono" letterSpacing="wider">
            {r.code}
          </Text>
        ),
      },
      { id: 'email', header: t('otp.column.email') },
      {
        id: 'mobileNumber',
        header: t('otp.column.mobile'),
        cell: (r) => (r.mobileNumber ? <Text fontFamily="mono">{r.mobileNumber}</Text> : <Text color="fg.subtle">—</Text>),
      },
      {
        id: 'ip',
        header: t('otp.column.ip'),
        cell: (r) => (
          <Text fontFamily="mono" textStyle="sm">
            {r.ip ?? '—'}
          </Text>
        ),
      },
      { id: 'createDate', header: t('otp.column.sent'), dates: true, cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.otpRecords')}
      description={t('otp.description')}
      list={list}
      filters={[
        { type: 'text', name: 'email', label: t('otp.filter.email') },
        { type: 'text', name: 'mobile', label: t('otp.filter.mobile') },
        { type: 'text', name: 'ip', label: t('otp.filter.ip') },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('otp.filter.sent') },
      ]}
      columns={columns}
      query={records}
      getRowId={(r) => r.optId}
      empty={{ filtered: t('otp.empty.filtered'), none: t('otp.empty.none') }}
    />
  );
}
