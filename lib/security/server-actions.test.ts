import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagePattern, setKnownActions, unknownActionAnswer } from './server-actions';

// A server action posted to a page that does not have it is refused before Next sees it
// (docs/people.md, "Where it is enforced"): Next would otherwise reset the connection mid-answer
// and log an uncaught exception. The build's manifest names each action's pages (`workers`).

afterEach(() => setKnownActions(null));

describe('pagePattern', () => {
  it.each([
    ['app/settings/alerts/page', '/settings/alerts', true],
    ['app/settings/alerts/page', '/settings/people', false],
    ['app/page', '/', true],
    ['app/(board)/health/page', '/health', true],
    ['app/organizations/[orgId]/cashboxes/page', '/organizations/o-1/cashboxes', true],
    ['app/organizations/[orgId]/cashboxes/page', '/organizations/o-1/x/cashboxes', false],
    ['app/docs/[...slug]/page', '/docs/a/b', true],
    ['app/docs/[[...slug]]/page', '/docs', true],
  ])('%s answers %s: %s', (entry, path, answers) => {
    expect(pagePattern(entry).test(path)).toBe(answers);
  });
});

describe('an action id on the wrong page', () => {
  it('is refused with 404 problem+json; on its own page it passes to Next', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setKnownActions({
      a1: { workers: { 'app/settings/alerts/page': {} } },
      h1: { workers: { 'app/(board)/health/page': {}, 'app/settings/alerts/page': {} } },
    });
    expect(unknownActionAnswer('POST', '/settings/alerts', 'a1')).toBeNull();
    expect(unknownActionAnswer('POST', '/health', 'h1')).toBeNull();
    const wrong = unknownActionAnswer('POST', '/settings/people', 'a1');
    expect(wrong?.status).toBe(404);
    expect(wrong?.headers.get('content-type')).toBe('application/problem+json');
    expect(unknownActionAnswer('POST', '/health', 'a1')?.status).toBe(404);
    expect(unknownActionAnswer('POST', '/settings/alerts', 'nope')?.status).toBe(404);
    expect(unknownActionAnswer('GET', '/settings/people', 'a1')).toBeNull();
  });
});
