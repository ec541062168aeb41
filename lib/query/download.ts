import { apiFetch } from './api-fetch';

// A file of the dashboard API fetched by the page rather than followed as a link: for an export
// that takes a while (an organization's month reads every register), so that the page can show
// that it is working and say so in words when the file is refused or fails (docs/exports.md).
// Every failure is an ApiError, as for any query.

/** The name a Content-Disposition gives: `filename*` (UTF-8) first, then `filename`. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      // A malformed name falls back to the ASCII one.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

export async function downloadFile(
  url: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string | undefined }> {
  const response = await apiFetch(url, '*/*', signal);
  const name = attachmentName(response.headers.get('content-disposition'));
  return { blob: await response.blob(), name };
}

/** Hands a fetched file to the browser's downloads under its name. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
