import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from './document-types';
import { KNOWN_FIELDS } from './known-fields';
import { documentBodySchemas } from './schemas';

describe('known fields', () => {
  it('are exactly the fields each body schema reads', () => {
    for (const type of DOCUMENT_TYPES) {
      expect(new Set(KNOWN_FIELDS[type]), type).toEqual(
        new Set(Object.keys(documentBodySchemas[type].shape)),
      );
    }
  });
});
