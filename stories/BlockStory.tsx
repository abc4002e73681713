import type { ReactNode } from 'react';
import { EngineProvider, useEngine, type BlockPlugin, type EngineContextValue } from '../engine';
import { fakeApi, type FakeRoutes } from '../engine/testing';
import { blockSchemaFor, type Layout } from '../schemas/blocks';

/**
 * Renders a fixture through its block plugin (`plugin.Render`, the path <PageView> takes), inside
 * the app's page frame. The fixture is validated by its layout's schema first, as the page does.
 */
export function BlockStory<L extends Layout>({ plugin, fixture }: { plugin: BlockPlugin<L>; fixture: unknown }) {
  const block = blockSchemaFor(plugin.layout).parse(fixture);
  const { Render } = plugin;
  return (
    <div className="ks-page">
      <Render block={block} />
    </div>
  );
}

/** The same engine as the surrounding Provider, for a signed-in user. */
export function SignedIn({ children }: { children: ReactNode }) {
  const engine = useEngine();
  return <EngineProvider value={{ ...engine, signedIn: true }}>{children}</EngineProvider>;
}

/** The surrounding engine with its API answering `routes` (engine/testing fakeApi), signed in as `viewer` if given. */
export function WithRoutes({
  routes,
  viewer,
  children,
}: {
  routes: FakeRoutes;
  viewer?: EngineContextValue['viewer'];
  children: ReactNode;
}) {
  const engine = useEngine();
  const signIn = viewer ? { signedIn: true, viewer } : {};
  return <EngineProvider value={{ ...engine, api: fakeApi(routes).api, ...signIn }}>{children}</EngineProvider>;
}
