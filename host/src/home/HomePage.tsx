import { useRouteTable } from '../navigation/RouteTableContext';
import { RemoteRoute } from '../areas/RemotePage';
import { StartPage } from './StartPage';

/** /home: the deployed dashboard when the admin may open it, the console's start page otherwise. */
export function HomePage() {
  const home = useRouteTable().find((route) => route.id === 'home');
  if (home?.remote && home.meta) return <RemoteRoute remote={home.remote} meta={home.meta} />;
  return <StartPage />;
}
