import type { Locale } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { NavLink } from 'react-router';
import { anchorProps, resolveFrameLink } from '../frame-link';
import type { MenuButton } from '../frame-data';

/** A branding menu button: its text from the tenant's catalogue (messageId), else its default. */
export function MenuButtonLink({ button, locale }: { button: MenuButton; locale: Locale }) {
  const { t } = useTranslation();
  const link = resolveFrameLink(button.href, locale, button.openTarget);
  if (!link) return null;
  const label = button.messageId
    ? t(button.messageId, { defaultValue: button.defaultMessage || button.messageId })
    : button.defaultMessage;
  if (link.internal && !link.newTab) return <NavLink to={link.href}>{label}</NavLink>;
  return (
    <a {...anchorProps(link)}>
      {label}
      {link.newTab && <span className="visually-hidden"> {t('common.opensNewTab')}</span>}
    </a>
  );
}
