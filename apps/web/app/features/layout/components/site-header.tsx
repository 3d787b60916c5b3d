import type { Locale } from '@bar/i18n';
import { ThemeToggle } from '@bar/ui/theme/theme-toggle';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { EMPTY_FRAME, type FrameData } from '../frame-data';
import { BrandLink, DEFAULT_LOGO } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { NavToggle } from './nav-toggle';

type SiteHeaderProps = {
  locale: Locale;
  /** The kiosk shows only the brand and the languages, no site navigation. */
  withNav?: boolean;
  badge?: ReactNode;
  /** The tenant's brand name (branding); the catalogue's until it has loaded. */
  brandName?: string;
  /** The tenant's frame data; with it the header has the logo box (empty until `loaded`). */
  frame?: FrameData;
  loaded?: boolean;
};

export function SiteHeader({
  locale,
  withNav = true,
  badge,
  brandName,
  frame,
  loaded = false,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const data = frame ?? EMPTY_FRAME;
  const logo = frame ? (loaded ? (data.logo ?? DEFAULT_LOGO) : null) : undefined;
  return (
    <header className="site-header" data-nav={withNav ? 'on' : 'off'}>
      <div className="site-header__bar">
        <BrandLink locale={locale} brandName={brandName} logo={logo} />
        <div className="site-header__tools">
          {badge}
          <LanguageSwitcher locale={locale} frame={data} />
          <ThemeToggle />
          {withNav && (
            <NavToggle
              ref={toggleRef}
              open={open}
              controls={navId}
              onToggle={() => setOpen((value) => !value)}
            />
          )}
        </div>
      </div>
      {withNav && <MainNav id={navId} locale={locale} frame={data} open={open} onClose={close} />}
    </header>
  );
}
