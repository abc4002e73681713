import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ApiClient } from '../api/client';
import type { Environment } from '../api/environment';
import type { Viewer } from '../session/session';
import type { BlockRegistry } from './block-registry';
import { preloadable } from './preloadable';

/** How much of the site frame a screen shows (spec §2.2). */
export type Chrome = 'full' | 'simple-footer' | 'chromeless';

/** Props every screen component receives: the route's path parameters. */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
}

/** What a screen's prefetch may use: the server calls it before rendering, to fill the cache. */
export interface ScreenPrefetchContext {
  api: ApiClient;
  queryClient: QueryClient;
  blocks: BlockRegistry;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  signedIn: boolean;
  /** The signed-in user (the access token's claims), for a screen whose data is the user's own. */
  viewer?: Viewer;
  environment: Environment;
}

/** Fills the query cache for a screen before the server renders it. */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => Promise<void>;

export interface ScreenSpec {
  /** A stable id, e.g. 'home' or 'cart'. */
  id: string;
  /**
   * A wouter path pattern, e.g. '/', '/shop/*', '/items/:id', or a RegExp whose named groups are
   * the params, for a param that must have a shape: `/^\/swaps\/(?<swapId>\d+)\/?$/` leaves
   * '/swaps/sell' to another screen.
   */
  path: string | RegExp;
  /**
   * The spec's routes (routes.txt) this screen answers, when `path` is not written their way (a
   * RegExp, or a param spelled out as its values); the registry listing reports these.
   */
  specRoutes?: readonly string[];
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  /**
   * Loads the screen's prefetch: `() => import('./prefetch').then((module) => module.prefetchFoo)`.
   * Lazy, like `load`, so that the list of screens (in the client entry) carries no screen's
   * query code: a page loads only the queries of the screen it shows.
   */
  prefetch?: () => Promise<ScreenPrefetch>;
  chrome?: Chrome;
  /**
   * By default a new path is a fresh screen: its state starts over (a new item page opens at its
   * first photo, no form carried over). A screen whose paths are views of one place — the inbox's
   * tabs, folders and search — keeps its state across them instead, so a search field being typed
   * into while the path follows it keeps its text and focus.
   */
  keepAcrossPaths?: boolean;
}

export interface ScreenPlugin {
  readonly id: string;
  readonly path: string | RegExp;
  /** The spec's routes it answers: `specRoutes`, else its path. */
  readonly specRoutes: readonly string[];
  readonly chrome: Chrome;
  readonly keepAcrossPaths: boolean;
  readonly Component: ComponentType<ScreenProps>;
  preload(): Promise<void>;
  prefetch(context: ScreenPrefetchContext): Promise<void>;
}

/** Defines a screen plugin. Pure: it takes effect when listed in screens/index.ts. */
export function defineScreen(spec: ScreenSpec): ScreenPlugin {
  const { Component, preload } = preloadable(spec.load);
  return {
    id: spec.id,
    path: spec.path,
    specRoutes: spec.specRoutes ?? [String(spec.path)],
    chrome: spec.chrome ?? 'full',
    keepAcrossPaths: spec.keepAcrossPaths ?? false,
    Component,
    preload,
    prefetch: async (context) => {
      const prefetch = await spec.prefetch?.();
      await prefetch?.(context);
    },
  };
}
