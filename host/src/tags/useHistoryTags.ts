import { readJson, STORAGE_KEYS, writeJson } from '@console/client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isHistoryTagList, type HistoryTag, MAX_TAGS, tagsReducer } from './tags';

function storedTags(): HistoryTag[] {
  return (readJson(STORAGE_KEYS.tags, isHistoryTagList) ?? []).slice(0, MAX_TAGS);
}

/** The history tags, kept locally. */
export function useHistoryTags() {
  const [tags, dispatch] = useReducer(tagsReducer, undefined, storedTags);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    writeJson(STORAGE_KEYS.tags, tags);
  }, [tags]);
  const visit = useCallback((tag: HistoryTag) => dispatch({ type: 'visit', tag }), []);
  const close = useCallback((path: string) => dispatch({ type: 'close', path }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { tags, visit, close, clear };
}
