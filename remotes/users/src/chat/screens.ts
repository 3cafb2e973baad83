import { defineScreenGroup } from '@console/area-kit';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    chats: () => import('./ChatsPage'),
    'chat-settings': () => import('./SettingsPage'),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
