import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const greeting = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe('preloadable', () => {
  it('renders at once, without suspending, once preloaded (so hydration never leaves it behind)', async () => {
    const { Component, preload } = preloadable(greeting);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('suspends like React.lazy when not preloaded, then renders the component', async () => {
    const { Component } = preloadable(greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('keeps an instance that started lazily as it is when the code is preloaded later (no remount)', async () => {
    const { Component, preload } = preloadable(() =>
      Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> }),
    );
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Component label="first" />
      </Suspense>,
    );
    const first = await screen.findByText('first');
    await act(preload);
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Component label="second" />
      </Suspense>,
    );
    expect(screen.getByText('second')).toBe(first);
  });
});
