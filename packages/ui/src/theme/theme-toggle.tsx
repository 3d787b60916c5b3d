import { useUiTranslation } from '../i18n/ui-i18n';
import { toggleThemeSlot } from './theme-slot';
import { useThemeSlot } from './use-theme-slot';

type ThemeToggleProps = {
  className?: string;
};

/**
 * Flips the slot between light and dark. Its name (in the page's language) says what it switches
 * to; the icon is decorative. Before hydration it shows the light-slot state, like the prerendered HTML.
 */
export function ThemeToggle({ className = 'theme-toggle' }: ThemeToggleProps) {
  const { t } = useUiTranslation();
  const slot = useThemeSlot();
  const target = slot === 'dark' ? 'light' : 'dark';
  const label = t(target === 'dark' ? 'theme.toDark' : 'theme.toLight');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      data-slot={slot}
      onClick={() => toggleThemeSlot()}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        {target === 'dark' ? (
          <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
        ) : (
          <g fill="currentColor">
            <circle cx="12" cy="12" r="4.5" />
            <path
              d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </g>
        )}
      </svg>
    </button>
  );
}
