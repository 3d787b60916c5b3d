import { useAuth } from '@bar/session/use-auth';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  PANEL_GROUPS,
  PANEL_TABS,
  SUPERADMIN_TABS,
  TAB_LABEL_KEYS,
  type PanelTab,
} from '../panel-tabs';
import { SuperadminOnly } from './superadmin-only';

export type AdminPanelProps = {
  tab: PanelTab;
  /** Each section's content, given by the app (a feature never imports another). */
  panels?: Partial<Record<PanelTab, ReactNode>>;
  /** Sections whose feature flag is off: hidden from admins, marked as off for superadmins. */
  switchedOff?: readonly PanelTab[];
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The control panel: a sidebar of links grouped by job (each section its own URL, the current
 * one aria-current="page") beside the open section. On a narrow screen the sidebar is a drawer
 * behind a labelled button: opening it moves the focus in and keeps it there, Escape or a
 * choice closes it and gives the focus back to the button.
 */
export function AdminPanel({ tab, panels = {}, switchedOff = [] }: AdminPanelProps) {
  const { t } = useTranslation('admin');
  const { userRole } = useAuth();
  const superadmin = userRole === 'superadmin';
  const navId = useId();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const inNav = (id: PanelTab) =>
    superadmin || (!switchedOff.includes(id) && !SUPERADMIN_TABS.includes(id));
  const shown = PANEL_TABS.filter(inNav);
  // A switched-off section's address opens the first one still shown; a superadmin's section
  // opened by its address says itself that it is not for this account.
  const current =
    shown.includes(tab) || (!switchedOff.includes(tab) && SUPERADMIN_TABS.includes(tab))
      ? tab
      : (shown[0] ?? tab);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !navRef.current) return;
    const items = [...navRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const label = (id: PanelTab) => t(TAB_LABEL_KEYS[id]);

  return (
    <div className="panel">
      {/* The page's one level-one heading; each section's own title is a level two. */}
      <h1 className="panel__title">{t('app.title')}</h1>
      <button
        ref={buttonRef}
        type="button"
        className="button panel__menu-button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰ </span>
        {t('panel.openMenu')}
      </button>
      {open && <div className="panel__backdrop" aria-hidden="true" onClick={() => close(true)} />}
      <nav
        ref={navRef}
        id={navId}
        className="panel__nav"
        data-open={open}
        aria-label={t('panel.tabsLabel')}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="button panel__menu-close" onClick={() => close(true)}>
          {t('panel.closeMenu')}
        </button>
        {PANEL_GROUPS.map((group) => {
          const tabs = group.tabs.filter(inNav);
          if (tabs.length === 0) return null;
          const groupId = `${navId}-${group.id}`;
          return (
            <div key={group.id} className="panel__group">
              <span id={groupId} className="panel__group-label">
                {t(`panel.group.${group.id}`)}
              </span>
              <ul aria-labelledby={groupId} className="panel__links">
                {tabs.map((id) => (
                  <li key={id}>
                    <Link
                      to={paths.tab(id)}
                      className="panel__link"
                      aria-current={id === current ? 'page' : undefined}
                      onClick={() => open && close(true)}
                    >
                      {label(id)}
                      {switchedOff.includes(id) && (
                        <span className="panel__tab-off"> ({t('panel.tabOff')})</span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <section className="panel__content" aria-label={label(current)}>
        {current === 'branding' ? (
          <SuperadminOnly>{panels[current]}</SuperadminOnly>
        ) : (
          panels[current]
        )}
      </section>
    </div>
  );
}
