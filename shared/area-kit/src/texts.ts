import { i18n } from '@console/client';
import { useTranslation } from 'react-i18next';

/** A locale file's tree of texts. */
export type Texts = { [key: string]: string | Texts };

function isTree(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The texts of several files as one tree. Groups may add to the same branch (each its route titles under
 * `routes`), but a key given twice would make one file silently win: that throws, naming the key.
 */
export function mergeTexts(parts: readonly Texts[], owner: string): Texts {
  const merged: Texts = {};
  const add = (target: Texts, source: Texts, prefix: string) => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (existing === undefined) target[key] = isTree(value) ? add({}, value, `${prefix}${key}.`) : value;
      else if (isTree(existing) && isTree(value)) add(existing, value, `${prefix}${key}.`);
      else throw new Error(`Two text files of ${owner} give ${prefix}${key}`);
    }
    return target;
  };
  for (const part of parts) add(merged, part, '');
  return merged;
}

/** The hook an area's screens translate with, and the namespace it reads (the remote's name). */
export type AreaTranslationHook = (() => ReturnType<typeof useTranslation>) & { namespace: string };

/**
 * The translation hook of the area named `namespace`: the host loads the area's texts into that namespace
 * of the console's one i18next instance before any of its pages renders.
 */
export function areaTranslation(namespace: string): AreaTranslationHook {
  const hook = () => useTranslation(namespace, { i18n, useSuspense: false });
  return Object.assign(hook, { namespace });
}
