import { describe, expect, it } from 'vitest';
import { buildOfdUrl } from '@/lib/ofd/url';
import { organizationIdKey } from '@/lib/ofd/ids';
import { registerParamsSchema, documentParamsSchema, orgParamsSchema } from './params.schema';

// Real operators' organization ids are opaque: published examples are GUID-shaped with letters that
// are not hex. The dashboard accepts any id of safe characters and bounded length.

const EXAMPLE_ID = 'g4b9c1d2-h3e4-4f5a-8b6c-7d8e9f0a1b2z';

describe('organization ids', () => {
  it.each([EXAMPLE_ID, '3FA85F64-5717-4562-B3FC-2C963F66AFA6', '12345', 'org_42~north.branch'])(
    'accepts %s in every route',
    (orgId) => {
      expect(orgParamsSchema.safeParse({ orgId }).success).toBe(true);
      expect(registerParamsSchema.safeParse({ orgId, kktRegId: '0001563332021630' }).success).toBe(
        true,
      );
      expect(
        documentParamsSchema.safeParse({ orgId, kktRegId: '0001563332021630', fd: '7' }).success,
      ).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['a dot segment', '..'],
    ['a single dot', '.'],
    ['a slash', 'a/b'],
    ['an encoded slash', 'a%2Fb'],
    ['a space', 'a b'],
    ['a query', 'a?b=1'],
    ['non-ASCII letters', 'организация'],
    ['over 100 characters', 'a'.repeat(101)],
  ])('refuses %s', (_name, orgId) => {
    expect(orgParamsSchema.safeParse({ orgId }).success).toBe(false);
  });

  it('is always encoded into the upstream path', () => {
    const url = buildOfdUrl('https://ofd.example/api/', '/v2/organizations/{orgId}/cashboxes', {
      orgId: EXAMPLE_ID,
    });
    expect(url.pathname).toBe(`/api/v2/organizations/${EXAMPLE_ID}/cashboxes`);
    const odd = buildOfdUrl('https://ofd.example/', '/v2/organizations/{orgId}', {
      orgId: 'a~b.c',
    });
    expect(odd.pathname).toBe('/v2/organizations/a~b.c');
  });

  it('compares GUIDs without regard to case, other ids exactly', () => {
    const guid = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    expect(organizationIdKey(guid.toUpperCase())).toBe(guid);
    expect(organizationIdKey('Org-A')).not.toBe(organizationIdKey('org-a'));
    expect(organizationIdKey(EXAMPLE_ID)).toBe(EXAMPLE_ID);
  });
});

describe('one FD-number range', () => {
  it('accepts 1..2^32−1 in paths, bodies, the list and the service ingest alike', async () => {
    const { documentEnvelopeSchema } = await import('@/lib/ofd/schemas');
    const { readCachedDocument } = await import('@/lib/documents/server/read-cached');
    const { toIngestDocument } = await import('@/lib/service/ingest');
    const { EXAMPLES } = await import('@/lib/testing/fiscal-examples');
    const at = (fd: number) => ({ ...EXAMPLES.receipt.spec, fiscalDocumentNumber: fd });
    for (const [fd, ok] of [
      [1, true],
      [2 ** 32 - 1, true],
      [0, false],
      [2 ** 32, false],
    ] as const) {
      const param = documentParamsSchema.safeParse({
        orgId: 'x',
        kktRegId: '0001563332021630',
        fd: String(fd),
      });
      expect(param.success, `path ${fd}`).toBe(ok);
      expect(documentEnvelopeSchema.safeParse({ receipt: at(fd) }).success, `body ${fd}`).toBe(ok);
      expect(readCachedDocument({ receipt: at(fd) }).ok, `list ${fd}`).toBe(ok);
      const ingest = () => toIngestDocument('receipt', at(fd));
      if (ok) expect(ingest).not.toThrow();
      else expect(ingest).toThrow(/fiscalDocumentNumber/);
    }
  });
});
