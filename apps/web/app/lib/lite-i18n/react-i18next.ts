import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { LiteI18n, TFunction } from '@bar/i18n/lite/i18next';

/**
 * The part of react-i18next the public site uses, over @bar/i18n's lite i18next (why: see
 * packages/i18n/src/lite/i18next.ts). The site's modules import it by this path; the web app's
 * build also resolves the shared packages' `react-i18next` here (lite-i18n-alias.ts). As
 * react-i18next does, the hook reads the instance from the provider (or its `i18n` option),
 * re-renders when the store announces added texts, and returns `{ t, i18n, ready }` (also as an
 * array); its `t` reads the store when called, so a provider whose value changes re-renders
 * readers with the new texts.
 */
export type I18nContextValue = { i18n?: LiteI18n; defaultNS?: string };

export const I18nContext = createContext<I18nContextValue>({});

export function I18nextProvider({
  i18n,
  defaultNS,
  children,
}: {
  i18n: LiteI18n;
  defaultNS?: string;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

const noSubscription = () => () => undefined;
const keyOnly: TFunction = (key) => key;

type UseTranslationResult = [TFunction, LiteI18n | undefined, boolean] & {
  t: TFunction;
  i18n: LiteI18n;
  ready: boolean;
};

export function useTranslation(
  ns?: string,
  options: { i18n?: LiteI18n; useSuspense?: boolean } = {},
): UseTranslationResult {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context.i18n;
  const revision = useSyncExternalStore(
    useMemo(
      () =>
        i18n
          ? (onChange: () => void) => {
              i18n.store.on('added', onChange);
              return () => i18n.store.off('added', onChange);
            }
          : noSubscription,
      [i18n],
    ),
    () => i18n?.revision ?? 0,
    () => i18n?.revision ?? 0,
  );
  const namespace = ns ?? context.defaultNS;
  const t = useMemo(
    () => (i18n ? i18n.getFixedT(null, namespace) : keyOnly),
    // A new `t` when the store announces texts, as react-i18next gives one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` is the store's change
    [i18n, namespace, revision],
  );
  const result = [t, i18n, true] as unknown as UseTranslationResult;
  result.t = t;
  result.i18n = i18n as LiteI18n;
  result.ready = true;
  return result;
}
