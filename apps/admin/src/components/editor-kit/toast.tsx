import * as Toast from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'success' | 'error';

/** A button in the toast ("Deshacer"); `altText` says what it does to a screen reader. */
export type ToastAction = { label: string; altText: string; onClick: () => void };

export type ToastOptions = {
  action?: ToastAction;
  /** How long it stays (ms); the kind's default otherwise. */
  duration?: number;
  /** Called once when the toast goes away without its action pressed (timed out or closed). */
  onDismiss?: () => void;
};

type ToastItem = { id: number; kind: ToastKind; text: string } & ToastOptions;

export type Toaster = {
  /** Shows a toast; answers its id (for `dismiss`). */
  show: (kind: ToastKind, text: string, options?: ToastOptions) => number;
  /** Takes a toast away at once (its `onDismiss` not called). */
  dismiss: (id: number) => void;
};

const ToastContext = createContext<Toaster>({ show: () => 0, dismiss: () => undefined });

/** How long a toast stays: long enough to read an error, shorter for a success. */
const DURATION: Record<ToastKind, number> = { success: 4000, error: 9000 };

/**
 * The panel's toasts (Radix Toast: a labelled live-region viewport, F8 moves focus there, each
 * toast can be closed). Successes are announced politely, failures assertively.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [items, setItems] = useState<ToastItem[]>([]);
  // Toasts whose action was pressed or that were dismissed by code: their onDismiss is not due.
  const settled = useRef(new Set<number>());
  const show = useCallback((kind: ToastKind, text: string, options: ToastOptions = {}) => {
    const id = Date.now() + Math.random();
    setItems((current) => [...current.slice(-3), { id, kind, text, ...options }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => {
    settled.current.add(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider label={t('editorKit.toast.label')}>
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            className={`toast toast--${item.kind}`}
            type={item.kind === 'error' || item.action ? 'foreground' : 'background'}
            duration={item.duration ?? DURATION[item.kind]}
            onOpenChange={(open) => {
              if (open) return;
              if (!settled.current.has(item.id)) item.onDismiss?.();
              settled.current.delete(item.id);
              setItems((current) => current.filter(({ id }) => id !== item.id));
            }}
          >
            <Toast.Description className="toast__text">{item.text}</Toast.Description>
            {item.action && (
              <Toast.Action
                className="toast__action"
                altText={item.action.altText}
                onClick={() => {
                  settled.current.add(item.id);
                  item.action?.onClick();
                }}
              >
                {item.action.label}
              </Toast.Action>
            )}
            <Toast.Close className="toast__close" aria-label={t('editorKit.toast.close')}>
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        {/* Radix puts the F8 hotkey where the label says {hotkey}. */}
        <Toast.Viewport className="toast-viewport" label={t('editorKit.toast.viewport')} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** `show('success' | 'error', text, options?)`: one toast in the panel's viewport. */
export const useToast = (): Toaster => useContext(ToastContext);
