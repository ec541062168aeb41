import { describe, expect, it } from 'vitest';
import { csvField, csvStream, csvValue } from './csv';
import type { Table } from './table';

describe('csvField', () => {
  it('quotes the separator, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(undefined)).toBe('');
  });
});

describe('csvValue', () => {
  it('writes money, quantities and date-times in each dialect, numbers never quoted', () => {
    expect(csvValue(128521, 'money', 'ru')).toBe('1285,21');
    expect(csvValue(128521, 'money', 'en')).toBe('1285.21');
    expect(csvValue(-5, 'money', 'ru')).toBe('-0,05');
    expect(csvValue(1.5, 'decimal', 'ru')).toBe('1,5');
    expect(csvValue(1.5, 'decimal', 'en')).toBe('1.5');
    expect(csvValue(1234567, 'integer', 'ru')).toBe('1234567');
    expect(csvValue('2024-06-01T08:05:09', 'dateTime', 'ru')).toBe('01.06.2024 08:05:09');
    expect(csvValue('2024-06-01T08:05:09', 'dateTime', 'en')).toBe('2024-06-01 08:05:09');
  });
});

describe('csvStream', () => {
  const table: Table = {
    title: 't',
    header: ['when', 'sum', 'drive'],
    types: ['dateTime', 'money', 'identifier'],
    rows: [
      ['2024-06-01T08:05:09', 128521, '9960440300932551'],
      [{ date: '2024-06-02' }, { kopecks: -5 }, { id: '9960440300932551' }],
    ],
  };

  it('sends BOM, header and the first rows as one slice, then a slice per pull', async () => {
    const reader = csvStream(table, 'ru', 1).getReader();
    const decode = (bytes: Uint8Array) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const first = await reader.read();
    expect(decode(first.value!)).toBe(
      '\uFEFFwhen;sum;drive\r\n01.06.2024 08:05:09;1285,21;"=""9960440300932551"""\r\n',
    );
    const second = await reader.read();
    expect(decode(second.value!)).toBe('02.06.2024;-0,05;"=""9960440300932551"""\r\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('types a plain cell by its column and a typed cell by itself, alike', async () => {
    const text = await new Response(csvStream(table, 'en')).text();
    expect(text.split('\r\n').slice(1)).toEqual([
      '2024-06-01 08:05:09,1285.21,9960440300932551',
      '2024-06-02,-0.05,9960440300932551',
      '',
    ]);
  });
});
