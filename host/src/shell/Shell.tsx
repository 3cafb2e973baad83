import { Box, Flex } from '../chakra';
import { PageTitleScope, useSession } from '@console/client';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { overrideRefusedAtStart } from '../areas/overrideNotice';
import { usePageVerdict } from '../navigation/verdict';
import { Sidebar } from '../sidebar/Sidebar';
import { HistoryTags } from '../tags/HistoryTags';
import { Header } from './Header';
import { NoPermissionPage } from './NoPermissionPage';
import { afterNextPaint, shellShown } from './shown';
import { useSidebarCollapsed } from './useSidebarCollapsed';

/**
 * The height of the sticky top of the shell (the header, 3.5rem, and the history tags, 2.5rem, borders
 * included). The page scrolls under it: `scroll-padding-top` keeps what the keyboard or an anchor scrolls to
 * from hiding beneath it, and a page element that sticks to the window's top can use the same variable.
 */
export const SHELL_TOP_VARIABLE = '--console-shell-top';
const SHELL_TOP = '6rem';

/** Signed in: the frame of every page. Signed out only the not-found page comes here, and stands alone. */
export function Shell() {
  const { token } = useSession();
  return token ? <ShellFrame /> : <Outlet />;
}

/** The signed-in frame: sidebar, the sticky header and history tags, and the page. */
function ShellFrame() {
  const [collapsed, toggle] = useSidebarCollapsed();
  const verdict = usePageVerdict();
  const { pathname, search } = useLocation();
  // What the console fetches ahead for the areas waits for the shell to be on screen.
  useEffect(() => afterNextPaint(shellShown), []);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(SHELL_TOP_VARIABLE, SHELL_TOP);
    root.setProperty('scroll-padding-top', `var(${SHELL_TOP_VARIABLE})`);
    return () => {
      root.removeProperty(SHELL_TOP_VARIABLE);
      root.removeProperty('scroll-padding-top');
    };
  }, []);
  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Sidebar collapsed={collapsed} />
      <Flex direction="column" flex="1" minW="0">
        <Box position="sticky" top="0" zIndex="docked" data-testid="shell-top">
          <Header collapsed={collapsed} onToggleSidebar={toggle} overrideRefused={overrideRefusedAtStart()} />
          <HistoryTags />
        </Box>
        {/* The address the page drawn belongs to: a move inside the console keeps the previous page on screen until the
            next one can draw, and whoever drives the console (the browser tests) waits for this to name the new address. */}
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '5' }} data-location={pathname + search}>
          {verdict === 'forbidden' ? (
            <NoPermissionPage />
          ) : (
            <PageTitleScope path={pathname}>
              <Outlet />
            </PageTitleScope>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
