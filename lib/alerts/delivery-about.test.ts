import { describe, expect, it } from 'vitest';
import type { Episode } from './types';
import { digestMessage } from './digest';
import { deliveryAbout } from './delivery-about';
import { episodeMessage, testMessage } from './messages';

const episode = {
  id: 'e1',
  organizationId: 'org-1',
  rnm: '0000000001000001',
  reason: 'silent',
  severity: 'warning',
  since: '2026-11-20T10:00:00',
  openedAt: '2026-11-20T10:05:00Z',
  resolvedAt: null,
  acknowledgedAt: null,
  register: { organizationName: 'Ромашка', name: 'Касса 1', address: 'Тверская, 1', evidence: [] },
} satisfies Episode;

describe('deliveryAbout', () => {
  it('reads the reason and the register of an episode’s message, in whatever language it went', () => {
    for (const locale of ['en', 'ru'] as const) {
      expect(deliveryAbout(episodeMessage('opened', episode, locale, 'https://x'))).toEqual({
        reason: 'silent',
        registerName: 'Касса 1',
        organizationName: 'Ромашка',
      });
    }
  });

  it('reads a digest’s day; a test message is about nothing', () => {
    const digest = digestMessage({
      day: '2026-11-27',
      locale: 'en',
      appUrl: 'https://x',
      episodes: [],
      rows: [],
    });
    expect(deliveryAbout(digest)).toEqual({ day: '2026-11-27' });
    expect(deliveryAbout(testMessage('en'))).toBeNull();
    expect(deliveryAbout({ subject: 's', text: 't', data: { reason: 'no-such' } })).toBeNull();
  });
});
