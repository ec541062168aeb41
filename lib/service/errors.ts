// The operator's error catalogue (docs/operator-api.md §2) as the built-in service answers it. Handlers throw
// a ServiceError; the router turns it into the operator's body. Nothing else ever reaches the wire.

export type ErrorBody = {
  errorCodeId: string;
  errorCode: number;
  moreInfo: string;
  userMessage: { ru: string; en: string };
};

type Entry = { status: number; errorCode: number; errorCodeId: string; ru: string; en: string };

const MORE_INFO = 'README.md#built-in-service-errors';

export const ERRORS = {
  requestInvalid: (name: string): Entry => ({
    status: 400,
    errorCode: 400000,
    errorCodeId: 'urn:error:request:invalid',
    ru: `Недопустимое значение параметра ${name}.`,
    en: `The value of the ${name} parameter is invalid.`,
  }),
  // The operator documents only the numeric code of this v1 error; the URN follows its pattern.
  innInvalid: (): Entry => ({
    status: 400,
    errorCode: 400001,
    errorCodeId: 'urn:error:request-parameter:inn:invalid',
    ru: 'ИНН указан неверно: нужно 10 или 12 цифр с верными контрольными разрядами.',
    en: 'The INN is invalid: it must be 10 or 12 digits with valid check digits.',
  }),
  periodInvalid: (): Entry => ({
    status: 400,
    errorCode: 400002,
    errorCodeId: 'urn:error:request-parameter:period:invalid',
    ru: 'Неверный период: дата начала позже даты окончания.',
    en: 'The period is invalid: the start date is after the end date.',
  }),
  required: (name: string): Entry => ({
    status: 400,
    errorCode: 400007,
    errorCodeId: `urn:error:request-parameter:${name}:required`,
    ru: `Не указан обязательный параметр ${name}.`,
    en: `The required parameter ${name} is missing.`,
  }),
  dateInvalid: (name: string): Entry => ({
    status: 400,
    errorCode: 400008,
    errorCodeId: 'urn:error:request-parameter:date:invalid',
    ru: `Неверная дата в параметре ${name}: используйте ГГГГ-ММ-ДД, ГГГГ.ММ.ДД, ДД-ММ-ГГГГ или ДД.ММ.ГГГГ.`,
    en: `The date in ${name} is invalid: use yyyy-mm-dd, yyyy.mm.dd, dd-mm-yyyy or dd.mm.yyyy.`,
  }),
  dateTimeInvalid: (name: string): Entry => ({
    status: 400,
    errorCode: 400009,
    errorCodeId: 'urn:error:request-parameter:datetime:invalid',
    ru: `Неверные дата и время в параметре ${name}: используйте ГГГГ-ММ-ДДTчч:мм:сс.`,
    en: `The date-time in ${name} is invalid: use yyyy-MM-ddTHH:mm:ss.`,
  }),
  sessionInvalid: (): Entry => ({
    status: 401,
    errorCode: 401002,
    errorCodeId: 'urn:error:request-parameter:auth-sid:required:access-denied',
    ru: 'Сессия не указана, недействительна или истекла. Получите новый идентификатор сессии.',
    en: 'The session is missing, invalid or expired. Obtain a new session id.',
  }),
  apiKeyRequired: (): Entry => ({
    status: 401,
    errorCode: 401003,
    errorCodeId: 'urn:error:request-parameter:apikey:required:access-denied',
    ru: 'Не указан ключ интегратора.',
    en: 'The integrator key is missing.',
  }),
  apiKeyUnknown: (): Entry => ({
    status: 401,
    errorCode: 401003,
    errorCodeId: 'urn:error:request-parameter:apikey:unknown:access-denied',
    ru: 'Ключ интегратора неизвестен.',
    en: 'The integrator key is not recognised.',
  }),
  documentsForbidden: (): Entry => ({
    status: 403,
    errorCode: 403000,
    errorCodeId: 'urn:error:access-to:cashboxdocuments:forbidden',
    ru: 'Нет доступа к документам кассы за этот период: он вне разрешённого интервала.',
    en: "No access to the register's documents for this period: it lies outside the permission window.",
  }),
  cashboxForbidden: (): Entry => ({
    status: 403,
    errorCode: 403002,
    errorCodeId: 'urn:error:access-to:cashbox:forbidden',
    ru: 'Нет доступа к этой кассе.',
    en: 'No access to this cash register.',
  }),
  organizationForbidden: (): Entry => ({
    status: 403,
    errorCode: 403003,
    errorCodeId: 'urn:error:access-to:organization:forbidden',
    ru: 'Нет доступа к этой организации.',
    en: 'No access to this organization.',
  }),
  documentNotFound: (): Entry => ({
    status: 404,
    errorCode: 404001,
    errorCodeId: 'urn:error:documents:document:not-found',
    ru: 'Документ не найден: фискальный накопитель не устанавливался в эту кассу или документа с таким номером нет.',
    en: 'Document not found: the fiscal drive was never installed in this register, or there is no document with this number.',
  }),
  // The three below are not in the operator's catalogue; they follow its shape.
  pathNotFound: (): Entry => ({
    status: 404,
    errorCode: 404002,
    errorCodeId: 'urn:error:request:path:not-found',
    ru: 'Такой операции нет.',
    en: 'There is no such operation.',
  }),
  methodNotAllowed: (): Entry => ({
    status: 405,
    errorCode: 405000,
    errorCodeId: 'urn:error:request:method:not-allowed',
    ru: 'Метод не поддерживается: используйте GET.',
    en: 'Method not allowed: use GET.',
  }),
  // Not in the operator's catalogue either: its storage is away for a while (docs/outages.md);
  // sent with Retry-After, like the operator's own 503s.
  unavailable: (): Entry => ({
    status: 503,
    errorCode: 503000,
    errorCodeId: 'urn:error:service:unavailable',
    ru: 'Сервис временно недоступен. Повторите запрос позже.',
    en: 'The service is temporarily unavailable. Please retry later.',
  }),
  internal: (): Entry => ({
    status: 500,
    errorCode: 500000,
    errorCodeId: 'urn:error:internal',
    ru: 'Внутренняя ошибка сервиса. Повторите запрос позже.',
    en: 'Internal service error. Please retry later.',
  }),
} satisfies Record<string, (name: string) => Entry>;

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(readonly entry: Entry) {
    super(entry.errorCodeId);
  }

  get status() {
    return this.entry.status;
  }

  toBody(): ErrorBody {
    const { errorCodeId, errorCode, ru, en } = this.entry;
    return { errorCodeId, errorCode, moreInfo: MORE_INFO, userMessage: { ru, en } };
  }
}

/** `fail(ERRORS.cashboxForbidden())` reads as the rule it enforces. */
export function fail(entry: Entry): never {
  throw new ServiceError(entry);
}
