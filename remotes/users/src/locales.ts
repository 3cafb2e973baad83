/**
 * Every screen group's texts. A group's locale files hold one top-level key, the group's name
 * (`{"kyc": {...}}`), so groups never overwrite each other.
 */
import { addLocaleSet } from './i18n';
