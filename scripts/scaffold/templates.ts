// The files `npm run new:block` and `npm run new:screen` write. Each compiles, passes lint and its test as
// generated; the TODO lines mark what only a person can write (the layout's fields, the screen's content).

/** 'top-models' → 'TopModels'. */
export const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
/** 'top-models' → 'topModels'. */
export const camel = (name: string) => pascal(name).replace(/^./, (c) => c.toLowerCase());

export const blockTemplates = (layout: string) => {
  const Name = pascal(layout);
  const name = camel(layout);
  return {
    [`schemas/blocks/${layout}.ts`]: `import { z } from 'zod';
import { blockSchema } from '../block';

/** ${layout}: TODO say what the editor places with it (spec §2.7). */
export const ${name}BlockSchema = blockSchema.extend({
  layout: z.literal('${layout}'),
  // TODO the fields the layout requires, e.g. title: z.string().min(1),
});
`,
    [`blocks/${layout}/index.ts`]: `import { defineBlock } from '../../engine';

/** ${layout}: TODO one line on what it shows. */
export const ${name}Block = defineBlock({ layout: '${layout}', load: () => import('./${Name}') });
`,
    [`blocks/${layout}/${Name}.tsx`]: `import type { BlockProps } from '../../engine';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './${Name}.css?url';

export default function ${Name}({ block }: BlockProps<'${layout}'>) {
  return (
    <section className="ks-${layout}">
      <Stylesheet href={css} />
      <SectionHead title={block.title} />
    </section>
  );
}
`,
    [`blocks/${layout}/${Name}.css`]: `.ks-${layout} {
  padding: var(--ks-space-4) 0;
}
`,
    [`blocks/${layout}/${layout}.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { ${name}BlockSchema } from '../../schemas/blocks/${layout}';
import fixture from '../../stories/fixtures/blocks/${layout}.json';
import ${Name} from './${Name}';

const block = (overrides: Record<string, unknown> = {}) => ${name}BlockSchema.parse({ ...fixture, ...overrides });

describe('${layout} block', () => {
  // TODO a test per spec rule of the layout.
  it('shows its title', () => {
    renderWithEngine(<${Name} block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
  });
});
`,
    [`stories/fixtures/blocks/${layout}.json`]: `${JSON.stringify({ id: 9000, layout, title: pascal(layout).replace(/([a-z])([A-Z0-9])/g, '$1 $2') }, null, 2)}
`,
    [`stories/blocks/${layout}.stories.tsx`]: `import { ${name}Block } from '../../blocks/${layout}';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/${layout}.json';

export default { title: 'Blocks / ${layout}' };

export const Mobile = () => <BlockStory plugin={${name}Block} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={${name}Block} fixture={fixture} />;
Desktop.meta = { width: 1280 };
`,
  };
};

export const screenTemplates = (id: string, path: string) => {
  const Name = pascal(id);
  const name = camel(id);
  const endpoint = `/v1/${id.replace(/-/g, '_')}`;
  return {
    [`screens/${id}/index.ts`]: `import { defineScreen } from '../../engine';

/** ${path}: TODO one line on what the user does here (spec §2.1). */
export const ${name} = defineScreen({
  id: '${id}',
  path: '${path}',
  load: () => import('./${Name}Screen'),
});
`,
    [`screens/${id}/${id}-queries.ts`]: `import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';

/**
 * GET ${endpoint}: what the screen shows.
 * TODO the endpoint's path and its answer's schema from schemas/entities/ (\`npm run new:endpoint\` prints the
 * call), and a function per write.
 */
export function ${name}Query(api: ApiClient) {
  return queryOptions({
    queryKey: ['${id}'],
    queryFn: () => api.get('${endpoint}', { schema: z.unknown() }),
  });
}
`,
    [`screens/${id}/${Name}Screen.tsx`]: `import { useSuspenseQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { ${name}Query } from './${id}-queries';

export default function ${Name}Screen() {
  const { api } = useEngine();
  // TODO show the answer.
  useSuspenseQuery(${name}Query(api));
  return (
    <div className="ks-page">
      <PageMeta title="${Name}" description="TODO one sentence for search results." />
      <h1>${Name}</h1>
    </div>
  );
}
`,
    [`screens/${id}/${Name}Screen.test.tsx`]: `import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import ${Name}Screen from './${Name}Screen';

describe('${path}', () => {
  // TODO the user's story: what they see, what they do, what the API is asked.
  it('shows its title once the API has answered', async () => {
    const { api, calls } = fakeApi({ 'GET ${endpoint}': { data: {} } });
    renderWithEngine(
      <Suspense fallback={null}>
        <${Name}Screen />
      </Suspense>,
      { path: '${path}', api },
    );
    expect(await screen.findByRole('heading', { name: '${Name}' })).toBeInTheDocument();
    expect(calls.map(({ call }) => call)).toEqual(['GET ${endpoint}']);
  });
});
`,
  };
};
