import { FILES_PATH } from '@console/contracts/schemas/files';
import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';
import { isStoredKey } from '../../core/files/storage';

/**
 * The HTML an article may hold, whoever wrote it and however it was sent: an allow-list of the structure a
 * client renders (headings, paragraphs, lists, links, the console's own images, tables, basic inline
 * formatting) and nothing that can run: no script, style, iframe, event handler attribute, `style`
 * attribute, or link to a scheme other than http, https and mailto. Everything else is dropped, its text kept
 * (the contents of script, style and the like are dropped with them).
 */

/** A stored image of the console, as the upload answers it (`/api/files/<key>`); no other image is kept. */
export function isConsoleImage(src: string | undefined): boolean {
  if (!src?.startsWith(FILES_PATH)) return false;
  return isStoredKey(src.slice(FILES_PATH.length));
}

/** sanitize-html, required by the first article saved or compared rather than by every start of the API. */
let loaded: typeof sanitizeHtmlType | undefined;
function sanitizeHtml(html: string, options: sanitizeHtmlType.IOptions): string {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  return loaded(html, options);
}

const OPTIONS: sanitizeHtmlType.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'sub',
    'sup',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Relative images are the console's stored files; anything else is taken out below.
  allowedSchemesByTag: { img: [] },
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens apart from the page that shows it, and passes it no referrer or authority.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: isConsoleImage(src) ? { src, ...rest } : rest };
    },
  },
  // An image without a console source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isConsoleImage(frame.attribs.src),
};

/** The safe form of an article's HTML (see above); stored and answered only in this form. */
export function sanitizeInfoHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of a body, one block a line, images named by their source: what a revision diff compares. */
export function bodyText(html: string): string {
  const marked = html
    .replace(/<img[^>]*\bsrc="([^"]*)"[^>]*>/g, (_m, src: string) => `[image ${src}]`)
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|pre|th|td)>/g, (_m, tag: string) => (tag === 'th' || tag === 'td' ? ' | ' : '\n'));
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The keys of the stored images a body shows. */
export function imageKeys(html: string): string[] {
  const keys = new Set<string>();
  for (const match of html.matchAll(/<img[^>]*\bsrc="([^"]*)"/g)) {
    if (isConsoleImage(match[1])) keys.add(match[1].slice(FILES_PATH.length));
  }
  return [...keys];
}
