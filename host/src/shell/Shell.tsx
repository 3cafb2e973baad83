import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Sidebar } from '../sidebar/Sidebar';
import { HistoryTags } from '../tags/HistoryTags';
import { overrideRefusedAtStart } from '../areas/overrideNotice';
import { Header } from './Header';
import { useSidebarCollapsed } from './useSidebarCollapsed';

/** The signed-in frame: sidebar, header, history tags, and the page. */
export function Shell() {
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Sidebar collapsed={collapsed} />
      <Flex direction="column" flex="1" minW="0">
        <Header collapsed={collapsed} onToggleSidebar={toggle} overrideRefused={overrideRefusedAtStart()} />
        <HistoryTags />
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '5' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
