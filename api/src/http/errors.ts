/** An error answered with the envelope: `status` is the HTTP status, `code` the envelope code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
    readonly code = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface FieldError {
  path: string;
  message: string;
}

export const badRequest = (message: string, fields: FieldError[] = []) => new ApiError(400, message, { fields });
export const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }]);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
/** Missing, expired or revoked session: `code -1` with `data.code 3`. */
export const sessionInvalid = (message: string) => new ApiError(401, message, { code: 3 }, -1);
