import { areaTranslation } from '@console/area-kit';

/** The hook this area's screens translate with: its texts are the i18next namespace named after the remote. */
export const useAreaTranslation = areaTranslation('reports');
