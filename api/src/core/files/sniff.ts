/**
 * What a file is, told from its bytes. The name and the content type a client sends are never trusted:
 * a script renamed `photo.png` stays a script.
 */

export interface SniffedType {
  contentType: string;
  /** The extension the stored name gets. */
  ext: string;
  image: boolean;
}

export const IMAGE_TYPES: Record<string, SniffedType> = {
  png: { contentType: 'image/png', ext: 'png', image: true },
  jpg: { contentType: 'image/jpeg', ext: 'jpg', image: true },
  gif: { contentType: 'image/gif', ext: 'gif', image: true },
  webp: { contentType: 'image/webp', ext: 'webp', image: true },
};
export const DOCUMENT_TYPES: Record<string, SniffedType> = {
  pdf: { contentType: 'application/pdf', ext: 'pdf', image: false },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', image: false },
  csv: { contentType: 'text/csv; charset=utf-8', ext: 'csv', image: false },
  txt: { contentType: 'text/plain; charset=utf-8', ext: 'txt', image: false },
};
const BY_EXT: Record<string, SniffedType> = { ...IMAGE_TYPES, ...DOCUMENT_TYPES };

/** The type a stored name's extension stands for (stored names only ever get sniffed extensions). */
export function typeOfExtension(ext: string): SniffedType | undefined {
  return BY_EXT[ext];
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function sniffImage(buffer: Buffer): SniffedType | undefined {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpg;
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return IMAGE_TYPES.gif;
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return IMAGE_TYPES.webp;
  return undefined;
}

/** An Office Open XML workbook: a ZIP archive whose entries include the workbook part. */
function isXlsx(buffer: Buffer): boolean {
  if (!startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) return false;
  return buffer.includes('[Content_Types].xml') && buffer.includes('xl/workbook.xml');
}

/** UTF-8 text without binary control characters (tab, line breaks and form feed allowed). */
function isText(buffer: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  // Bytes of multi-byte UTF-8 characters are all 0x80 or more, so a byte scan finds the control characters.
  const allowed = new Set([0x09, 0x0a, 0x0c, 0x0d]);
  return !buffer.some((b) => (b < 0x20 && !allowed.has(b)) || b === 0x7f);
}

/** Comma- or semicolon-separated rows with the same number of separators on most lines. */
function looksLikeCsv(buffer: Buffer): boolean {
  const lines = buffer
    .toString('utf8', 0, Math.min(buffer.length, 64 * 1024))
    .split(/\r?\n/)
    .filter(Boolean)
    .slice(0, 50);
  if (lines.length < 2) return false;
  for (const separator of [',', ';']) {
    const counts = lines.map((line) => line.split(separator).length - 1);
    if (counts[0] > 0 && counts.filter((n) => n === counts[0]).length >= Math.ceil(lines.length * 0.8)) return true;
  }
  return false;
}

/** The type of `buffer` when it is one the console accepts for `kind`, else undefined. */
export function sniff(buffer: Buffer, kind: 'image' | 'file'): SniffedType | undefined {
  const image = sniffImage(buffer);
  if (kind === 'image' || image) return image;
  if (startsWith(buffer, ascii('%PDF-'))) return DOCUMENT_TYPES.pdf;
  if (isXlsx(buffer)) return DOCUMENT_TYPES.xlsx;
  if (isText(buffer)) return looksLikeCsv(buffer) ? DOCUMENT_TYPES.csv : DOCUMENT_TYPES.txt;
  return undefined;
}
