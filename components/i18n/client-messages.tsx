import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type MessagePath } from '@/lib/i18n/pick-messages';

/**
 * Gives the client components inside it the catalog parts `namespaces` names, and no others: the
 * page then carries only the messages its route translates in the browser, not the whole catalog
 * (docs/conventions.md, "Messages"). lib/i18n/client-messages.test.ts proves each route names
 * every part its client components use.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagePath[];
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(), namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/**
 * A layout that only gives its route's client components their catalog parts: the folder's
 * `layout.tsx` is `export default messagesLayout([…])`, a literal list the test above reads.
 */
export function messagesLayout(namespaces: readonly MessagePath[]) {
  return function MessagesLayout({ children }: { children: ReactNode }) {
    return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
  };
}
