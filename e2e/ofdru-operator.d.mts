import type { IncomingMessage, ServerResponse } from 'node:http';

export type OfdRuItem = {
  Name: string;
  Price: number;
  Quantity: number;
  Total: number;
  NDS_Rate: number;
  NDS_Summ: number;
  CalculationMethod: number;
  SubjectType: number;
  ProductUnitOfMeasure?: number;
};
export type OfdRuReceipt = {
  DocNumber: number;
  DocShiftNumber: number;
  Number: number;
  DocDateTime: string;
  OperationType: string;
  TotalSumm: number;
  CashSumm: number;
  ECashSumm: number;
  PrepaidSumm: number;
  CreditSumm: number;
  Nds18_TotalSumm: number;
  Nds10_TotalSumm: number;
  DecimalFiscalSign: string;
  Depth: number;
  FnsStatus: string;
  Items: OfdRuItem[];
};
export type OfdRuRegister = {
  KktRegId: string;
  SerialNumber: string;
  KktModel: string;
  FnNumber: string;
  FnEndDate: string;
  FiscalAddress: string;
  FiscalPlace: string;
  FirstDocumentDate: string;
  LastDocOnKktDateTime: string;
  receipts: OfdRuReceipt[];
};
export type OfdRuWorld = { organizations: { inn: string; registers: OfdRuRegister[] }[] };
export function ofdRuWorld(): OfdRuWorld;
export type OfdRuOperator = {
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  fail(fault: {
    status: number;
    headers?: Record<string, string>;
    path?: RegExp;
    times?: number;
  }): void;
  recover(): void;
  endTokens(): void;
  endTokensAfter(count: number): void;
  calls: string[];
  logins(): number;
  world: OfdRuWorld;
};
export function createOfdRuOperator(options: {
  login: string;
  password: string;
  world: OfdRuWorld;
  tokenLifetimeMs?: number;
  now?: () => number;
}): OfdRuOperator;
