/**
 * The Chakra pieces the shell draws with, each from its own module. Chakra is shared with the remotes whole
 * (`@chakra-ui/react`, a module-federation singleton), but the whole library is a large download the shell
 * alone does not need: importing its pieces by module keeps the rest for the first page of a remote (which
 * the console fetches while idle). The modules are the very ones the shared library is made of, so there is
 * still one Chakra context, one system and one toaster (areas/shared-kit.ts loads the shared library before any
 * remote, so that the remotes use the host's).
 */
export { Alert } from '@chakra-ui/react/alert';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { Center } from '@chakra-ui/react/center';
export { Code } from '@chakra-ui/react/code';
export { Drawer } from '@chakra-ui/react/drawer';
export { Field } from '@chakra-ui/react/field';
export { Flex } from '@chakra-ui/react/flex';
export { Heading } from '@chakra-ui/react/heading';
export { Icon } from '@chakra-ui/react/icon';
export { Image } from '@chakra-ui/react/image';
export { Input } from '@chakra-ui/react/input';
export { Link } from '@chakra-ui/react/link';
export { Menu } from '@chakra-ui/react/menu';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Portal } from '@chakra-ui/react/portal';
export { Separator } from '@chakra-ui/react/separator';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
export { Spacer } from '@chakra-ui/react/spacer';
export { HStack, Stack, VStack } from '@chakra-ui/react/stack';
export { Table } from '@chakra-ui/react/table';
export { Text } from '@chakra-ui/react/text';
export { Tooltip } from '@chakra-ui/react/tooltip';
