import { describe, expect, it } from 'vitest';
import { PROBLEM_STATUS_TITLES, problemOf } from './problem-answer';
import { PROBLEM_KINDS } from './problem-kinds';

// The titles live in a data file (problem-titles.json): its keys are exactly the kinds, each with
// an error status and a title.

describe('the problem titles', () => {
  it('name every kind and nothing else', () => {
    expect(Object.keys(PROBLEM_STATUS_TITLES).sort()).toEqual([...PROBLEM_KINDS].sort());
  });

  it.each(PROBLEM_KINDS)('give %s an error status and a title', (kind) => {
    const { status, title } = problemOf(kind);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(title).toMatch(/^[A-Z].+[^.]$/);
  });

  it('keep the statuses the API documents', () => {
    expect(problemOf('invalid-request').status).toBe(400);
    expect(problemOf('credentials-rejected')).toMatchObject({
      status: 502,
      title: 'The operator rejected the stored credentials',
    });
    expect(problemOf('misdirected-request').status).toBe(421);
  });
});
