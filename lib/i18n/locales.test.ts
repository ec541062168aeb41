import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('prefers the cookie', () => expect(resolveLocale('ru', 'en-US,en')).toBe('ru'));
  it('ignores an unsupported cookie', () => expect(resolveLocale('de', 'ru-RU')).toBe('ru'));
  it('ranks Accept-Language by q', () =>
    expect(resolveLocale(undefined, 'de;q=1, en;q=0.5, ru;q=0.8')).toBe('ru'));
  it('falls back to English', () => expect(resolveLocale(undefined, 'fr-FR, de')).toBe('en'));
  it('handles a missing header', () => expect(resolveLocale(undefined, null)).toBe('en'));
});
