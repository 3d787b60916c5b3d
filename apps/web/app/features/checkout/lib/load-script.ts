const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script to the page once (the checkout's payment providers, loaded on that
 * page only) and resolves when it ran; a failed load is forgotten, so a retry adds it again.
 */
export function loadScriptOnce(
  url: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(url);
        reject(new Error(`script failed: ${url}`));
      };
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}
