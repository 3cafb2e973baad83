import { defineScreenGroup } from '@console/area-kit';
import routes from './routes.json';

/*
 * The dashboard at /home. No menu entry: the shell's sidebar leads with its own Home item, and the host shows this
 * page there for an admin holding its permission (its start page otherwise), so the route needs no prefetch either
 * (the host's home page, not a remote route's loader, opens it).
 */
export default defineScreenGroup({
  routes,
  pages: {
    home: () => import('./Page'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
