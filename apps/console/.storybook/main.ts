import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

/** One Storybook for the console and every library it is made of. */
const config: StorybookConfig = {
  stories: ['../../../libs/*/src/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // The automatic JSX runtime, as in the console's own build.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react()] }),
};
export default config;
