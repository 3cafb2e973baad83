import type { Json, TestApi } from '../helpers';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** `POST info-center/upload` with the multipart fields `tempKey` (when given) and `file`. */
export async function upload(
  api: TestApi,
  token: string,
  tempKey: string | undefined,
  file: Buffer,
  name = 'picture.png',
): Promise<{ status: number; body: Json }> {
  const boundary = `----info-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  if (tempKey !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tempKey"\r\n\r\n${tempKey}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/info-center/upload',
    payload: Buffer.concat(parts),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function tempKey(api: TestApi, token: string): Promise<string> {
  const answer = await api.call('GET', 'info-center/generateTempKey', { token });
  if (answer.status !== 200) throw new Error(answer.body.msg);
  return answer.body.data.tempKey;
}

/** Saves an article; throws unless it was saved. */
export async function save(api: TestApi, token: string, body: Record<string, unknown>): Promise<{ id: number; revision: number }> {
  const answer = await api.call('POST', 'info-center/update', { token, body });
  if (answer.status !== 200) throw new Error(`${answer.status} ${answer.body.msg}`);
  return answer.body.data;
}

export const version = (language: string, title: string, content = `<p>${title}</p>`) => ({ language, title, content });
