import { createContext, useContext } from 'react';
import type { ConsoleRoute } from './routeTable';

export const RouteTableContext = createContext<ConsoleRoute[]>([]);

export function useRouteTable(): ConsoleRoute[] {
  return useContext(RouteTableContext);
}
