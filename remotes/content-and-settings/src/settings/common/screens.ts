import { defineScreenGroup } from '@console/area-kit';

/** The texts every settings screen shares: the history of versions, reasons, saving. */
export default defineScreenGroup({
  texts: (lng) => import(`./locales/${lng}.json`),
});
