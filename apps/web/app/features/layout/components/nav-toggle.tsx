import type { Ref } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

type NavToggleProps = {
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** The hamburger: named 'Menu', its state in aria-expanded; the 28×28 icon is decorative. */
export function NavToggle({ open, controls, onToggle, ref }: NavToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className="nav-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 28 28" width="28" height="28">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          d={open ? 'M7 7l14 14M21 7 7 21' : 'M5 8h18M5 14h18M5 20h18'}
        />
      </svg>
      <span className="visually-hidden">{t('nav.menuToggle')}</span>
    </button>
  );
}
