import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/organizations/x/cashboxes?q=1')).toBe('/organizations/x/cashboxes?q=1');
  });
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    '/sign-in?next=/x',
    '/a\nb',
  ])('refuses %j', (value) => expect(safeNextPath(value)).toBe('/'));
});
