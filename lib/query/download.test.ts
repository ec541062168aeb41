import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('a fetched file keeps the name the server gave it', () => {
  it('reads `filename*` in UTF-8 first, then the ASCII `filename`', () => {
    const name = 'Чеки ООО "Ромашка" за 10.2026.csv';
    expect(
      attachmentName(
        `attachment; filename="receipts-7701-2026-10.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      ),
    ).toBe(name);
    expect(attachmentName('attachment; filename="a.csv"; filename*=UTF-8\'\'%E0%A4%A')).toBe(
      'a.csv',
    );
    expect(attachmentName(null)).toBeUndefined();
  });
});
