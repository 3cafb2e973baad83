// Stands in for zod's table of every locale. Shared singletons cannot be tree-shaken, so without this
// every app would ship zod's messages in 40-odd languages; the console translates validation messages
// itself and only zod's default (English) locale is used.
export { default as en } from '@console/federation/zod-locale-en';
