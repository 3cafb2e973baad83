import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

/** A tab of a list page kept in the path (`/finance/deposit/pending`, `/convert/order/buy`). */
export interface NamedTab {
  name: string;
}

/** The page of the tab in the path (`:tabName`); an unknown tab goes to the first one, filters kept. */
export function PathTabRoute<T extends NamedTab>({
  tabs,
  basePath,
  children,
}: {
  tabs: readonly T[];
  basePath: string;
  children: (tab: T) => ReactNode;
}) {
  const { tabName } = useParams();
  const { search } = useLocation();
  const tab = tabs.find((candidate) => candidate.name === tabName);
  if (!tab) return <Navigate to={`${basePath}/${tabs[0].name}${search}`} replace />;
  return children(tab);
}

/** The tabs of a list kept in the path; switching keeps the filters and starts again at the first page. */
export function PathTabs({
  tabs,
  current,
  basePath,
  label,
}: {
  tabs: readonly NamedTab[];
  current: string;
  basePath: string;
  label: (tab: string) => string;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const go = (tab: string) => {
    const params = new URLSearchParams(search);
    params.delete('pageNum');
    const query = params.toString();
    navigate(`${basePath}/${tab}${query ? `?${query}` : ''}`);
  };
  return (
    <Tabs.Root value={current} onValueChange={(e) => go(e.value)} variant="line" size="sm" mb="2">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.name} value={tab.name}>
            {label(tab.name)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
