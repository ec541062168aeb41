import { afterEach, describe, expect, it } from 'vitest';
import { problemFromError } from '@/lib/api/problem.server';
import { readProblem } from '@/lib/problems/problem-guard';
import { problemKindOf } from '@/lib/problems/problem-kinds';
import { NotFoundError, UnavailableError } from './errors';
import { setLocalCopy, type LocalCopy } from './local-copy';
import { explainOutsideCopy, markFromCopy, OutsideCopyError } from './outside-copy';
import { forgetOperatorAnswers, noteOperatorAnswer } from './reachability';

// The data side of a period the copy does not hold (docs/mirror-connections.md):
// with the operator away, an outage names the days the copy holds, and an answer read from the
// copy carries its as-of; with the operator answering, neither changes.

const HELD = { from: '2026-02-08', to: '2026-03-10', asOfUtc: '2026-03-10T11:55:00.000Z' };
const where = { orgId: 'org-a', rnm: '0000000001000001' };

function copyHolding(rnm: string) {
  const copy: LocalCopy = {
    answer: async () => null,
    answerAway: async () => null,
    holds: async () => false,
    held: async (asked) => (asked === rnm ? HELD : null),
  };
  setLocalCopy(copy);
}

const away = () => noteOperatorAnswer({ at: Date.now(), reachable: false, source: 'call' });

afterEach(() => {
  setLocalCopy(undefined);
  forgetOperatorAnswers();
});

describe('a period outside the copy', () => {
  it('is an outage that names the days the copy holds, in the problem the page reads', async () => {
    copyHolding(where.rnm);
    away();
    const outage = new UnavailableError('network');
    const explained = await explainOutsideCopy(outage, where);
    expect(explained).toBeInstanceOf(OutsideCopyError);
    const problem = problemFromError(explained, { correlationId: 'c-1' });
    expect(problemKindOf(problem.type)).toBe('upstream-unavailable');
    expect(problem).toMatchObject({ status: 503, copyFrom: HELD.from, copyTo: HELD.to });
    // The browser reads it as a problem, the copy's days kept.
    expect(readProblem(JSON.parse(JSON.stringify(problem)))).toMatchObject({
      copyFrom: HELD.from,
      copyTo: HELD.to,
    });
  });

  it('stays as it was with the operator answering, for another failure, or a register not held', async () => {
    copyHolding(where.rnm);
    const outage = new UnavailableError('timeout');
    expect(await explainOutsideCopy(outage, where)).toBe(outage);
    away();
    const missing = new NotFoundError();
    expect(await explainOutsideCopy(missing, where)).toBe(missing);
    expect(await explainOutsideCopy(outage, { ...where, rnm: '0000000001000002' })).toBe(outage);
    setLocalCopy(undefined);
    expect(await explainOutsideCopy(outage, where)).toBe(outage);
  });
});

describe('an answer read from the copy', () => {
  it('carries source "copy" and the as-of while the operator is away, nothing otherwise', async () => {
    copyHolding(where.rnm);
    const answer = { documents: [], total: 0 };
    expect(await markFromCopy(answer, where)).toBe(answer);
    away();
    expect(await markFromCopy(answer, where)).toEqual({
      ...answer,
      source: 'copy',
      asOf: HELD.asOfUtc,
    });
  });
});
