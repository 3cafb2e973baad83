import { type Answer, type TestApi, tempFolder } from '../helpers';

/** Uploads of these tests go to a folder of their own. */
export function useTempFilesDir(): void {
  process.env.FILES_DIR = tempFolder('console-trading-files-');
}

export interface FormFile {
  field: string;
  name: string;
  content: Buffer;
}

/** A multipart/form-data body of text fields and files. */
export function multipartBody(fields: Record<string, string | number>, ...files: (FormFile | undefined)[]) {
  const boundary = `----trading-test-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    if (!file) continue;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart form as the console sends the add and edit forms with an image. */
export async function postForm(
  api: TestApi,
  token: string,
  path: string,
  fields: Record<string, string | number>,
  ...files: (FormFile | undefined)[]
): Promise<Answer> {
  const body = multipartBody(fields, ...files);
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
