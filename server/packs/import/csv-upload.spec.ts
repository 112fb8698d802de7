import { describe, expect, it } from 'vitest';
import { nameFromFileName, readCsvText } from './csv-upload.js';

const upload = (bytes: Buffer) => ({ buffer: bytes, size: bytes.length, originalname: 'a.csv' });

describe('readCsvText', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', async () => {
    expect(await readCsvText(upload(Buffer.from('Réchaud,1', 'utf8')))).toBe('Réchaud,1');
    expect(await readCsvText(upload(Buffer.from([0x52, 0xe9, 0x80])))).toBe('Ré€');
  });

  it.each([
    ['a NUL byte', Buffer.from('a,b\u0000c')],
    ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')],
    ['a zip', Buffer.from('504b0304140000000800', 'hex')],
  ])('refuses %s as not text', async (_what, bytes) => {
    await expect(readCsvText(upload(bytes))).rejects.toMatchObject({
      response: { code: 'NOT_TEXT', errors: [{ field: 'file' }] },
    });
  });

  it('asks for a file when there is none', async () => {
    await expect(readCsvText(undefined)).rejects.toMatchObject({
      response: { errors: [{ field: 'file', message: 'file is required' }] },
    });
  });
});

describe('nameFromFileName', () => {
  it.each([
    ['PCT_2026.csv', 'PCT 2026'],
    ['C:\\Users\\me\\John Muir Trail.csv', 'John Muir Trail'],
    ['lists/weekend.export.csv', 'weekend.export'],
    ['__.csv', null],
    ['.csv', null],
  ])('names %j as %j', (fileName, name) => {
    expect(nameFromFileName(fileName)).toBe(name);
  });
});
