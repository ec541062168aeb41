import type { DocumentDetail } from '@/lib/documents/contract';

/** A document's detail once its type is known: what each type's view takes. */
export type TypedDetail<D> = DocumentDetail & { document: D };
