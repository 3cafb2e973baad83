import type { InfoRevision, InfoRevisionChange, InfoRevisionDiff } from '@console/contracts/schemas/info-center';
import { diffWords } from 'diff';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { notFound } from '../../http/errors';
import { bodyText } from './sanitize';
import type { InfoSnapshot } from './save';

/** The revisions of an article (`info_content_revisions`, 037): the history, and what changed between two. */

interface RevisionRow {
  id: string;
  number: number;
  operator: string;
  restored_from: string | null;
  create_time: Date;
  snapshot: InfoSnapshot;
}

const toRevision = (r: RevisionRow): InfoRevision => ({
  id: Number(r.id),
  number: r.number,
  operator: r.operator,
  restoredFrom: r.restored_from === null ? null : Number(r.restored_from),
  createTime: iso(r.create_time)!,
});

const COLUMNS = 'id::text as id, number, operator, restored_from::text as restored_from, create_time';

/** Newest first. An article has one revision per save; the list is short, so it is not paged. */
export async function revisionsOf(db: Queryable, id: number): Promise<InfoRevision[]> {
  const { rows: article } = await db.query('select 1 from info_contents where id = $1', [id]);
  if (!article[0]) throw notFound(`There is no article ${id}`);
  const { rows } = await db.query<RevisionRow>(`select ${COLUMNS} from info_content_revisions where content_id = $1 order by number desc`, [
    id,
  ]);
  return rows.map(toRevision);
}

async function revision(db: Queryable, id: number, revisionId: number): Promise<RevisionRow> {
  const { rows } = await db.query<RevisionRow>(
    `select ${COLUMNS}, snapshot from info_content_revisions where id = $1 and content_id = $2`,
    [revisionId, id],
  );
  if (!rows[0]) throw notFound(`Article ${id} has no revision ${revisionId}`);
  return rows[0];
}

function change(
  field: InfoRevisionChange['field'],
  language: InfoRevisionChange['language'],
  before: string | null,
  after: string | null,
): InfoRevisionChange | undefined {
  if (before === after) return undefined;
  const parts = diffWords(before ?? '', after ?? '').map((p) => ({ value: p.value, added: !!p.added, removed: !!p.removed }));
  return { field, language, before, after, parts };
}

/** What differs from revision `from` to revision `to`: each field, and each language's title and body (as text). */
export async function revisionDiff(db: Queryable, id: number, fromId: number, toId: number): Promise<InfoRevisionDiff> {
  const from = await revision(db, id, fromId);
  const to = await revision(db, id, toId);
  const a = from.snapshot;
  const b = to.snapshot;
  const changes: (InfoRevisionChange | undefined)[] = [];
  const languages = [...new Set([...a.versions, ...b.versions].map((v) => v.language))];
  for (const language of languages) {
    const va = a.versions.find((v) => v.language === language);
    const vb = b.versions.find((v) => v.language === language);
    changes.push(change('title', language, va?.title ?? null, vb?.title ?? null));
    changes.push(change('content', language, va ? bodyText(va.content) : null, vb ? bodyText(vb.content) : null));
  }
  changes.push(change('tags', null, a.tags.join(', '), b.tags.join(', ')));
  changes.push(change('hidden', null, String(a.hidden), String(b.hidden)));
  changes.push(change('featured', null, String(a.featured), String(b.featured)));
  changes.push(change('publishStart', null, a.publishStart, b.publishStart));
  changes.push(change('publishEnd', null, a.publishEnd, b.publishEnd));
  return { from: toRevision(from), to: toRevision(to), changes: changes.filter((c) => c !== undefined) };
}
