/** A failed call of the manager API: the envelope's code and message, with the HTTP status. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly time: string;
  readonly status: number;
  /** Field errors of a refused input (HTTP 400), as the server names them. */
  readonly fields?: { path: string; message: string }[];

  constructor(init: { code: number; msg: string; time?: string; status: number; fields?: { path: string; message: string }[] }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.time = init.time ?? new Date().toISOString();
    this.status = init.status;
    if (init.fields) this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
