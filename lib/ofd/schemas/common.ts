import { z } from 'zod';
import { trimmed } from '../ids';
import { count, documentDateTime, fdNumber, fiscalSign, opt, requiredText } from './fields';

// Fields every one of the ten document bodies has (docs/documents.md, docs/operator-api.md §3), and their view.

export const commonShape = {
  // A GUID from the spec's service, but example ids contain letters like `g` (docs/operator-api.md §4) and
  // the tax service's own JSON has no id at all: any text is kept, none becomes ''.
  id: opt(trimmed),
  fiscalDocumentNumber: fdNumber,
  dateTime: documentDateTime,
  kktRegId: requiredText,
  fiscalDriveNumber: requiredText,
  fiscalSign: opt(fiscalSign),
  shiftNumber: opt(count),
  code: opt(count),
  userInn: opt(trimmed),
  user: opt(trimmed),
  operator: opt(trimmed),
  retailPlaceAddress: opt(trimmed),
  // UTC instant, `…Z`: when the operator received the document. Kept as sent.
  receiveDateTimeUtc: opt(z.string()),
  // 2 = FFD 1.05, 3 = 1.1, 4 = 1.2 (tax-service family).
  fiscalDocumentFormatVer: opt(count),
};

type CommonInput = z.output<z.ZodObject<typeof commonShape>>;

/** The fields every document's view shares. */
export function commonView(body: CommonInput) {
  return {
    id: body.id ?? '',
    fiscalDocumentNumber: body.fiscalDocumentNumber,
    dateTime: body.dateTime,
    kktRegId: body.kktRegId,
    fiscalDriveNumber: body.fiscalDriveNumber,
    fiscalSign: body.fiscalSign,
    shiftNumber: body.shiftNumber,
    code: body.code,
    userInn: body.userInn,
    user: body.user,
    operator: body.operator,
    retailPlaceAddress: body.retailPlaceAddress,
    receiveDateTimeUtc: body.receiveDateTimeUtc,
    formatVersion: body.fiscalDocumentFormatVer,
  };
}
export type CommonFields = ReturnType<typeof commonView>;
