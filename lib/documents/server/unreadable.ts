import { documentEnvelopeSchema } from '@/lib/ofd/schemas/document';
import { isPlainObject } from '@/lib/ofd/schemas/fields';
import type { UnreadableDocument } from '../contract/api';
import { OversizedElement } from '@/lib/ofd/json-array-stream';

// What a person can know about a document the dashboard could not read: its number, type and time
// when those are there, why it failed, and the document itself as the operator sent it. Only the
// few unreadable elements of a day come here, so the full schema's first complaint is affordable.

/** Raw JSON larger than this is not carried to the browser; the operator still has it. */
const MAX_RAW_CHARS = 64 * 1024;

export function describeUnreadable(
  element: unknown,
  reason: UnreadableDocument['reason'],
): UnreadableDocument {
  if (element instanceof OversizedElement) {
    return { reason: 'tooLarge', detail: `${element.chars} characters` };
  }
  const found: UnreadableDocument = { reason };
  if (isPlainObject(element)) {
    const [type] = Object.keys(element);
    const body = type === undefined ? undefined : element[type];
    if (type !== undefined) found.type = type;
    if (isPlainObject(body)) {
      if (typeof body.fiscalDocumentNumber === 'number') {
        found.fiscalDocumentNumber = body.fiscalDocumentNumber;
      }
      if (typeof body.dateTime === 'string') found.dateTime = body.dateTime;
    }
  }
  if (reason === 'unreadable') {
    const parsed = documentEnvelopeSchema.safeParse(element);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) found.detail = `${issue.path.join('.') || '(document)'}: ${issue.message}`;
  }
  const text = JSON.stringify(element) ?? '';
  if (text.length <= MAX_RAW_CHARS) found.raw = element;
  return found;
}

/** In time order, the ones without a time last; FD number on ties. */
export function sortUnreadable(list: UnreadableDocument[]): UnreadableDocument[] {
  return [...list].sort(
    (a, b) =>
      (a.dateTime ?? '\uffff').localeCompare(b.dateTime ?? '\uffff') ||
      (a.fiscalDocumentNumber ?? 0) - (b.fiscalDocumentNumber ?? 0),
  );
}
