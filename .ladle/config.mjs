/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  outDir: 'build/ladle',
  // Its own Vite config: the app's vite.config.ts builds the host entry and the SSR bundle.
  viteConfig: '.ladle/vite.config.ts',
  addons: {
    width: {
      enabled: true,
      // The spec §9 breakpoint is 767 px: a phone below it, a desktop page above it.
      options: { mobile: 375, desktop: 1280 },
      defaultState: 0,
    },
  },
};
