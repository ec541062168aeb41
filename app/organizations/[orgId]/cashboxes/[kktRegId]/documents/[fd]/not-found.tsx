// A document number the drive does not have (or the window hides) is a missing page, not a missing
// register: without this boundary a not-found thrown by the detail view in the browser would be
// caught by the register's not-found ("Cash register not found").
export { default } from '@/app/not-found';
