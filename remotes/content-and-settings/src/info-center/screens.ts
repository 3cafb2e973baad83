import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { infoContentList } from './api';
import routes from './routes.json';

const editor = () => import('./EditorPage');

export default defineScreenGroup({
  routes,
  pages: {
    'info-center-list': withPrefetch(() => import('./Page'), infoContentList.prefetch),
    'info-center-add': editor,
    'info-center-edit': editor,
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
