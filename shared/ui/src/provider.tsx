// Chakra by module: this is part of the shell's light kit (shell.ts).
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { type ColorMode, ColorModeProvider } from './theme/color-mode';
import { system } from './theme/system';

/** Chakra with the console's system, plus the colour mode. The host wraps the whole console in it once. */
export function UiProvider({ children, defaultColorMode }: { children: ReactNode; defaultColorMode?: ColorMode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider defaultMode={defaultColorMode}>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
