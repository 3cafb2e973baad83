import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

/** A tab of a list kept in the path (`/convert/order/buy`), with what it adds to every request and export. */
export interface PathTab {
  name: string;
  fixed: Record<string, string | number>;
}

/** The list of the tab in the path; an unknown tab goes to the first one, filters kept. */
export function PathTabRoute({
  tabs,
  basePath,
  children,
}: {
  tabs: readonly PathTab[];
  basePath: string;
  children: (tab: PathTab) => ReactNode;
}) {
  const { tabName } = useParams();
  const { search } = useLocation();
  const tab = tabs.find((candidate) => candidate.name === tabName);
  if (!tab) return <Navigate to={`${basePath}/${tabs[0].name}${search}`} replace />;
  return children(tab);
}

/** The tabs of a list; switching keeps the filters and starts again at the first page. */
export function PathTabs({
  tabs,
  current,
  basePath,
  label,
}: {
  tabs: readonly PathTab[];
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
