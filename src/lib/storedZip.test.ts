import {describe, expect, it} from 'vitest';
import {crc32, readStoredZip, storedZip} from './storedZip';

const entries = [
  {path: 'project/.env', text: 'A=1\n'},
  {path: 'project/README.md', text: '# Déjà vu\n'},
  {path: 'project/empty.py', text: ''},
];

describe('storedZip', () => {
  it.each([
    {name: 'the check value of CRC-32', input: '123456789', expected: 0xcbf43926},
    {name: 'nothing', input: '', expected: 0},
  ])('crc32 of $name', ({input, expected}) => {
    expect(crc32(new TextEncoder().encode(input))).toBe(expected);
  });

  it('reads back the files it wrote, UTF-8 included', () => {
    expect(readStoredZip(storedZip(entries))).toEqual(entries);
  });

  it('is the same bytes for the same files: one timestamp, no randomness', () => {
    expect(storedZip(entries)).toEqual(storedZip(structuredClone(entries)));
  });

  it('ends with the end of central directory record that counts every entry', () => {
    const zip = storedZip(entries);
    const end = new DataView(zip.buffer, zip.length - 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    expect(end.getUint16(10, true)).toBe(entries.length);
    const centralOffset = end.getUint32(16, true);
    expect(new DataView(zip.buffer).getUint32(centralOffset, true)).toBe(0x02014b50);
  });

  it('stores names as UTF-8 and gives every file the mode 0644', () => {
    const zip = storedZip([{path: 'é.txt', text: 'x'}]);
    const view = new DataView(zip.buffer);
    expect(view.getUint16(6, true) & 0x0800).toBe(0x0800);
    const central = view.getUint32(zip.length - 22 + 16, true);
    expect(view.getUint32(central + 38, true) >>> 16).toBe(0o100644);
  });
});
