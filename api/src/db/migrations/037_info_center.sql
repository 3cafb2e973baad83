-- The info center (api/src/modules/info-center): articles published to the clients in up to three languages,
-- their revisions, and the images uploaded into them.

-- An article. Its state follows from `hidden` and the publish window: no start is a draft, a start ahead is
-- scheduled, a passed end is expired, hidden wins over all (see `STATE_SQL` in queries.ts).
create table info_contents (
  id            bigserial primary key,
  tags          text[] not null default '{}',
  hidden        boolean not null default false,
  featured      boolean not null default false,
  publish_start timestamptz,
  publish_end   timestamptz,
  created_by    integer,
  edited_by     integer,
  create_time   timestamptz not null,
  last_edit     timestamptz not null,
  check (publish_end is null or publish_start is null or publish_end > publish_start)
);
create index info_contents_tags_idx on info_contents using gin (tags);
create index info_contents_create_time_idx on info_contents (create_time desc, id desc);

-- One version of an article per language: its title and its (sanitised) HTML body.
create table info_content_versions (
  content_id bigint not null references info_contents (id) on delete cascade,
  language   text not null check (language in ('en-US', 'zh-CN', 'zh-TW')),
  title      text not null,
  body       text not null,
  primary key (content_id, language)
);

-- Every save of an article is a revision holding the whole article as saved (versions, tags, flags, window);
-- a restore is a new revision that names the one it went back to.
create table info_content_revisions (
  id            bigserial primary key,
  content_id    bigint not null references info_contents (id) on delete cascade,
  number        integer not null,
  snapshot      jsonb not null,
  operator_id   integer,
  operator      text not null,
  restored_from bigint references info_content_revisions (id) on delete set null,
  create_time   timestamptz not null,
  unique (content_id, number)
);

-- Keys handed out for one edit: images uploaded with a key before the article is saved are attached on save.
create table info_center_temp_keys (
  temp_key    text primary key,
  admin_id    integer not null,
  create_time timestamptz not null
);

-- An image uploaded into an article (a stored file). Without `content_id` it belongs to an edit not saved
-- yet; the orphan task removes those older than the grace period.
create table info_center_images (
  id          bigserial primary key,
  content_id  bigint references info_contents (id) on delete cascade,
  temp_key    text,
  file_key    text not null references stored_files (key),
  uploaded_by integer,
  create_time timestamptz not null
);
create index info_center_images_content_idx on info_center_images (content_id);
create index info_center_images_temp_key_idx on info_center_images (temp_key);
create index info_center_images_orphan_idx on info_center_images (create_time) where content_id is null;
