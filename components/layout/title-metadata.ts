import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The `generateMetadata` of a page whose title is one message (`title` unless told) of a namespace. */
export function titleMetadata(namespace: string, key = 'title') {
  return async (): Promise<Metadata> => {
    const t = await getTranslations(namespace);
    return { title: t(key) };
  };
}
