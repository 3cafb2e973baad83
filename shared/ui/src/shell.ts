/**
 * The light part of the kit, for the console's shell: the Chakra system and its provider, the colour mode,
 * the toaster, the page header and the empty state, and the kit's texts. These modules take Chakra by module
 * and none of them the list kit, so the shell downloads neither the whole of Chakra nor the tables, forms and
 * date pickers, which come with the first page of a remote. They are the same modules the whole kit exports
 * (`@console/ui`), so the shell and the remotes share one toaster and one colour mode.
 */
export { system } from './theme/system';
export {
  ColorModeButton,
  ColorModeProvider,
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  useColorMode,
  useColorModeValue,
} from './theme/color-mode';
export { UiProvider } from './provider';
export { Toaster, toaster, toastError, toastSuccess } from './toaster';
export { loadUiLocale, registerUiLocale, UI_NAMESPACE, useUiTranslation } from './i18n';
export { PageHeader } from './page-header';
export { EmptyState } from './empty-state';
