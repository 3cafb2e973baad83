import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
// Contracts by module, not the shared whole (which brings zod): the sign-in page loads this client.
import { CODE_OK, isSessionInvalid, type Envelope, type Page } from '@console/contracts/envelope';
import { ApiError } from './errors';
import { currentLanguage, i18n } from './i18n';
import { notify } from './notifier';
import { invalidateSession, session } from './session';

export const REQUEST_TIMEOUT_MS = 30_000;
/** Exports stream their whole result, which can legitimately take longer than an ordinary call. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/** The one axios instance of the console. */
export const http = axios.create({ baseURL: '/api/', timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = session.getToken();
  if (token) config.headers.set('Authorization', token);
  else config.headers.delete('Authorization');
  config.headers.set('lang', currentLanguage());
  return config;
});

export interface RequestOptions {
  /** No error toast; the caller shows the failure itself. */
  silent?: boolean;
  /** The caller's own signal (react-query passes one); aborting it cancels the call too. */
  signal?: AbortSignal;
  /** Survives `cancelPending` (calls of the shell that outlive a page, such as the version or the logos). */
  persistent?: boolean;
  headers?: Record<string, string>;
}

type FieldError = { path: string; message: string };

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function fieldsOf(body: Envelope<unknown>): FieldError[] | undefined {
  const fields = (body.data as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : undefined;
}

function clientText(key: string, values?: Record<string, unknown>): string {
  return i18n.t(`client:${key}`, values ?? {});
}

/** Turns a refused envelope into an ApiError, ending the session when the server says it is no longer valid. */
function envelopeFailure(body: Envelope<unknown>, status: number, opts: RequestOptions): ApiError {
  const msg = body.msg || clientText('serverError', { status });
  const error = new ApiError({ code: body.code, msg, time: body.time, status, fields: fieldsOf(body) });
  if (isSessionInvalid(body)) {
    // Parallel calls refused together end the session once and say so once.
    if (invalidateSession()) notify.error(msg || clientText('sessionExpired'));
    return error;
  }
  if (!opts.silent) notify.error(msg);
  return error;
}

function withoutEnvelopeFailure(msg: string, status: number, opts: RequestOptions): ApiError {
  const error = new ApiError({ code: 0, msg, status });
  if (!opts.silent) notify.error(msg);
  return error;
}

/** Maps whatever a call threw to what callers see: a cancellation as it is, anything else as an ApiError. */
function toFailure(error: unknown, opts: RequestOptions): unknown {
  if (error instanceof ApiError || axios.isCancel(error)) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (response) {
      if (isEnvelope(response.data)) return envelopeFailure(response.data, response.status, opts);
      return withoutEnvelopeFailure(clientText('serverError', { status: response.status }), response.status, opts);
    }
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return withoutEnvelopeFailure(clientText('timeout'), 0, opts);
    }
  }
  // No answer at all: the network is down, or the request could not even be built.
  return withoutEnvelopeFailure(clientText('requestFailed'), 0, opts);
}

function unwrap<T>(response: AxiosResponse<unknown>, opts: RequestOptions): T {
  const body = response.data;
  if (!isEnvelope(body)) throw withoutEnvelopeFailure(clientText('serverError', { status: response.status }), response.status, opts);
  if (body.code !== CODE_OK) throw envelopeFailure(body, response.status, opts);
  return body.data as T;
}

