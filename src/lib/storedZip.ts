/**
 * A zip archive of text files, stored without compression: the few kilobytes
 * of a sample project gain little from deflate, and this writer stays small
 * enough for the browser (runs in both: the downloadable projects plugin at
 * build time, the DownloadProject button in the browser, loaded on click).
 *
 * Deterministic: entries in the order given (callers sort them), one fixed
 * timestamp, UTF-8 names, Unix mode 0644, no extra fields.
 */
export interface ZipEntry {
  /** Path inside the archive, with `/` separators. */
  path: string;
  text: string;
}

/** 2026-01-01 00:00 in MS-DOS form: every entry carries it, so the bytes depend on the files only. */
const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
const dosTime = 0;
/** Bit 11: names and comments are UTF-8. */
const utf8Flag = 0x0800;
/** Regular file, rw-r--r--, in the high half of the external attributes (made by Unix). */
const unixFileMode = (0o100644 << 16) >>> 0;

let crcTable: Uint32Array | undefined;

export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function storedZip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.path);
    const data = encoder.encode(entry.text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + name.length + data.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 10, true); // version needed: 1.0, stored
    l.setUint16(6, utf8Flag, true);
    l.setUint16(8, 0, true); // method: stored
    l.setUint16(10, dosTime, true);
    l.setUint16(12, dosDate, true);
    l.setUint32(14, crc, true);
    l.setUint32(18, data.length, true);
    l.setUint32(22, data.length, true);
    l.setUint16(26, name.length, true);
    l.setUint16(28, 0, true);
    local.set(name, 30);
    local.set(data, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, (3 << 8) | 20, true); // made by: Unix, 2.0
    c.setUint16(6, 10, true);
    c.setUint16(8, utf8Flag, true);
    c.setUint16(10, 0, true);
    c.setUint16(12, dosTime, true);
    c.setUint16(14, dosDate, true);
    c.setUint32(16, crc, true);
    c.setUint32(20, data.length, true);
    c.setUint32(24, data.length, true);
    c.setUint16(28, name.length, true);
    // extra, comment, disk, internal attributes: 0
    c.setUint32(38, unixFileMode, true);
    c.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, offset, true);
  const zip = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

/** The entries of a zip this module wrote (stored, no data descriptors): for tests and checks. */
export function readStoredZip(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 4 <= zip.length && view.getUint32(at, true) === 0x04034b50) {
    if (view.getUint16(at + 8, true) !== 0) throw new Error('only stored entries are read');
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const nameStart = at + 30;
    const dataStart = nameStart + nameLength + extraLength;
    const data = zip.subarray(dataStart, dataStart + size);
    if (crc32(data) !== view.getUint32(at + 14, true)) throw new Error('CRC mismatch');
    entries.push({
      path: decoder.decode(zip.subarray(nameStart, nameStart + nameLength)),
      text: decoder.decode(data),
    });
    at = dataStart + size;
  }
  return entries;
}
