/**
 * Brotli and gzip copies of a build, written once when it is released, so the servers send compressed files
 * without compressing on every request: `x.js` gets `x.js.br` and `x.js.gz` beside it. The console server
 * (@fastify/static `preCompressed`) and the nginx remote services (`gzip_static`) pick one by Accept-Encoding.
 *
 *   node --import tsx deploy/src/precompress.ts <folder>    (the host's build runs it on host/dist)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats a browser fetches from a release. Images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this, the headers cost more than compression saves. */
export const MIN_BYTES = 1024;
export const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Brotli's quality: the most by default, as a release is compressed once and fetched by every browser. The browser
 * tests' build sets `BROTLI_QUALITY` lower (5): at the most, compressing its eight builds took about 30 CPU seconds
 * of the suite, at 5 under one, for files about a tenth larger that only the tests' own browser fetches.
 */
function brotliQuality(): number {
  const wanted = process.env.BROTLI_QUALITY;
  if (wanted === undefined || wanted === '') return constants.BROTLI_MAX_QUALITY;
  const quality = Number(wanted);
  if (!Number.isInteger(quality) || quality < constants.BROTLI_MIN_QUALITY || quality > constants.BROTLI_MAX_QUALITY) {
    throw new Error(
      `BROTLI_QUALITY must be a whole number from ${constants.BROTLI_MIN_QUALITY} to ${constants.BROTLI_MAX_QUALITY}, not ${wanted}`,
    );
  }
  return quality;
}

async function compress(body: Buffer, encoding: (typeof ENCODINGS)[number]['name']): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least MIN_BYTES; a copy that would not
 * be smaller is not written (the server then sends the file as it is). Copies already newer than their file
 * are kept, so running it again costs little.
 */
export async function precompressFolder(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await stat(file);
    if (source.size < MIN_BYTES) continue;
    const body = await readFile(file);
    result.files += 1;
    result.bytes += body.length;
    for (const { name, extension } of ENCODINGS) {
      const target = `${file}${extension}`;
      const existing = await stat(target).catch(() => null);
      let size = existing && existing.mtimeMs >= source.mtimeMs ? existing.size : null;
      if (size === null) {
        const compressed = await compress(body, name);
        if (compressed.length >= body.length) continue;
        await writeFile(target, compressed);
        size = compressed.length;
      }
      if (name === 'br') result.brotliBytes += size;
      else result.gzipBytes += size;
    }
  }
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function describe(result: PrecompressResult): string {
  return `${result.files} files, ${kb(result.bytes)}: brotli ${kb(result.brotliBytes)}, gzip ${kb(result.gzipBytes)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: precompress.ts <folder>');
    process.exit(2);
  }
  precompressFolder(path.resolve(dir))
    .then((result) => console.log(`Precompressed ${dir}: ${describe(result)}`))
    .catch((err: Error) => {
      console.error(`Precompression failed: ${err.message}`);
      process.exit(1);
    });
}
