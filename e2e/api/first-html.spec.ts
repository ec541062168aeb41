import { expect, test } from '../support/load-aware-test';
import * as world from '../support/documents-world';
import { recentReceiptForFile } from '../support/file-receipt';

// The register and document pages are drawn on the server from their prefetched queries
// (docs/conventions.md, page loading): their data is in the first HTML, which needs no browser.

const known = recentReceiptForFile(4);

test('the register page is in its first HTML, read on the server', async ({ request }) => {
  const { register } = known;
  const response = await request.get(`/organizations/${register.orgId}/cashboxes/${register.rnm}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`data-testid="identity-rnm"[^>]*>(<[^>]+>)*${register.rnm}<`));
  expect(html).toContain(register.serialNumber);
});

test('the document page is in its first HTML, read on the server', async ({ request }) => {
  const { register, drive, fd } = known;
  const response = await request.get(world.documentPath(register, fd, { drive }));
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The loaded document's own fields, not the fallback title that waits for the browser's read.
  expect(html).toContain('data-testid="document-date-time"');
  // A streamed page may also carry the fallback heading ("Document No. …") ahead of the content
  // that replaces it: one heading must name the document's type.
  const headings = [...html.matchAll(new RegExp(`<h1[^>]*>([^<]+) No\\. ${fd}</h1>`, 'g'))];
  const types = headings.map((heading) => heading[1]);
  expect(types, 'the heading names the document type').toContainEqual(
    expect.not.stringMatching(/^Document$/),
  );
});
