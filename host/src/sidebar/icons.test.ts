import { MENU_ICON_NAMES } from '@console/contracts';
import { FALLBACK_MENU_ICON, FALLBACK_SECTION_ICON, menuIcon, sectionIcon } from './icons';

test('every icon name a menu entry may give has an icon of its own', () => {
  for (const name of MENU_ICON_NAMES) expect(menuIcon(name)).not.toBe(FALLBACK_MENU_ICON);
  expect(new Set(MENU_ICON_NAMES.map(menuIcon)).size).toBe(MENU_ICON_NAMES.length);
});

test('a missing or unknown name gets the fallback icon', () => {
  expect(menuIcon(undefined)).toBe(FALLBACK_MENU_ICON);
  expect(menuIcon('no-such-icon')).toBe(FALLBACK_MENU_ICON);
  expect(menuIcon('toString')).toBe(FALLBACK_MENU_ICON);
});

test('sections have icons by name, with a fallback', () => {
  expect(sectionIcon('finance')).not.toBe(FALLBACK_SECTION_ICON);
  expect(sectionIcon('backstageManagement')).not.toBe(FALLBACK_SECTION_ICON);
  expect(sectionIcon('somethingNew')).toBe(FALLBACK_SECTION_ICON);
});
