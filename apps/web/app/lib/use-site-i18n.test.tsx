import { expect, test, vi } from 'vitest';

// A component whose texts arrive while its first render is suspended is replayed by React
// once they are in. That replay must make the same use() calls as the first attempt, or the
// hooks after them read as updates of a component that never mounted (React error #467, which
// React recovers from with a synchronous re-render and reports as a recoverable error).
test('a component whose text group arrives while it is suspended mounts without an error', async () => {
  // Fresh module state: the test setup loaded every group of every language.
  vi.resetModules();
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { loadLocaleI18n } = await import('@bar/i18n');
  const { useSiteI18n } = await import('./use-site-i18n');
  await loadLocaleI18n('fr');

  function Review() {
    const i18n = useSiteI18n('fr', ['review']);
    const label = React.useMemo(() => i18n.t('review.success'), [i18n]);
    return <p>{label}</p>;
  }

  const errors: unknown[] = [];
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: (error) => errors.push(error) });
  try {
    React.startTransition(() => root.render(<Review />));
    await vi.waitFor(() => expect(container.querySelector('p')).not.toBeNull());
    expect(container.querySelector('p')!.textContent).toBe('Merci pour votre avis !');
    expect(errors).toEqual([]);
  } finally {
    root.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  }
});
