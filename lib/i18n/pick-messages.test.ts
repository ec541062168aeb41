import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick-messages';

const catalog = {
  Common: { productName: 'OFD', language: { label: 'Language', en: 'English' } },
  Documents: { title: 'Documents' },
  Auth: { signOut: 'Sign out' },
};

describe('pickMessages', () => {
  it('keeps whole namespaces and parts of them, nested as in the catalog', () => {
    expect(pickMessages(catalog, ['Documents', 'Common.language'])).toEqual({
      Documents: { title: 'Documents' },
      Common: { language: { label: 'Language', en: 'English' } },
    });
  });

  it('merges two parts of one namespace', () => {
    expect(pickMessages(catalog, ['Common.productName', 'Common.language.en'])).toEqual({
      Common: { productName: 'OFD', language: { en: 'English' } },
    });
  });

  it('refuses a path the catalog lacks', () => {
    expect(() => pickMessages(catalog, ['Nope'])).toThrow('"Nope"');
    expect(() => pickMessages(catalog, ['Common.nope.deeper'])).toThrow('"Common.nope.deeper"');
  });
});
