import { defineScreenGroup } from '@console/area-kit';

/** A position's page (a drawer of the open positions and of the position history): texts only. */
export default defineScreenGroup({
  texts: (lng) => import(`./locales/${lng}.json`),
});
