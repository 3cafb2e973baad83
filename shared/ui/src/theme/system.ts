// Chakra by module: this is part of the shell's light kit (shell.ts). `defaultConfig` is these two merged.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react/styled-system';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/**
 * The console's design system: Chakra's defaults with a calm blue brand, neutral surfaces and semantic
 * tokens that switch with the `.dark` class on <html> (see ColorModeProvider).
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', fontFeatureSettings: '"tnum" 1' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Inter, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif' },
        body: { value: 'Inter, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif' },
        mono: { value: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace' },
      },
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#b4ccfe' },
          300: { value: '#86aafb' },
          400: { value: '#5a86f5' },
          500: { value: '#3a66e8' },
          600: { value: '#2a4fcc' },
          700: { value: '#243fa5' },
          800: { value: '#213883' },
          900: { value: '#1f3269' },
          950: { value: '#141f40' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          surface: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
          tableHeader: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
        },
        border: {
          surface: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, defaultThemeConfig), config);
