import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readProblem } from './problem-guard';
import { problemSchema } from './problem.schema';

// The browser's zod-free reader must agree with the server's schema on what a problem body is.

const loose = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.record({ path: fc.oneof(fc.string(), fc.integer()), message: fc.string() })),
);

const candidate = fc.oneof(
  fc.record(
    {
      type: fc.oneof(fc.string(), fc.integer()),
      title: fc.oneof(fc.string(), fc.constant(null)),
      status: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(2 ** 60)),
      detail: loose,
      instance: loose,
      correlationId: loose,
      retryAfter: loose,
      permissionFrom: loose,
      permissionTo: loose,
      errors: loose,
      extra: loose,
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('readProblem', () => {
  it('accepts exactly what problemSchema accepts', () => {
    fc.assert(
      fc.property(candidate, (body) => {
        expect(readProblem(body) !== null).toBe(problemSchema.safeParse(body).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a well-formed body and keeps unknown members', () => {
    const body = {
      type: 'urn:ofd-console:problem:rate-limited',
      title: 'Slow down',
      status: 429,
      retryAfter: 3,
      vendor: 'x',
    };
    expect(readProblem(body)).toEqual(body);
  });

  it('rejects a body without an integer status', () => {
    expect(readProblem({ type: 'about:blank', title: 'x', status: 4.5 })).toBeNull();
    expect(readProblem([])).toBeNull();
  });
});