function normalisePath(url: string | undefined): string {
  return (url ?? '').replace(/^\/+/, '').replace(/^api\//, '');
}

/** Calls in flight that navigation may cancel: the API path each one asked for, and the page it was made for. */
const pending = new Map<AbortController, { path: string; page: string }>();

/** The page a navigation is going to, while the router prepares it (its data is fetched before it shows). */
let upcomingPage: string | null = null;

function currentPage(): string {
  return upcomingPage ?? (typeof window === 'undefined' ? '' : window.location.pathname);
}

/** Aborts the pending calls whose path starts with `pathPrefix`, or all of them. Exports are never cancelled. */
export function cancelPending(pathPrefix?: string): void {
  const prefix = pathPrefix === undefined ? '' : normalisePath(pathPrefix);
  for (const [controller, call] of [...pending]) {
    if (call.path.startsWith(prefix)) {
      pending.delete(controller);
      controller.abort();
    }
  }
}

/**
 * Says which page the calls made from now on are for: the router calls it when a navigation starts, so the
 * data of the page it goes to can be fetched while its code loads, and is not taken for the old page's.
 */
export function navigatingTo(pathname: string): void {
  upcomingPage = pathname;
}

/** On arriving at a page: aborts what other pages were still loading (a page left behind, a page skipped). */
export function cancelOtherPages(pathname: string): void {
  upcomingPage = null;
  for (const [controller, call] of [...pending]) {
    if (call.page !== pathname) {
      pending.delete(controller);
      controller.abort();
    }
  }
}

/** How many cancellable calls are in flight (for the shell's busy indicator and for tests). */
export function pendingCount(): number {
  return pending.size;
}

async function send<T>(config: AxiosRequestConfig, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', abort);
  if (!opts.persistent) pending.set(controller, { path: normalisePath(config.url), page: currentPage() });
  try {
    const response = await http.request({ ...config, headers: { ...opts.headers }, signal: controller.signal });
    return unwrap<T>(response, opts);
  } catch (error) {
    throw toFailure(error, opts);
  } finally {
    pending.delete(controller);
    opts.signal?.removeEventListener('abort', abort);
  }
}

export type DownloadResult =
  /** The file was saved under this name. */
  | { kind: 'file'; filename: string }
  /** The server answered with an envelope instead of a file (an export queued as a job, for example). */
  | { kind: 'envelope'; data: unknown };

function filenameFrom(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

async function envelopeInBlob(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

/** Hands a file made in the browser (or downloaded) to the browser's "save", under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the object URL asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  silent?: boolean;
}

async function download(url: string, body: unknown, filename: string, opts: DownloadOptions = {}): Promise<DownloadResult> {
  const method = opts.method ?? 'POST';
  let response: AxiosResponse<Blob>;
  try {
    // Not registered as pending: an export is never cancelled by navigation.
    response = await http.request<Blob>({
      url,
      method,
      params: opts.params,
      data: method === 'POST' ? body : undefined,
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof AxiosError && error.response) {
      const parsed = await envelopeInBlob(error.response.data);
      if (isEnvelope(parsed)) throw envelopeFailure(parsed, error.response.status, opts);
    }
    throw toFailure(error, opts);
  }
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.includes('application/json')) {
    const parsed = await envelopeInBlob(response.data);
    if (!isEnvelope(parsed)) throw withoutEnvelopeFailure(clientText('serverError', { status: response.status }), response.status, opts);
    if (parsed.code !== CODE_OK) throw envelopeFailure(parsed, response.status, opts);
    return { kind: 'envelope', data: parsed.data };
  }
  const name = filenameFrom(response.headers['content-disposition'] as string | undefined, filename);
  saveBlob(response.data, name);
  return { kind: 'file', filename: name };
}

export interface PageOptions extends RequestOptions {
  /** List calls are POST with a JSON body by default; a few list calls of the API are GET with a query. */
  method?: 'GET' | 'POST';
}

export const api = {
  get<T>(url: string, params?: Record<string, unknown>, opts?: RequestOptions): Promise<T> {
    return send<T>({ url, method: 'GET', params }, opts);
  },
  post<T>(url: string, body?: unknown, opts?: RequestOptions): Promise<T> {
    return send<T>({ url, method: 'POST', data: body }, opts);
  },
  put<T>(url: string, body?: unknown, opts?: RequestOptions): Promise<T> {
    return send<T>({ url, method: 'PUT', data: body }, opts);
  },
  patch<T>(url: string, body?: unknown, opts?: RequestOptions): Promise<T> {
    return send<T>({ url, method: 'PATCH', data: body }, opts);
  },
  delete<T>(url: string, params?: Record<string, unknown>, opts?: RequestOptions & { body?: unknown }): Promise<T> {
    return send<T>({ url, method: 'DELETE', params, data: opts?.body }, opts);
  },
  page<T>(url: string, body?: Record<string, unknown>, opts?: PageOptions): Promise<Page<T>> {
    if (opts?.method === 'GET') return send<Page<T>>({ url, method: 'GET', params: body }, opts);
    return send<Page<T>>({ url, method: 'POST', data: body ?? {} }, opts);
  },
  download,
};
