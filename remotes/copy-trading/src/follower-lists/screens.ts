import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { blockList, inviteList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'invite-list': withPrefetch(() => import('./InviteListPage'), inviteList.prefetch),
    'block-list': withPrefetch(() => import('./BlockListPage'), blockList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
