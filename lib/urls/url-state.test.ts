import { describe, expect, it } from 'vitest';
import {
  createParser,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
  readKey,
  writeKey,
} from './url-parsers';
import { addressWith } from './use-url-state';

// The address as a page's state: what each key reads as, what a change writes, and the address
// one batch of changes makes.

describe('reading a key', () => {
  it('gives the value, the default when absent or unreadable, or null without a default', () => {
    expect(readKey(parseAsString.withDefault(''), 'abc')).toBe('abc');
    expect(readKey(parseAsString.withDefault(''), null)).toBe('');
    expect(readKey(parseAsInteger, '12')).toBe(12);
    expect(readKey(parseAsInteger, 'twelve')).toBeNull();
    expect(readKey(parseAsInteger.withDefault(1), 'twelve')).toBe(1);
    const tabs = parseAsStringLiteral(['list', 'shifts'] as const).withDefault('list');
    expect(readKey(tabs, 'shifts')).toBe('shifts');
    expect(readKey(tabs, 'other')).toBe('list');
  });
});

describe('writing a key', () => {
  it('leaves a default or a null out of the address, by the parser’s own equality', () => {
    const list = createParser({
      parse: (v) => v.split(','),
      serialize: (v: string[]) => v.join(','),
      eq: (a, b) => [...a].sort().join() === [...b].sort().join(),
    }).withDefault(['a', 'b']);
    expect(writeKey(list, ['b', 'a'])).toBeNull();
    expect(writeKey(list, ['c'])).toBe('c');
    expect(writeKey(parseAsString.withDefault(''), '')).toBeNull();
    expect(writeKey(parseAsInteger, null)).toBeNull();
    expect(writeKey(parseAsInteger, 3.4)).toBe('3');
  });

  it('keeps a key’s own history mode through its default', () => {
    const tab = parseAsString.withDefault('list').withOptions({ history: 'push' });
    expect(tab.history).toBe('push');
    expect(tab.defaultValue).toBe('list');
  });
});

describe('the address after a batch of changes', () => {
  const here = { pathname: '/lookup', search: '?q=abc&page=2', hash: '#top' };

  it('sets and removes keys, keeping the others and the fragment', () => {
    const changes = new Map([
      ['q', 'новая улица'],
      ['page', null],
      ['sort', 'date.desc'],
    ]);
    expect(addressWith(here, changes)).toBe(
      '/lookup?q=%D0%BD%D0%BE%D0%B2%D0%B0%D1%8F+%D1%83%D0%BB%D0%B8%D1%86%D0%B0&sort=date.desc#top',
    );
    expect(
      addressWith(
        here,
        new Map([
          ['page', null],
          ['q', null],
        ]),
      ),
    ).toBe('/lookup#top');
  });

  it('is null when nothing changes, so no history entry repeats the page', () => {
    expect(addressWith(here, new Map([['q', 'abc']]))).toBeNull();
    expect(addressWith(here, new Map([['other', null]]))).toBeNull();
  });
});
