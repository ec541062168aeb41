'use client';

import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';

/** The receipt's QR code as the tax service's app reads it, with its text for copying. */
export function ReceiptQr({ value, size = 160 }: { value: string | null; size?: number }) {
  const t = useTranslations('Receipt.qr');
  if (!value) return <p className="text-sm text-slate-600">{t('missing')}</p>;
  return (
    <figure className="flex flex-col items-start gap-2">
      <QRCodeSVG value={value} size={size} marginSize={2} title={t('title')} role="img" />
      <figcaption className="text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t('string')}</span>{' '}
        <code className="break-all font-mono text-xs" data-testid="qr-string">
          {value}
        </code>
      </figcaption>
    </figure>
  );
}
