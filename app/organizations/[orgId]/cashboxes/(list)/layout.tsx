import { messagesLayout } from '@/components/i18n/client-messages';

// The browser gets only the messages this page's client components translate
// (docs/conventions.md, "Messages").
export default messagesLayout(['ApiErrors', 'DataTable', 'Health', 'Registers', 'Terms']);
