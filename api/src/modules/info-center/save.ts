import { permissionByKey } from '@console/contracts/permissions';
import { INFO_LANGUAGES, type InfoLanguage, type InfoVersion, type infoContentUpdate } from '@console/contracts/schemas/info-center';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { iso, parseDate } from '../../db/list';
import type { SessionInfo } from '../../http/context';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { attachImages } from './images';
import { versionsOf } from './queries';
import { sanitizeInfoHtml } from './sanitize';

/*
 * Saving an article: every save (a create, an edit, a restore) writes the article whole and stores it as a
 * new revision, so the history holds exactly what the clients could have been shown.
 */

/** An article as a revision keeps it. */
export interface InfoSnapshot {
  versions: InfoVersion[];
  tags: string[];
  hidden: boolean;
  featured: boolean;
  publishStart: string | null;
  publishEnd: string | null;
}

interface ArticleRow {
  tags: string[];
  hidden: boolean;
  featured: boolean;
  publish_start: Date | null;
  publish_end: Date | null;
}

export async function snapshotOf(db: Queryable, id: number): Promise<InfoSnapshot | undefined> {
  const { rows } = await db.query<ArticleRow>(
    'select tags, hidden, featured, publish_start, publish_end from info_contents where id = $1 for update',
    [id],
  );
  if (!rows[0]) return undefined;
  const r = rows[0];
  return {
    versions: await versionsOf(db, id),
    tags: r.tags,
    hidden: r.hidden,
    featured: r.featured,
    publishStart: iso(r.publish_start),
    publishEnd: iso(r.publish_end),
  };
}

const EMPTY: InfoSnapshot = { versions: [], tags: [], hidden: false, featured: false, publishStart: null, publishEnd: null };

function needs(session: SessionInfo, key: string, what: string) {
  if (!session.permissions.has(permissionByKey(key).id)) throw forbidden(`${what} needs the permission ${key}`);
}

/** The article after `body` is applied to `before`: versions merged by language, bodies sanitised. */
function applied(before: InfoSnapshot, body: z.output<typeof infoContentUpdate>): InfoSnapshot {
  const written = [...(body.versions ?? [])];
  if (body.language && (body.title !== undefined || body.content !== undefined)) {
    const old = before.versions.find((v) => v.language === body.language);
    written.push({ language: body.language, title: body.title ?? old?.title ?? '', content: body.content ?? old?.content ?? '' });
  }
  const versions = new Map<InfoLanguage, InfoVersion>(before.versions.map((v) => [v.language, v]));
  for (const v of written) {
    const content = sanitizeInfoHtml(v.content);
    if (!v.title && !content) versions.delete(v.language);
    else versions.set(v.language, { language: v.language, title: v.title, content });
  }
  const date = (value: string | null | undefined, old: string | null) =>
    value === undefined ? old : value === null ? null : iso(parseDate(value));
  return {
    versions: INFO_LANGUAGES.flatMap((l) => versions.get(l) ?? []),
    tags: body.tags ? [...new Set(body.tags)] : before.tags,
    hidden: body.hidden ?? before.hidden,
    featured: body.featured ?? before.featured,
    publishStart: date(body.publishStart, before.publishStart),
    publishEnd: date(body.publishEnd, before.publishEnd),
  };
}

function check(after: InfoSnapshot): void {
  if (!after.versions.length) throw fieldError('versions', 'an article needs a version in at least one language');
  for (const v of after.versions) {
    if (!v.title) throw fieldError('versions', `the ${v.language} version needs a title`);
  }
  if (after.publishEnd && !after.publishStart) throw fieldError('publishStart', 'a publish window with an end needs a start');
  if (after.publishStart && after.publishEnd && after.publishEnd <= after.publishStart)
    throw fieldError('publishEnd', 'must be after the publish start');
}

/** Writes `after` as the article `id` (rows of versions replaced) and stores it as its next revision. */
async function write(
  tx: Queryable,
  id: number,
  after: InfoSnapshot,
  session: SessionInfo,
  now: Date,
  restoredFrom: number | null,
): Promise<number> {
  await tx.query(
    `update info_contents set tags = $2, hidden = $3, featured = $4, publish_start = $5, publish_end = $6, edited_by = $7,
       last_edit = $8 where id = $1`,
    [id, after.tags, after.hidden, after.featured, after.publishStart, after.publishEnd, session.adminId, now],
  );
  await tx.query('delete from info_content_versions where content_id = $1', [id]);
  for (const v of after.versions) {
    await tx.query('insert into info_content_versions (content_id, language, title, body) values ($1, $2, $3, $4)', [
      id,
      v.language,
      v.title,
      v.content,
    ]);
  }
  const { rows } = await tx.query<{ number: number }>(
    `insert into info_content_revisions (content_id, number, snapshot, operator_id, operator, restored_from, create_time)
     values ($1, (select coalesce(max(number), 0) + 1 from info_content_revisions where content_id = $1), $2, $3, $4, $5, $6)
     returning number`,
    [id, JSON.stringify(after), session.adminId, session.account, restoredFrom, now],
  );
  return rows[0].number;
}

/** Creates (no `id`: needs `infoCenter.add`) or edits (needs `infoCenter.edit`) an article. */
export async function saveContent(
  tx: Queryable,
  body: z.output<typeof infoContentUpdate>,
  session: SessionInfo,
  now: Date,
): Promise<{ id: number; revision: number }> {
  let id = body.id;
  let before = EMPTY;
  if (id === undefined) {
    needs(session, 'infoCenter.add', 'Adding an article');
  } else {
    needs(session, 'infoCenter.edit', 'Editing an article');
    const found = await snapshotOf(tx, id);
    if (!found) throw notFound(`There is no article ${id}`);
    before = found;
  }
  const after = applied(before, body);
  check(after);
  if (id === undefined) {
    const { rows } = await tx.query<{ id: string }>(
      `insert into info_contents (created_by, edited_by, create_time, last_edit) values ($1, $1, $2, $2) returning id::text as id`,
      [session.adminId, now],
    );
    id = Number(rows[0].id);
  }
  const revision = await write(tx, id, after, session, now, null);
  if (body.tempKey) await attachImages(tx, id, body.tempKey, session.adminId);
  return { id, revision };
}

/** Writes an earlier revision back as the article: itself a new revision naming the one it went back to. */
export async function restoreRevision(
  tx: Queryable,
  id: number,
  revisionId: number,
  session: SessionInfo,
  now: Date,
): Promise<{ id: number; revision: number }> {
  if (!(await snapshotOf(tx, id))) throw notFound(`There is no article ${id}`);
  const { rows } = await tx.query<{ snapshot: InfoSnapshot }>(
    'select snapshot from info_content_revisions where id = $1 and content_id = $2',
    [revisionId, id],
  );
  if (!rows[0]) throw notFound(`Article ${id} has no revision ${revisionId}`);
  const kept = rows[0].snapshot;
  // Sanitised again: what is allowed may have narrowed since the revision was saved.
  const after: InfoSnapshot = { ...kept, versions: kept.versions.map((v) => ({ ...v, content: sanitizeInfoHtml(v.content) })) };
  if (!after.versions.length) throw badRequest(`Revision ${revisionId} holds no version to restore`);
  return { id, revision: await write(tx, id, after, session, now, revisionId) };
}
