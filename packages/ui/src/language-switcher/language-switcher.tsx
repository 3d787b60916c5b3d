import { useId } from 'react';
import { Link } from 'react-router';
import { useUiTranslation } from '../i18n/ui-i18n';
import { type LanguageEntry, shownLanguages, type SwitcherMode } from './language-cycle';
import { useMinimised } from './use-minimised';

export type LanguageSwitcherProps = {
  entries: readonly LanguageEntry[];
  /** The page's language (an entry's locale). */
  current: string;
  mode?: SwitcherMode;
  /** The same page under another language (path, query and hash kept). */
  hrefFor: (locale: string) => string;
  /** The landmark's name ('Cambiar idioma'). */
  label: string;
  className?: string;
};

function EntryIcon({ entry, alt }: { entry: LanguageEntry; alt: string }) {
  return (
    <img
      src={entry.icon}
      width={entry.width}
      height={entry.height}
      alt={alt}
      loading={entry.priority ? 'eager' : 'lazy'}
      fetchPriority={entry.priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/**
 * Links to the same page in the other languages, replacing the history entry without
 * scrolling. The list sits beside a fixed-size toggle and out of the flow, so minimising or
 * expanding never moves the rest of the page. Renders nothing without languages.
 */
export function LanguageSwitcher({
  entries,
  current,
  mode = 'all',
  hrefFor,
  label,
  className = 'language-switcher',
}: LanguageSwitcherProps) {
  const { t } = useUiTranslation();
  const [minimised, toggle, atLoad] = useMinimised();
  const listId = useId();
  if (entries.length === 0) return null;
  const currentEntry = entries.find((entry) => entry.locale === current);
  const toggleLabel = currentEntry
    ? t('languageSwitcher.toggle', { language: currentEntry.label || currentEntry.alt })
    : t('languageSwitcher.toggleAny');
  return (
    // data-at-load: the expansion the page opens with. The site lays it out as a row inside its
    // header (not a popover over the page), so for those 7 s it covers no content; a list the
    // visitor opens is a popover under the toggle.
    <nav className={className} aria-label={label} data-minimised={minimised} data-at-load={atLoad}>
      <button
        type="button"
        className={`${className}__toggle`}
        aria-expanded={!minimised}
        aria-controls={listId}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={toggle}
      >
        {currentEntry ? (
          <EntryIcon entry={currentEntry} alt="" />
        ) : (
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
            />
          </svg>
        )}
      </button>
      <ul id={listId} className={`${className}__list`} hidden={minimised}>
        {shownLanguages(entries, current, mode).map((entry) => {
          // The visible label names the link; the icon's alt stands in when there is none.
          const icon = <EntryIcon entry={entry} alt={entry.label ? '' : entry.alt} />;
          return (
            <li key={entry.locale}>
              {entry.locale === current ? (
                <span className={`${className}__item`} aria-current="true" lang={entry.locale}>
                  {icon}
                  <span>{entry.label}</span>
                </span>
              ) : (
                <Link
                  className={`${className}__item`}
                  to={hrefFor(entry.locale)}
                  replace
                  preventScrollReset
                  lang={entry.locale}
                  hrefLang={entry.locale}
                >
                  {icon}
                  <span>{entry.label}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
