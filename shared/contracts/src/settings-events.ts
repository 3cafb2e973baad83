/**
 * The window event a settings screen sends after saving the system information (the console's own logos,
 * favicon and name): the host then loads `application/logo` again, so the change shows without a reload.
 * Kept apart from the settings schemas so that the host's start-up code reads it without zod.
 */
export const BRANDING_CHANGED_EVENT = 'console:branding-changed';
