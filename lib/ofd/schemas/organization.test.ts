import { describe, expect, it } from 'vitest';
import { addressHistory, driveHistory } from '@/lib/testing/register-history';
import { omit } from '@/lib/testing/fiscal-examples';
import {
  cashboxListSchema,
  cashboxSchema,
  fiscalDriveEntrySchema,
  operatorErrorSchema,
  organizationListSchema,
  organizationSchema,
  queryDateSchema,
} from '../schemas';

const cashbox = {
  regNumber: '0000000003065868',
  serialNumber: '00106709801234',
  ...addressHistory(
    ['190000, Санкт-Петербург, Невский пр., д. 2', '2023-01-10T00:00:00'],
    ['125009, г. Москва, ул. Тверская, д. 1', '2024-03-01T10:00:00'],
  ),
  name: 'Касса 1',
  modelName: 'АТОЛ 30Ф',
  kpp: '770701001',
  ...driveHistory(
    'fiscalDriverNumber',
    ['9999078860712345', '2023-01-10T09:00:00'],
    ['7281440500751551', '2024-03-01T10:00:00'],
  ),
  salesPointName: 'Магазин на Тверской',
  permissionFrom: '2023-06-01T00:00:00',
  permissionTo: '2025-06-01T00:00:00',
};

describe('organizations', () => {
  it('trims values, defaults missing texts and tolerates unknown fields', () => {
    const [org] = organizationListSchema.parse([
      {
        id: '3f0c…',
        inn: '7707083893  ',
        kpp: '770701001',
        shortName: ' Ромашка ',
        extra: { any: 1 },
      },
    ]);
    expect(org).toEqual({
      id: '3f0c…',
      inn: '7707083893',
      kpp: '770701001',
      ogrn: '',
      shortName: 'Ромашка',
      fullName: '',
    });
  });
  it('needs an id and string fields', () => {
    expect(organizationSchema.safeParse({ inn: '7707083893' }).success).toBe(false);
    expect(organizationSchema.safeParse({ id: 'x', inn: 7707083893 }).success).toBe(false);
  });
});

describe('cashboxes', () => {
  it('parses a spec record, spelling the drive number the documents way', () => {
    const parsed = cashboxSchema.parse(cashbox);
    expect(parsed.fiscalDrive).toEqual({
      fiscalDriveNumber: '7281440500751551',
      earliestDocumentTimestamp: '2024-03-01T10:00:00',
    });
    expect(parsed.fiscalDrives.map((d) => d.fiscalDriveNumber)).toEqual([
      '9999078860712345',
      '7281440500751551',
    ]);
    expect(parsed.addresses).toHaveLength(2);
    expect(parsed).not.toHaveProperty('fiscalDriverNumber');
  });

  it('accepts either spelling, trims padding and leaves the first-document date optional', () => {
    expect(fiscalDriveEntrySchema.parse({ fiscalDriveNumber: '99990788607     ' })).toEqual({
      fiscalDriveNumber: '99990788607',
      earliestDocumentTimestamp: undefined,
    });
    expect(
      fiscalDriveEntrySchema.safeParse({ earliestDocumentTimestamp: '2024-03-01T10:00:00' })
        .success,
    ).toBe(false);
  });

  it('defaults missing optional parts and lists the current drive among all drives', () => {
    const sparse = omit(cashbox, 'addresses', 'fiscalDrives', 'name');
    const parsed = cashboxSchema.parse({
      ...sparse,
      regNumber: '0000000003065868  ',
      lastDocumentTimestamp: '2024-09-20T12:00:00',
      newField: true,
    });
    expect(parsed).toMatchObject({
      regNumber: '0000000003065868',
      name: '',
      addresses: [],
      lastDocumentTimestamp: '2024-09-20T12:00:00',
    });
    expect(parsed.fiscalDrives.map((d) => d.fiscalDriveNumber)).toEqual(['7281440500751551']);
  });

  it('reads the last-document times tolerantly: missing, null, empty, text or epoch', () => {
    const at = (value: unknown) =>
      cashboxSchema.parse({
        ...cashbox,
        address: 'г. Новосибирск, ул. Ленина, д. 1',
        lastDocumentTimestamp: value,
        lastCashReceiptTimestamp: value,
      });
    for (const none of [undefined, null, '', 'yesterday'])
      expect(at(none)).toMatchObject({ lastDocumentTimestamp: undefined });
    expect(at('2024-09-20T12:00:00').lastDocumentTimestamp).toBe('2024-09-20T12:00:00');
    // Epoch seconds are a UTC instant: 05:00Z is noon on a Novosibirsk register's clock (UTC+7).
    const epoch = Date.parse('2024-09-20T05:00:00Z') / 1000;
    expect(at(epoch)).toMatchObject({
      lastDocumentTimestamp: '2024-09-20T12:00:00',
      lastCashReceiptTimestamp: '2024-09-20T12:00:00',
    });
  });

  it('rejects a permission window that is not a local date-time', () => {
    expect(cashboxListSchema.safeParse([{ ...cashbox, permissionTo: '2025-06-01' }]).success).toBe(
      false,
    );
    expect(
      cashboxSchema.safeParse({ ...cashbox, permissionFrom: '2023-06-01T00:00:00Z' }).success,
    ).toBe(false);
  });
});

describe('operator errors', () => {
  it('reads the operator body', () => {
    const body = {
      errorCodeId: 'urn:error:organization:not-found',
      errorCode: 404000,
      moreInfo: 'https://example.org/docs',
      userMessage: { ru: 'Организация не найдена', en: 'Organization not found' },
    };
    expect(operatorErrorSchema.parse(body)).toEqual(body);
  });
  it('drops what has the wrong type instead of failing', () => {
    expect(
      operatorErrorSchema.parse({ errorCodeId: 5, errorCode: '400000', userMessage: 'x', z: 1 }),
    ).toEqual({
      errorCodeId: undefined,
      errorCode: undefined,
      moreInfo: undefined,
      userMessage: undefined,
    });
  });
});

describe('query dates', () => {
  it('reads the four formats as one calendar date and refuses others', () => {
    for (const text of ['2024-09-17', '2024.09.17', '17-09-2024', '17.09.2024']) {
      expect(queryDateSchema.parse(text)).toBe('2024-09-17');
    }
    for (const text of ['2024/09/17', '17.09.24', '2024-09-31', ' 2024-09-17']) {
      expect(queryDateSchema.safeParse(text).success).toBe(false);
    }
  });
});
