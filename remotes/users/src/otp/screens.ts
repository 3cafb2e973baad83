import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { otpRecordsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'otp-records': withPrefetch(() => import('./Page'), otpRecordsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
