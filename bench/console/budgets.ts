/**
 * What the console may cost a browser (issue 11): JavaScript downloaded, gzip sizes (each script compressed at
 * level 9, as a compressing server sends it), and the time from a menu click to the list's first row. The
 * browser test `e2e/tests/budgets.spec.ts` fails when a download is over its budget; the console bench
 * (`npm run bench -- console`) reports all four beside the figures.
 */
export const BUDGETS = {
  /** A cold `/login`. */
  loginGzip: 200 * 1024,
  /** The signed-in shell at `/home`, up to the moment it starts fetching ahead while idle. */
  shellGzip: 400 * 1024,
  /** Click on a menu entry of a remote already loaded, to its list's first row: 90th percentile. */
  loadedP90Ms: 150,
  /** Click on a menu entry of a remote not yet loaded, to its list's first row: 90th percentile. */
  notLoadedP90Ms: 300,
} as const;
