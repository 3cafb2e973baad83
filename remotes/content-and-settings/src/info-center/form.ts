import { INFO_LANGUAGES, type InfoContent, type InfoContentUpdate, type InfoLanguage } from '@console/contracts/schemas/info-center';
import { fromTyped, toTyped } from '@console/ui';

/** The editor's working copy: one draft per language, the tags as typed, the window in the admin's zone. */
export type Drafts = Record<InfoLanguage, { title: string; content: string }>;

export interface ArticleForm {
  drafts: Drafts;
  tags: string;
  hidden: boolean;
  featured: boolean;
  publishStart: string;
  publishEnd: string;
}

export const emptyDrafts = (): Drafts => Object.fromEntries(INFO_LANGUAGES.map((l) => [l, { title: '', content: '' }])) as Drafts;

export function formOf(content: InfoContent | undefined, zone: string): ArticleForm {
  const drafts = emptyDrafts();
  for (const v of content?.versions ?? []) drafts[v.language] = { title: v.title, content: v.content };
  return {
    drafts,
    tags: (content?.tags ?? []).join(', '),
    hidden: content?.hidden ?? false,
    featured: content?.featured ?? false,
    publishStart: content?.publishStart ? toTyped(content.publishStart, zone) : '',
    publishEnd: content?.publishEnd ? toTyped(content.publishEnd, zone) : '',
  };
}

/** A draft counts when it has a title or a body; it is complete with both. */
export const hasDraft = (d: { title: string; content: string }) => d.title.trim() !== '' || d.content.trim() !== '';
export const isComplete = (d: { title: string; content: string }) => d.title.trim() !== '' && d.content.trim() !== '';

export type FormProblem = 'noVersion' | 'titleMissing' | 'startInvalid' | 'endInvalid' | 'endWithoutStart' | 'endBeforeStart';

/** What the server would refuse, told before sending; or the request to send. */
export function requestOf(
  form: ArticleForm,
  zone: string,
  id: number | undefined,
  tempKey: string | undefined,
): { problem: FormProblem; language?: InfoLanguage } | { body: InfoContentUpdate } {
  const written = INFO_LANGUAGES.filter((l) => hasDraft(form.drafts[l]));
  if (!written.length) return { problem: 'noVersion' };
  const untitled = written.find((l) => !form.drafts[l].title.trim());
  if (untitled) return { problem: 'titleMissing', language: untitled };
  const start = form.publishStart.trim() ? fromTyped(form.publishStart.trim(), zone) : null;
  const end = form.publishEnd.trim() ? fromTyped(form.publishEnd.trim(), zone) : null;
  if (form.publishStart.trim() && !start) return { problem: 'startInvalid' };
  if (form.publishEnd.trim() && !end) return { problem: 'endInvalid' };
  if (end && !start) return { problem: 'endWithoutStart' };
  if (start && end && Date.parse(end) <= Date.parse(start)) return { problem: 'endBeforeStart' };
  return {
    body: {
      ...(id ? { id } : {}),
      // Every language is sent: one emptied is removed.
      versions: INFO_LANGUAGES.map((l) => ({ language: l, title: form.drafts[l].title.trim(), content: form.drafts[l].content })),
      tags: [
        ...new Set(
          form.tags
            .split(/[,，]/)
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ],
      hidden: form.hidden,
      featured: form.featured,
      publishStart: start,
      publishEnd: end,
      ...(tempKey ? { tempKey } : {}),
    },
  };
}
