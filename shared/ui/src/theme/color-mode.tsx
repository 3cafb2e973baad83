// Chakra by module: this is part of the shell's light kit (shell.ts).
import { IconButton, type IconButtonProps } from '@chakra-ui/react/button';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useUiTranslation } from '../i18n';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'console.colorMode';

interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

function readStoredMode(): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Chakra's `_dark` condition follows a `.dark` class on an ancestor, so the mode lives on <html>. */
function applyToDocument(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

export function initialColorMode(): ColorMode {
  return readStoredMode() ?? (systemPrefersDark() ? 'dark' : 'light');
}

export function ColorModeProvider({ children, defaultMode }: { children: ReactNode; defaultMode?: ColorMode }) {
  const [colorMode, setMode] = useState<ColorMode>(() => defaultMode ?? initialColorMode());

  useEffect(() => applyToDocument(colorMode), [colorMode]);

  const setColorMode = useCallback((mode: ColorMode) => {
    setMode(mode);
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  }, []);

  const value = useMemo<ColorModeContextValue>(
    () => ({ colorMode, setColorMode, toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') }),
    [colorMode, setColorMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside ColorModeProvider (UiProvider)');
  return ctx;
}

/** A value for the light mode or the dark one. */
export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}

export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const { t } = useUiTranslation();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={colorMode === 'dark' ? t('colorMode.toLight') : t('colorMode.toDark')}
      onClick={toggleColorMode}
      {...props}
    >
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
