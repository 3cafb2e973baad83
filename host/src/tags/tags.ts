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
 * Which page a tag stands for: its route and parameters, but not the tab (`tabName`), so the tabs of one
 * page (deposits pending, approved, ...) share one tag that follows the tab last seen.
 */
function pageOf(tag: HistoryTag): string {
  const { tabName: _tab, ...params } = tag.params;
  return `${tag.routeId} ${JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))}`;
}

/**
 * The history rules: a visited page goes to the front (moved there when it already has a tag, even under
 * another tab); when the list is full the oldest tag drops.
 */
export function tagsReducer(tags: readonly HistoryTag[], action: TagsAction): HistoryTag[] {
  switch (action.type) {
    case 'visit': {
      const page = pageOf(action.tag);
      const others = tags.filter((t) => t.path !== action.tag.path && pageOf(t) !== page);
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
