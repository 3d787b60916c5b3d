import { lazy, Suspense } from 'react';
import { PageIntro } from '../components/page-intro';
import { ReservationForm } from '../features/reservations/components/reservation-form';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import { useSearchParam } from '../lib/use-search-param';
import type { Route } from './+types/reservations';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('reservations', params.lang);

// Only a mail's cancel link shows the cancel panel: its code loads then, not with every visit.
const CancelPanel = lazy(async () => ({
  default: (await import('../features/reservations/components/cancel-panel')).CancelPanel,
}));

/**
 * /{lang}/reservas: the form, with `?date=YYYY-MM-DD` preselected (the events' "Reservar"
 * buttons), or the cancel panel for a mail's `?cancel=` link.
 */
export default function ReservationsRoute() {
  const locale = useLocale();
  const date = useSearchParam('date');
  const cancel = useSearchParam('cancel');
  return (
    <>
      <PageIntro page="reservations" />
      {cancel ? (
        <Suspense fallback={null}>
          <CancelPanel token={cancel} locale={locale} />
        </Suspense>
      ) : (
        <ReservationForm
          key={date}
          locale={locale}
          initialDate={/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : ''}
        />
      )}
    </>
  );
}
