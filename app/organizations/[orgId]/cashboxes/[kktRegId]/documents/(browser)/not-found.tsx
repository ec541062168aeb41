// The documents page finds out in the browser that a drive is not the register's: that reads as the
// register's not-found, as before the document's own not-found moved up to the documents segment.
export { default } from '../../../not-found';
