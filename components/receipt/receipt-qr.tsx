'use client';

import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';

/**
 * The receipt's QR code as the tax service's app reads it, with its text for copying. A tap opens
 * it full screen (a modal dialog), large enough for another phone's camera across a counter.
 */
export function ReceiptQr({ value, size = 160 }: { value: string | null; size?: number }) {
  const t = useTranslations('Receipt.qr');
  const dialog = useRef<HTMLDialogElement>(null);
  if (!value) return <p className="text-sm text-slate-600">{t('missing')}</p>;
  return (
    <figure className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-label={t('enlarge')}
        className={cn('rounded-md', focusRing)}
        data-testid="qr-enlarge"
      >
        <QRCodeSVG value={value} size={size} marginSize={2} title={t('title')} role="img" />
      </button>
      <figcaption className="text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t('string')}</span>{' '}
        <code className="break-all font-mono text-xs" data-testid="qr-string">
          {value}
        </code>
      </figcaption>
      <dialog
        ref={dialog}
        aria-label={t('title')}
        data-testid="qr-full"
        className="m-0 h-dvh max-h-none w-dvw max-w-none bg-white p-4 backdrop:bg-white"
        onClick={() => dialog.current?.close()}
      >
        <div className="flex h-full flex-col items-center justify-center gap-4">
          <QRCodeSVG
            value={value}
            marginSize={4}
            title={t('title')}
            role="img"
            className="h-auto w-[min(90vw,80vh)]"
            style={{ width: undefined, height: undefined }}
          />
          <button type="button" className={cn('rounded-md border px-4 py-2', focusRing)}>
            {t('close')}
          </button>
        </div>
      </dialog>
    </figure>
  );
}
