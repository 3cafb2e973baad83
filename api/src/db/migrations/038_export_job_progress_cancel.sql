-- The export center's progress as rows (rows_done of rows_total, the total known once the job has counted
-- them) and cancellation: a queued or running job can be cancelled by its owner or an export-center admin;
-- the runner sees it between batches, stops and removes its partial file.
alter table export_jobs add column rows_done integer not null default 0;
alter table export_jobs add column rows_total integer;
alter table export_jobs add column cancelled_by text;
alter table export_jobs drop constraint export_jobs_status_check;
alter table export_jobs add constraint export_jobs_status_check
  check (status in ('queued', 'running', 'done', 'failed', 'expired', 'cancelled'));
