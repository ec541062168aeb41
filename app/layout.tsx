import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ViewerRoleProvider } from '@/components/auth/viewer-context';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SiteHeader } from '@/components/layout/site-header';
import { requestViewerIfAnswering } from '@/lib/auth/server/viewer';
import { rootClientMessages } from '@/lib/i18n/client-messages';
import { Providers } from './providers';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common');
  return {
    title: { default: t('productName'), template: `%s · ${t('productName')}` },
    // The files live in public/ (the icon is drawn once; the manifest lets a phone add the app).
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
  };
}

export const viewport: Viewport = { themeColor: '#1f4fa8', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const viewer = await requestViewerIfAnswering();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <ClientMessages namespaces={rootClientMessages}>
          <Providers>
            <ViewerRoleProvider role={viewer?.role ?? null}>
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
              >
                {t('skipToContent')}
              </a>
              <SiteHeader viewer={viewer} />
              <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
                {children}
              </main>
            </ViewerRoleProvider>
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
