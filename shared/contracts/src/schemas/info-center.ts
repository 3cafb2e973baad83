import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, dateTime, paging } from './common';

/**
 * The info center (`info-center/*`): articles the clients read, one version per language, with tags,
 * hidden and featured flags, a publish window, images uploaded through a temp key, and revisions.
 */

export const INFO_LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type InfoLanguage = (typeof INFO_LANGUAGES)[number];

/** What an article is to the clients, from its hidden flag and its publish window (hidden wins). */
export const INFO_STATES = ['draft', 'scheduled', 'published', 'hidden', 'expired'] as const;
export type InfoState = (typeof INFO_STATES)[number];

export const MAX_INFO_TAGS = 10;
export const MAX_INFO_TAG_LENGTH = 40;
export const MAX_INFO_TITLE_LENGTH = 200;
/** An article's HTML in one language, before sanitising: long enough for a long article with tables. */
export const MAX_INFO_BODY_LENGTH = 200_000;

const language = z.enum(INFO_LANGUAGES, { message: `must be one of ${INFO_LANGUAGES.join(', ')}` });
const nullableDate = z.union([dateTime, z.literal('').transform(() => null), z.null()]).optional();

export const infoContentQuery = paging.extend({
  id: bigRecordId.optional(),
  /** Articles with any of these tags (a comma-separated text or a list). */
  tags: z
    .union([z.array(z.string().trim().max(MAX_INFO_TAG_LENGTH)), z.string().max(500)])
    .optional()
    .transform((t) => (t === undefined ? [] : (Array.isArray(t) ? t : t.split(',')).map((s) => s.trim()).filter(Boolean))),
  ...dateRange.shape,
  /** Articles that have a version in this language. */
  language: language.optional().or(z.literal('').transform(() => undefined)),
  state: z
    .enum(INFO_STATES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...sortFields('infoCenter'),
});
export type InfoContentQuery = z.input<typeof infoContentQuery>;

export const infoVersionInput = z.object({
  language,
  title: z.string().trim().max(MAX_INFO_TITLE_LENGTH),
  content: z.string().max(MAX_INFO_BODY_LENGTH),
});

/**
 * Saves an article: a new one without `id`. `versions` are the languages written in this save (a language left
 * out keeps its version; one sent with neither title nor content is removed); an article keeps at least one.
 * `tempKey` attaches the images uploaded with it. The spec's single-language form (`language`, `title`,
 * `content`) is accepted too.
 */
export const infoContentUpdate = z
  .object({
    id: bigRecordId.optional(),
    versions: z.array(infoVersionInput).max(INFO_LANGUAGES.length).optional(),
    language: language.optional(),
    title: z.string().trim().max(MAX_INFO_TITLE_LENGTH).optional(),
    content: z.string().max(MAX_INFO_BODY_LENGTH).optional(),
    tags: z
      .array(z.string().trim().min(1).max(MAX_INFO_TAG_LENGTH))
      .max(MAX_INFO_TAGS, { message: `at most ${MAX_INFO_TAGS} tags` })
      .optional(),
    hidden: z.boolean().optional(),
    featured: z.boolean().optional(),
    publishStart: nullableDate,
    publishEnd: nullableDate,
    tempKey: z.string().trim().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    const languages = (v.versions ?? []).map((x) => x.language);
    if (new Set(languages).size !== languages.length)
      ctx.addIssue({ code: 'custom', path: ['versions'], message: 'one version per language' });
    if ((v.title !== undefined || v.content !== undefined) && !v.language)
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'the language of the title and content is required' });
  });
export type InfoContentUpdate = z.input<typeof infoContentUpdate>;

export const revisionParams = z.object({ id: bigRecordId, revisionId: bigRecordId });
export const revisionDiffQuery = z.object({ from: bigRecordId, to: bigRecordId });
export const deleteFileQuery = z.object({ tempKey: z.string().trim().min(1).max(64) });
export const infoTempKeyAnswer = z.object({ tempKey: z.string() });

export const infoAttachment = z.object({ id: z.number(), imageURL: z.string(), referenceKey: z.string().nullable() });
export type InfoAttachment = z.infer<typeof infoAttachment>;

export const infoUploadAnswer = z.object({
  id: z.number(),
  contentId: z.number().nullable(),
  imageURL: z.string(),
  referenceKey: z.string(),
  createTime: z.string(),
});
export type InfoUpload = z.infer<typeof infoUploadAnswer>;

export const infoVersionAnswer = z.object({ language, title: z.string(), content: z.string() });
export type InfoVersion = z.infer<typeof infoVersionAnswer>;

/** Whether a language's version has both a title and a body. */
export const infoLanguageAnswer = z.object({ language, complete: z.boolean() });

export const infoContentRow = z.object({
  id: z.number(),
  /** The title in the language asked for, else in the first language that has one. */
  title: z.string(),
  tags: z.array(z.string()),
  hidden: z.boolean(),
  featured: z.boolean(),
  state: z.enum(INFO_STATES),
  publishStart: z.string().nullable(),
  publishEnd: z.string().nullable(),
  languages: z.array(infoLanguageAnswer),
  createTime: z.string(),
  lastEdit: z.string(),
});
export type InfoContentRow = z.infer<typeof infoContentRow>;

export const infoContentAnswer = infoContentRow.extend({
  /** The spec's single-language fields: the version in the language asked for (or the first one). */
  content: z.string(),
  versions: z.array(infoVersionAnswer),
  attachments: z.array(infoAttachment),
  /** The number of the newest revision. */
  revision: z.number(),
});
export type InfoContent = z.infer<typeof infoContentAnswer>;

export const infoRevisionAnswer = z.object({
  id: z.number(),
  number: z.number(),
  operator: z.string(),
  restoredFrom: z.number().nullable(),
  createTime: z.string(),
});
export type InfoRevision = z.infer<typeof infoRevisionAnswer>;

/** One piece of a text diff: kept, added or removed. */
export const diffPart = z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() });
export type DiffPart = z.infer<typeof diffPart>;

/** A field that differs between two revisions; bodies are compared as their text, word by word. */
export const infoRevisionChange = z.object({
  field: z.enum(['title', 'content', 'tags', 'hidden', 'featured', 'publishStart', 'publishEnd']),
  language: language.nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  parts: z.array(diffPart),
});
export type InfoRevisionChange = z.infer<typeof infoRevisionChange>;

export const infoRevisionDiffAnswer = z.object({
  from: infoRevisionAnswer,
  to: infoRevisionAnswer,
  changes: z.array(infoRevisionChange),
});
export type InfoRevisionDiff = z.infer<typeof infoRevisionDiffAnswer>;

export const infoSavedAnswer = z.object({ id: z.number(), revision: z.number() });
