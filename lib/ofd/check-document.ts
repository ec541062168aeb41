import { CHECK_TYPES } from './document-types';
import type { CheckDocument, FiscalDocument } from './schemas/document';

// Zod-free, so that client components can tell receipts from reports without loading the schemas;
// schemas/document.ts re-exports it for server code.

export function isCheckDocument(document: FiscalDocument): document is CheckDocument {
  return (CHECK_TYPES as readonly string[]).includes(document.type);
}
