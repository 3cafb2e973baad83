import { defineScreenGroup } from '@console/area-kit';

/** The names of the catalogue's permissions and of their groups, as the permission tree shows them. */
export default defineScreenGroup({
  texts: (lng) => import(`./locales/${lng}.json`),
});
