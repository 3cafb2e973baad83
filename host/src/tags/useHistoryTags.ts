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
  const closeOthers = useCallback((path: string) => dispatch({ type: 'closeOthers', path }), []);
  const closeRight = useCallback((path: string) => dispatch({ type: 'closeRight', path }), []);
  const name = useCallback((path: string, title: string, lng: string) => dispatch({ type: 'name', path, title, lng }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { tags, visit, close, closeOthers, closeRight, name, clear };
}
