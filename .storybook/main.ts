import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)', '../apps/console/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // The automatic JSX runtime, as in the console's own build.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react()] }),
};
export default config;
