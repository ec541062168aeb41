import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { localeCookie, resolveLocale } from './locales';
import { messages } from './messages';

// No locale in the URL: the language comes from the switch's cookie, else Accept-Language.
export default getRequestConfig(async () => {
  const locale = resolveLocale(
    (await cookies()).get(localeCookie)?.value,
    (await headers()).get('accept-language'),
  );
  return { locale, messages: messages[locale] };
});
