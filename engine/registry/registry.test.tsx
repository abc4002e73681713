import { describe, expect, it } from 'vitest';
import { blockSchemaFor, layouts } from '../../schemas/blocks';
import { testRegistry } from '../testing';
import { defineBlock } from './block-plugin';
import { createBlockRegistry, type AnyBlockPlugin } from './block-registry';
import { defineScreen } from './screen-plugin';
import { createScreenRegistry } from './screen-registry';

const Empty = () => null;

describe('block registry', () => {
  it('holds one plugin per layout of schemas/blocks, whose schema refuses another layout', () => {
    for (const layout of layouts) {
      expect(testRegistry[layout].layout).toBe(layout);
      expect(blockSchemaFor(layout).safeParse({ id: 1, layout: 'something-else' }).success).toBe(false);
    }
  });

  it('throws when a layout is registered twice', () => {
    const hero = defineBlock({ layout: 'hero', load: async () => ({ default: Empty }) });
    const plugins: AnyBlockPlugin[] = [...layouts.map((layout) => testRegistry[layout]), hero];
    expect(() => createBlockRegistry(plugins)).toThrow('Block layout "hero" is registered twice');
  });

  it('defining a block registers nothing and loads no component code', () => {
    let loaded = false;
    defineBlock({ layout: 'hero', load: async () => ((loaded = true), { default: Empty }) });
    expect(loaded).toBe(false);
  });
});

describe('screen registry', () => {
  const screen = (id: string, path: string) => defineScreen({ id, path, load: async () => ({ default: Empty }) });

  it('keeps the order it was given (catch-alls last)', () => {
    expect(createScreenRegistry([screen('home', '/'), screen('shop', '/shop/*')]).map((s) => s.id)).toEqual([
      'home',
      'shop',
    ]);
  });

  it('throws on a duplicate id or path', () => {
    expect(() => createScreenRegistry([screen('home', '/'), screen('home', '/x')])).toThrow(
      'Screen id "home" is registered twice',
    );
    expect(() => createScreenRegistry([screen('a', '/'), screen('b', '/')])).toThrow(
      'Screen path "/" is registered twice',
    );
  });

  it("reports the spec's routes it answers: its path, or the routes a RegExp or spelled-out path stands for", () => {
    expect(screen('cart', '/cart').specRoutes).toEqual(['/cart']);
    const swap = defineScreen({
      id: 'swap',
      path: /^\/swaps\/(?<swapId>[0-9]+)$/,
      specRoutes: ['/swaps/:swapId'],
      load: async () => ({ default: Empty }),
    });
    expect(swap.specRoutes).toEqual(['/swaps/:swapId']);
  });
});
