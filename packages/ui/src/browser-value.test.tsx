import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useBrowserValue } from './browser-value';

let stored = 'dark';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const read = () => stored;

function Slot() {
  return <p>{useBrowserValue(subscribe, read, 'light')}</p>;
}

it('hydrates with the prerendered value, then shows and follows the browser’s', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Slot />);
  expect(container.textContent).toBe('light');
  const errors: unknown[] = [];
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Slot />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('dark');
  expect(listeners.size).toBe(1);

  stored = 'light';
  act(() => listeners.forEach((listener) => listener()));
  expect(container.textContent).toBe('light');

  act(() => root?.unmount());
  expect(listeners.size).toBe(0);
});
