import { describe, expect, it } from 'vitest';
import { overviewQuerySchema } from './query.schema';

const period = { from: '2026-11-01', to: '2026-11-27' };

describe('the overview’s query', () => {
  it('narrows to an organization of any operator: a GUID, or another operator’s id', () => {
    for (const org of ['3f0b5a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'taxcom1~7707083893']) {
      expect(overviewQuerySchema.parse({ ...period, org })).toMatchObject({ org });
    }
  });

  it('refuses an organization id of unsafe characters before any call', () => {
    const parsed = overviewQuerySchema.safeParse({ ...period, org: '../organizations' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['org']);
  });
});
