import type { MessagePath } from './pick-messages';

/**
 * The catalog parts every page's client components may use, given by the root layout: the
 * header's language switch and sign-out, and the error boundary. A page adds its own with
 * `<ClientMessages>` (components/i18n/client-messages.tsx); lib/i18n/client-messages.test.ts
 * proves each route provides what its client components translate.
 */
export const rootClientMessages: readonly MessagePath[] = ['Common.language', 'Auth', 'ApiErrors'];
