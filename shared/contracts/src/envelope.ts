/** The answer of every manager API call. `code: 1` is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: string;
  data: T;
  totalCount?: number;
  totalPages?: number;
  pageSize?: number;
  currentPage?: number;
}

/** Paged data, as `data` of a list call. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const CODE_OK = 1;
export const CODE_FAIL = 0;
/** `code: -1` with `data.code: 3`: the session is missing, expired or revoked. */
export const CODE_SESSION = -1;
export const SESSION_INVALID_INNER_CODE = 3;

export function isSessionInvalid(body: unknown): boolean {
  const b = body as { code?: unknown; data?: { code?: unknown } } | null;
  return !!b && b.code === CODE_SESSION && b.data?.code === SESSION_INVALID_INNER_CODE;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
