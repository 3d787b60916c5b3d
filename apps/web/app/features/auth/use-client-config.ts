import { useEffect, useState } from 'react';
import { loadClientConfig, type WebClientConfig } from './load-client-config';

/** The configuration once the browser has it; null while prerendering, loading or offline. */
export function useClientConfig(): WebClientConfig | null {
  const [config, setConfig] = useState<WebClientConfig | null>(null);
  useEffect(() => {
    let active = true;
    loadClientConfig().then(
      (value) => active && setConfig(value),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return config;
}
