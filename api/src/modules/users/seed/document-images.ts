import { deflateSync } from 'node:zlib';
import type { Prng } from '../../../seed/prng';

/** Generated pictures of identity documents for the demo KYC applications: small palette PNGs, drawn from the seed's generator. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A palette PNG of `width` × `height` whose pixel (x, y) has the colour index `pixel(x, y)`. */
export function palettePng(
  width: number,
  height: number,
  palette: [number, number, number][],
  pixel: (x: number, y: number) => number,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit indexed colour
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = pixel(x, y);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COVER_COLOURS: [number, number, number][] = [
  [24, 54, 110],
  [122, 24, 40],
  [22, 92, 70],
  [70, 40, 110],
  [30, 30, 30],
  [140, 80, 20],
];
const PAPER: [number, number, number][] = [
  [238, 232, 214],
  [226, 236, 240],
  [240, 230, 236],
  [232, 240, 226],
];
const W = 320;
const H = 200;

/** An identity document's photo page: a coloured band, a portrait, text lines and a machine-readable zone. */
export function documentFront(prng: Prng): Buffer {
  const cover = prng.pick(COVER_COLOURS);
  const paper = prng.pick(PAPER);
  const skin: [number, number, number] = prng.pick([
    [224, 186, 150],
    [198, 150, 110],
    [150, 105, 75],
    [240, 205, 175],
  ]);
  const hair: [number, number, number] = prng.pick([
    [40, 30, 25],
    [90, 60, 30],
    [20, 20, 20],
    [150, 110, 60],
  ]);
  // 0 paper, 1 cover band, 2 photo background, 3 skin, 4 hair, 5 ink, 6 light ink, 7 white
  const palette: [number, number, number][] = [paper, cover, [200, 208, 214], skin, hair, [40, 44, 52], [150, 150, 160], [255, 255, 255]];
  const lines = Array.from({ length: 6 }, () => prng.int(60, 150));
  const mrz = Array.from({ length: 44 }, () => prng.chance(0.7));
  return palettePng(W, H, palette, (x, y) => {
    if (y < 28) return x > 12 && x < 140 && y > 10 && y < 18 ? 7 : 1;
    if (x >= 16 && x < 100 && y >= 40 && y < 150) {
      const dx = x - 58;
      const head = (dx * dx) / 380 + ((y - 82) * (y - 82)) / 560 <= 1;
      const hairTop = (dx * dx) / 440 + ((y - 72) * (y - 72)) / 500 <= 1 && y < 74;
      const shoulders = y > 118 && Math.abs(dx) < 38 - Math.max(0, 128 - y);
      if (hairTop) return 4;
      if (head) return 3;
      if (shoulders) return 1;
      return 2;
    }
    for (const [i, length] of lines.entries()) {
      const top = 44 + i * 17;
      if (x >= 116 && y >= top && y < top + 4) return x < 116 + 34 ? 6 : x < 116 + 34 + length ? 5 : 0;
    }
    if (y >= 164 && y < 190 && x >= 12 && x < W - 12) {
      const row = y < 176 ? 0 : 1;
      const column = Math.floor((x - 12) / 6.6);
      if (y % 12 < 8 && (x - 12) % 7 < 5) return mrz[(column + row * 7) % mrz.length] ? 5 : 6;
    }
    return 0;
  });
}

/** The back of the document: a barcode, an address block and a signature stroke. */
export function documentBack(prng: Prng): Buffer {
  const paper = prng.pick(PAPER);
  const cover = prng.pick(COVER_COLOURS);
  const palette: [number, number, number][] = [paper, cover, [40, 44, 52], [150, 150, 160], [30, 60, 160]];
  const bars = Array.from({ length: 90 }, () => prng.int(1, 3));
  const barEdges: number[] = [];
  let at = 24;
  for (const b of bars) {
    barEdges.push(at, at + b);
    at += b + prng.int(1, 3);
  }
  const lines = Array.from({ length: 4 }, () => prng.int(80, 220));
  const wave = prng.int(6, 14);
  return palettePng(W, H, palette, (x, y) => {
    if (y < 10 || y >= H - 10) return 1;
    if (y >= 24 && y < 70 && x >= 24 && x < Math.min(at, W - 24)) {
      for (let i = 0; i < barEdges.length; i += 2) if (x >= barEdges[i] && x < barEdges[i + 1]) return 2;
      return 0;
    }
    for (const [i, length] of lines.entries()) {
      const top = 90 + i * 16;
      if (x >= 24 && y >= top && y < top + 4) return x < 24 + length ? (i === 0 ? 3 : 2) : 0;
    }
    if (x > 190 && x < 290 && y > 150 && y < 182) {
      const curve = 166 + Math.round(Math.sin((x - 190) / wave) * 8 + Math.cos((x - 190) / 5) * 3);
      if (Math.abs(y - curve) <= 1) return 4;
    }
    return 0;
  });
}
