import { ERRORS, ServiceError } from './errors';
import { ALLOWED_METHODS, errorResponse } from './respond';

// The service's answer to a request no route can serve, in the operator's error body: given to the
// front door (proxy.ts, instrumentation.ts), which refuses such requests before routing
// (lib/security/request-guard.ts). Kept apart from lib/service/index.ts so that the front door does
// not load the store.

export function serviceRefusal(kind: 'method' | 'path'): Response {
  return kind === 'method'
    ? errorResponse(new ServiceError(ERRORS.methodNotAllowed()), { Allow: ALLOWED_METHODS })
    : errorResponse(new ServiceError(ERRORS.requestInvalid('path')));
}
