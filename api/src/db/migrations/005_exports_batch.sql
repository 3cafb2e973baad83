-- Export jobs (exports too large to stream in one answer: the export center lists and downloads them)
-- and batch uploads of users with the result of every row.

-- status: queued, running, done, failed, expired (options `exportJobStatus`); progress 0-100.
-- file_key names the file in the export folder (`EXPORT_DIR`); it is cleared when the download expires.
create table export_jobs (
  id                   bigserial primary key,
  type                 text not null,
  status               text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'expired')),
  progress             integer not null default 0 check (progress between 0 and 100),
  format               text not null check (format in ('csv', 'xlsx')),
  parameters           jsonb not null default '{}',
  admin_id             integer references admins (id) on delete set null,
  admin_account        text,
  file_key             text,
  file_name            text,
  file_size            bigint,
  row_count            integer,
  error                text,
  submitted_at         timestamptz not null default now(),
  started_at           timestamptz,
  ended_at             timestamptz,
  download_expires_at  timestamptz
);
create index export_jobs_admin_idx on export_jobs (admin_id, id desc);
create index export_jobs_expiry_idx on export_jobs (download_expires_at) where status = 'done';

-- batch_upload_type: 1 real accounts, 2 demo accounts (options `batchUploadType`).
-- status: processing while a job creates the accepted rows' users, then done (options `batchUploadStatus`).
create table user_batch_uploads (
  id                 bigserial primary key,
  batch_upload_type  integer not null check (batch_upload_type in (1, 2)),
  status             text not null default 'processing' check (status in ('processing', 'done')),
  file_name          text not null,
  total_rows         integer not null default 0,
  success_rows       integer not null default 0,
  failed_rows        integer not null default 0,
  admin_id           integer references admins (id) on delete set null,
  admin_account      text,
  create_date        timestamptz not null default now(),
  -- Moves with every row created: a batch processing without moving has lost its server.
  update_date        timestamptz not null default now()
);
create index user_batch_uploads_date_idx on user_batch_uploads (create_date desc, id desc);

-- One row per data line of the file, as it was sent (the password is not kept), with what happened to it:
-- result 1 created, 0 refused, 2 waiting for the job (options `batchRowResult`).
create table user_batch_upload_rows (
  id             bigserial primary key,
  batch_id       bigint not null references user_batch_uploads (id) on delete cascade,
  row_number     integer not null,
  email          text,
  mobile         text,
  country_code   text,
  account_type   text,
  upline_id      text,
  remark         text,
  result         integer not null check (result in (0, 1, 2)),
  user_id        bigint references users (id) on delete set null,
  message        text
);
create index user_batch_upload_rows_batch_idx on user_batch_upload_rows (batch_id, row_number);
