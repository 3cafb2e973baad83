import { OPTIONS } from '@console/contracts/options';
import { z } from 'zod';
import { route } from '../../http/routes';
import { applicationLogo, applicationVersion } from './settings';
import { applicationLogoAnswer, optionsAnswer } from '@console/contracts/schemas/core-answers';

export function applicationRoutes() {
  return [
    route({
      method: 'GET',
      path: 'application/version',
      name: 'Application version',
      response: z.object({ version: z.string() }),
      handler: async () => ({ version: applicationVersion() }),
    }),
    route({
      method: 'GET',
      path: 'application/logo',
      name: 'Application logos',
      response: applicationLogoAnswer,
      handler: async ({ services }) => applicationLogo(services.db),
    }),
    route({
      method: 'GET',
      path: 'common/options',
      name: 'Enumeration options',
      response: optionsAnswer,
      handler: async () => OPTIONS,
    }),
  ];
}
