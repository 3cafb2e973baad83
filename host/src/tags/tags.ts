/** A page the admin visited, shown as a closable tag. Its label is computed in the current language. */
export interface HistoryTag {
  /** The page's path: the identity of the tag. */
  path: string;
  /** The query it was last seen with (filters and paging), restored when the tag is clicked. */
  search: string;
  routeId: string;
  params: Record<string, string>;
  /** The name the page gave itself (`usePageTitle`) and its language, kept so the tag keeps it after a reload. */
  title?: string;
  titleLng?: string;
}

export const MAX_TAGS = 15;

export type TagsAction =
  | { type: 'visit'; tag: HistoryTag }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeRight'; path: string }
  | { type: 'name'; path: string; title: string; lng: string }
  | { type: 'clear' };

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
      const previous = tags.find((t) => t.path === action.tag.path);
      const others = tags.filter((t) => t.path !== action.tag.path && pageOf(t) !== page);
      // The same path is the same record: its name stays until the page names itself again.
      const tag = previous?.title && !action.tag.title ? { ...action.tag, title: previous.title, titleLng: previous.titleLng } : action.tag;
      return [tag, ...others].slice(0, MAX_TAGS);
    }
    case 'close':
      return tags.filter((t) => t.path !== action.path);
    case 'closeOthers':
      return tags.filter((t) => t.path === action.path);
    case 'closeRight': {
      const index = tags.findIndex((t) => t.path === action.path);
      return index === -1 ? [...tags] : tags.slice(0, index + 1);
    }
    case 'name': {
      const index = tags.findIndex((t) => t.path === action.path);
      const tag = tags[index];
      if (!tag || (tag.title === action.title && tag.titleLng === action.lng)) return tags as HistoryTag[];
      const next = [...tags];
      next[index] = { ...tag, title: action.title, titleLng: action.lng };
      return next;
    }
    case 'clear':
      return [];
  }
}

/** The tags to the right of the tag of `path` (the older ones, since the newest is first). */
export function tagsRightOf(tags: readonly HistoryTag[], path: string): HistoryTag[] {
  const index = tags.findIndex((t) => t.path === path);
  return index === -1 ? [] : tags.slice(index + 1);
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
        t.params !== null &&
        (t.title === undefined || typeof t.title === 'string') &&
        (t.titleLng === undefined || typeof t.titleLng === 'string'),
    )
  );
}
