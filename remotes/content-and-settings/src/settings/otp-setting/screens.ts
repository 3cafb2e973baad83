import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { prefetchOtpSetting } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'otp-setting': withPrefetch(() => import('./Page'), prefetchOtpSetting),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
