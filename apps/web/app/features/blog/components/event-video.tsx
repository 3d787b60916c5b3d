import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

// The player (and its CSS) is fetched on the first "watch", never with the page.
const ModalVideoPlayer = lazy(() => import('@bar/ui/media/modal-video-player'));

type EventVideoProps = { src: string; title: string; poster?: string };

/** "Watch the video" and, once asked for, the modal player (kept mounted to pause and rewind). */
export function EventVideo({ src, title, poster }: EventVideoProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('blog.card.watchVideo')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ModalVideoPlayer
            open={open}
            onClose={() => setOpen(false)}
            src={src}
            title={title}
            poster={poster}
          />
        </Suspense>
      ) : null}
    </>
  );
}
