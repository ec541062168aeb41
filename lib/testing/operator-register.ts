// One organization with one register, as a fake operator (lib/testing/fake-upstream.ts) describes
// them; each test adds the drives, permission window and quirks it is about.

export const ORG = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const INN = '7707083893';
export const RNM = '0000000003065868';
/** The register's current fiscal drive. */
export const FN = '7281440500751551';

/** The register's identity in the operator's record. */
export const REGISTER_RECORD = {
  regNumber: RNM,
  serialNumber: '00106708432139',
  name: 'Касса 1',
  modelName: 'АТОЛ 30Ф',
  kpp: '770701001',
  salesPointName: 'Тверская',
  address: 'Москва, Тверская, 1',
};
