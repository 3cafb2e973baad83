import { api, useSession } from '@console/client';
import { OPTIONS } from '@console/contracts/options';
import type { Page } from '@console/contracts';
import type { ExportJob } from '@console/contracts/schemas/exports-batch';
import { toaster } from '@console/ui/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRouteTable } from '../navigation/RouteTableContext';
import { NOTIFICATION_POLL_MS } from './NotificationBell';
import { EXPORT_CENTER_PATH, endedSince, followsExportJobs } from './exportJobs';

/** Asked sooner while one of the admin's jobs waits or runs: its end is what the admin is waiting for. */
const UNDERWAY_POLL_MS = 5_000;

/**
 * A toast when an export job the admin started ends (ready or failed), with a link to the export center. It
 * follows the admin's own newest jobs with the bell's polling rules (not in a hidden tab, silent on failure).
 */
export function ExportJobToasts() {
  const { t, i18n } = useTranslation('host');
  const { permissions } = useSession();
  const table = useRouteTable();
  const navigate = useNavigate();
  const enabled = followsExportJobs(permissions, table);
  const jobs = useQuery({
    queryKey: ['notifications', 'exportJobs'],
    queryFn: ({ signal }) =>
      api.post<Page<ExportJob>>(
        'reporting/exportData/page',
        { mine: true, pageNum: 1, pageSize: 20 },
        { signal, silent: true, persistent: true },
      ),
    enabled,
    refetchInterval: (query) =>
      (query.state.data as Page<ExportJob> | undefined)?.records.some((job) => job.status === 'queued' || job.status === 'running')
        ? UNDERWAY_POLL_MS
        : NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  const seen = useRef<Map<number, string> | null>(null);

  useEffect(() => {
    if (!jobs.data) return;
    const { ended, seen: next } = endedSince(seen.current, jobs.data.records);
    seen.current = next;
    const lang = i18n.language as 'en-US' | 'zh-CN' | 'zh-TW';
    if (!ended.length) return;
    // After this render: the toaster draws at once (flushSync), which React refuses inside an effect.
    // Not cleared on a re-render: these jobs are already marked seen, so this is their only announcement.
    setTimeout(() => {
      for (const job of ended) {
        const type = OPTIONS.exportType?.find((o) => o.value === job.type)?.label[lang] ?? job.type;
        toaster.create({
          id: `export-job-${job.id}`,
          type: job.status === 'done' ? 'success' : 'error',
          title: t(job.status === 'done' ? 'notifications.exportJobDone' : 'notifications.exportJobFailed', { id: job.id, type }),
          closable: true,
          duration: 10_000,
          action: { label: t('notifications.exportJobOpen'), onClick: () => navigate(EXPORT_CENTER_PATH) },
        });
      }
    });
  }, [jobs.data, t, i18n.language, navigate]);

  return null;
}
