import { useAreaTranslation } from '../../i18n';

/**
 * The words the API uses for where an address is when it cannot place it (it has no geolocation database):
 * these are the API's own labels, so they are translated; a place name it did find is shown as it came.
 */
const API_AREAS: Record<string, string> = {
  Loopback: 'area.loopback',
  'Local network': 'area.localNetwork',
  Unknown: 'area.unknown',
};

/** Writes an address's area in the console's language. */
export function useAreaLabel(): (area: string | null | undefined) => string | null {
  const { t } = useAreaTranslation();
  return (area) => {
    if (!area) return null;
    const key = API_AREAS[area];
    return key ? t(key) : area;
  };
}
