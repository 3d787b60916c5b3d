import { LinkedText } from '@bar/ui/widgets/link-text/linked-text';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

/** The card's description behind a show / hide toggle (closed at first, as in the hero). */
export function EventDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text.trim()) return null;
  return (
    <div className="event-description">
      <button
        type="button"
        className="event-description__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('blog.card.hideDescription') : t('blog.card.showDescription')}
      </button>
      <p id={id} className="event-description__text" hidden={!open}>
        {/* Web addresses, e-mails, phones and street addresses in the text become links. */}
        <LinkedText text={text} />
      </p>
    </div>
  );
}
