import {
  INFO_LANGUAGES,
  type InfoContent,
  type InfoContentRow,
  type InfoLanguage,
  type InfoState,
  type InfoVersion,
  type infoContentQuery,
} from '@console/contracts/schemas/info-center';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../db/list';
import { fileUrl } from '../../core/files/storage';

/*
 * The articles (`info_contents`, 037) with their versions per language. The state is never stored: it
 * follows from the hidden flag and the publish window at the moment asked, so a scheduled article becomes
 * published (and later expired) without anything running.
 */

/** `now` as a SQL timestamp. */
const momentSql = (now: Date) => `'${now.toISOString()}'::timestamptz`;

/** The state at `now` (SQL of a timestamp), as `INFO_STATES` names them; hidden wins over the window. */
export const stateSql = (now: string) => `case
  when c.hidden then 'hidden'
  when c.publish_start is null then 'draft'
  when c.publish_end is not null and c.publish_end <= ${now} then 'expired'
  when c.publish_start > ${now} then 'scheduled'
  else 'published' end`;

interface ContentRow {
  id: string;
  tags: string[];
  hidden: boolean;
  featured: boolean;
  publish_start: Date | null;
  publish_end: Date | null;
  create_time: Date;
  last_edit: Date;
  state: InfoState;
  versions: { language: InfoLanguage; title: string; complete: boolean }[] | null;
}

const LANGUAGE_ORDER = (language: string) => INFO_LANGUAGES.indexOf(language as InfoLanguage);

/** The title in `language` when it has one, else the first language's (in the order en-US, zh-CN, zh-TW). */
function titleIn(versions: { language: string; title: string }[], language: string | undefined): string {
  const sorted = [...versions].sort((a, b) => LANGUAGE_ORDER(a.language) - LANGUAGE_ORDER(b.language));
  return (sorted.find((v) => v.language === language && v.title) ?? sorted.find((v) => v.title))?.title ?? '';
}

function toRow(r: ContentRow, language?: string): InfoContentRow {
  const versions = r.versions ?? [];
  return {
    id: Number(r.id),
    title: titleIn(versions, language),
    tags: r.tags,
    hidden: r.hidden,
    featured: r.featured,
    state: r.state,
    publishStart: iso(r.publish_start),
    publishEnd: iso(r.publish_end),
    // Every language is listed, so the list shows what is missing as well as what is done.
    languages: INFO_LANGUAGES.map((l) => ({ language: l, complete: versions.some((v) => v.language === l && v.complete) })),
    createTime: iso(r.create_time)!,
    lastEdit: iso(r.last_edit)!,
  };
}

const columns = (now: string) => `c.id::text as id, c.tags, c.hidden, c.featured, c.publish_start, c.publish_end,
  c.create_time, c.last_edit, ${stateSql(now)} as state,
  (select jsonb_agg(jsonb_build_object('language', v.language, 'title', v.title,
     'complete', v.title <> '' and v.body <> '')) from info_content_versions v where v.content_id = c.id) as versions`;

export function infoContentPage(db: Queryable, q: z.output<typeof infoContentQuery>, now: Date) {
  const filters = new Filters().eq('c.id', q.id).between('c.create_time', parseDate(q.startTime), parseDate(q.endTime));
  if (q.tags.length) filters.where(`c.tags && ${filters.param(q.tags)}::text[]`);
  if (q.language) {
    filters.where(`exists (select 1 from info_content_versions v where v.content_id = c.id and v.language = ${filters.param(q.language)})`);
  }
  // The moment written as a literal (an ISO text of a Date, nothing sent): the count that a page past the end
  // runs on its own reads the filters' parameters only.
  const at = momentSql(now);
  if (q.state) filters.where(`${stateSql(at)} = ${filters.param(q.state)}`);
  return listPage(db, {
    select: columns(at),
    from: 'info_contents c',
    filters,
    orderBy: sortedOrder('infoCenter', { id: 'c.id', createTime: 'c.create_time' }, q, 'c.create_time desc, c.id desc', 'c.id'),
    paging: q,
    map: (r: ContentRow) => toRow(r, q.language),
  });
}

interface VersionRow {
  language: InfoLanguage;
  title: string;
  body: string;
}

export async function versionsOf(db: Queryable, id: number): Promise<InfoVersion[]> {
  const { rows } = await db.query<VersionRow>('select language, title, body from info_content_versions where content_id = $1', [id]);
  return rows
    .map((v) => ({ language: v.language, title: v.title, content: v.body }))
    .sort((a, b) => LANGUAGE_ORDER(a.language) - LANGUAGE_ORDER(b.language));
}

/** An article whole: its versions, its images and its newest revision; undefined when there is none. */
export async function infoContentById(db: Queryable, id: number, now: Date, language?: string): Promise<InfoContent | undefined> {
  const { rows } = await db.query<ContentRow>(`select ${columns('$2')} from info_contents c where c.id = $1`, [id, now]);
  if (!rows[0]) return undefined;
  const versions = await versionsOf(db, id);
  const { rows: images } = await db.query<{ id: string; file_key: string; temp_key: string | null }>(
    'select id::text as id, file_key, temp_key from info_center_images where content_id = $1 order by info_center_images.id',
    [id],
  );
  const { rows: last } = await db.query<{ number: number }>(
    'select coalesce(max(number), 0)::int as number from info_content_revisions where content_id = $1',
    [id],
  );
  const row = toRow(rows[0], language);
  const shown = versions.find((v) => v.language === language && v.title) ?? versions.find((v) => v.title === row.title);
  return {
    ...row,
    content: shown?.content ?? '',
    versions,
    attachments: images.map((i) => ({ id: Number(i.id), imageURL: fileUrl(i.file_key), referenceKey: i.temp_key })),
    revision: last[0].number,
  };
}
