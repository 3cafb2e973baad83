import { defineScreenGroup } from '@console/area-kit';

export default defineScreenGroup({
  texts: (lng) => import(`./locales/${lng}.json`),
});
