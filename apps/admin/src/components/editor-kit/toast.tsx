import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'success' | 'error';
type ToastItem = { id: number; kind: ToastKind; text: string };
export type Toaster = { show: (kind: ToastKind, text: string) => void };

const ToastContext = createContext<Toaster>({ show: () => undefined });

/** How long a toast stays: long enough to read an error, shorter for a success. */
const DURATION: Record<ToastKind, number> = { success: 4000, error: 9000 };

/**
 * The panel's toasts (Radix Toast: a labelled live-region viewport, F8 moves focus there, each
 * toast can be closed). Successes are announced politely, failures assertively.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((kind: ToastKind, text: string) => {
    setItems((current) => [...current.slice(-3), { id: Date.now() + Math.random(), kind, text }]);
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider label={t('editorKit.toast.label')}>
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            className={`toast toast--${item.kind}`}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            duration={DURATION[item.kind]}
            onOpenChange={(open) => {
              if (!open) setItems((current) => current.filter(({ id }) => id !== item.id));
            }}
          >
            <Toast.Description className="toast__text">{item.text}</Toast.Description>
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

/** `show('success' | 'error', text)`: one toast in the panel's viewport. */
export const useToast = (): Toaster => useContext(ToastContext);
