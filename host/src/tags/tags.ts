/** A page the admin visited, shown as a closable tag. Its label is computed in the current language. */
export interface HistoryTag {
  /** The page's path: the identity of the tag. */
  path: string;
  /** The query it was last seen with (filters and paging), restored when the tag is clicked. */
  search: string;
  routeId: string;
  params: Record<string, string>;
}

export const MAX_TAGS = 15;

export type TagsAction = { type: 'visit'; tag: HistoryTag } | { type: 'close'; path: string } | { type: 'clear' };

/**
 * The history rules: a visited page goes to the front (moved there when it already has a tag); when the
 * list is full the oldest tag drops.
 */
export function tagsReducer(tags: readonly HistoryTag[], action: TagsAction): HistoryTag[] {
  switch (action.type) {
    case 'visit': {
      const others = tags.filter((t) => t.path !== action.tag.path);
      return [action.tag, ...others].slice(0, MAX_TAGS);
    }
    case 'close':
      return tags.filter((t) => t.path !== action.path);
    case 'clear':
      return [];
  }
}

/** The tag to open after closing the active one: the next tag in the list, else the previous one. */
export function neighbourOf(tags: readonly HistoryTag[], path: string): HistoryTag | null {
  const index = tags.findIndex((t) => t.path === path);
  if (index === -1) return null;
  return tags[index + 1] ?? tags[index - 1] ?? null;
}

export function isHistoryTagList(value: unknown): value is HistoryTag[] {
  return (
    Array.isArray(value) &&
    value.every(
      (t) =>
        typeof t === 'object' &&
        t !== null &&
        typeof t.path === 'string' &&
        typeof t.search === 'string' &&
        typeof t.routeId === 'string' &&
        typeof t.params === 'object' &&
        t.params !== null,
    )
  );
}
