import { PageIntro } from '../components/page-intro';
import { CancelPanel } from '../features/reservations/components/cancel-panel';
import { ReservationForm } from '../features/reservations/components/reservation-form';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import { useSearchParam } from '../lib/use-search-param';
import type { Route } from './+types/reservations';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('reservations', params.lang);

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
        <CancelPanel token={cancel} locale={locale} />
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
