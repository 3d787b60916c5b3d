import { LinkedText } from '@bar/ui/widgets/link-text/linked-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteBranding } from '../site-branding';
import { telHref } from './footer-contact';

/** Free text as the staff typed it: a blank line starts a paragraph, a line break stays one. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

function TermsSection({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section className="terms__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index} className="terms__text">
          <LinkedText text={paragraph} />
        </p>
      ))}
    </section>
  );
}

/**
 * The company's terms and privacy notice from the branding (company.terms, company.privacy, in
 * the page's language), which the blog's review form links to. Until the tenant's data arrives it
 * says it is loading; a tenant that has not written them gets a sentence that says so, with its
 * contact links.
 */
export function TermsContent({ branding }: { branding: SiteBranding | null }) {
  const { t } = useTranslation();
  if (!branding)
    return (
      <p className="terms__loading" role="status">
        {t('terms.loading')}
      </p>
    );
  const { terms, privacy, email, phone } = branding;
  if (!terms && !privacy)
    return (
      <div className="terms">
        <p className="terms__text">{t('terms.empty')}</p>
        {(email || phone) && (
          <ul className="terms__contact" aria-label={t('terms.contactTitle')}>
            {email && (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {phone && (
              <li>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
          </ul>
        )}
      </div>
    );
  return (
    <div className="terms">
      {terms && <TermsSection title={t('terms.termsTitle')} text={terms} />}
      {privacy && <TermsSection title={t('terms.privacyTitle')} text={privacy} />}
    </div>
  );
}
