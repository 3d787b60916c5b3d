import type { TermsData } from '@bar/domain/branding/terms';
import { LinkedText } from '../widgets/link-text/linked-text.js';
import { phoneHref } from '../widgets/link-text/phone-text.js';

/** The board's texts in the page's language (the site's catalogue: terms.*). */
export interface TermsLabels {
  termsTitle: string;
  privacyTitle: string;
  /** Said when the company has written neither text. */
  empty: string;
  contactTitle: string;
}

/** Free text as the staff typed it: a blank line starts a paragraph, a line break stays one. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

// Fixed ids: the API renders the board into the served page alone, the browser inside the
// page, and both must write the same markup.
function TermsSection({ id, title, text }: { id: string; title: string; text: string }) {
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
 * The company's terms and privacy notice (its branding's company.terms and company.privacy, in
 * the page's language), which the blog's review form links to. A tenant that has written
 * neither gets a sentence that says so, with its contact links. The same component renders it
 * in the browser and, into the served page, in the API (plugins/app/site/slots/terms.ts).
 */
export function TermsBoard({ data, labels }: { data: TermsData; labels: TermsLabels }) {
  const { terms, privacy, email, phone } = data;
  if (!terms && !privacy)
    return (
      <div className="terms">
        <p className="terms__text">{labels.empty}</p>
        {(email || phone) && (
          <ul className="terms__contact" aria-label={labels.contactTitle}>
            {email && (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {phone && (
              <li>
                <a href={phoneHref(phone)}>{phone}</a>
              </li>
            )}
          </ul>
        )}
      </div>
    );
  return (
    <div className="terms">
      {terms && <TermsSection id="terms-terms" title={labels.termsTitle} text={terms} />}
      {privacy && <TermsSection id="terms-privacy" title={labels.privacyTitle} text={privacy} />}
    </div>
  );
}
