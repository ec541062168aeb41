import { messagesLayout } from '@/components/i18n/client-messages';

// The browser gets only the messages this page's client components translate
// (docs/conventions.md, "Messages").
export default messagesLayout([
  'ApiErrors',
  'DataTable',
  'Mirror',
  'Terms',
  // "3 documents could not be read", said as the documents pages say it.
  'Documents.unreadable',
]);
