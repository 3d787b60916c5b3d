import { useAuth } from '@bar/session/use-auth';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { AdminLayout } from '../../components/layout/admin-layout';
import { RouteLoading } from './route-loading';
import { ToastProvider } from '../../components/editor-kit/toast';
import { useSiteConfig } from '../../lib/use-site-config';
import { useAdminSignOut } from '../../features/access-gate/api/use-admin-access';
import { AccessGate } from '../../features/access-gate/components/access-gate';
import { AdminPanel, type AdminPanelProps } from '../../features/panel/components/admin-panel';
import { SuperadminOnly } from '../../features/panel/components/superadmin-only';
import { tabsSwitchedOff, toPanelTab } from '../../features/panel/panel-tabs';
import { useSettings } from '../../components/editor-kit/use-settings';

// The catalogue tab is its own chunk, loaded when staff open it.
const CatalogPanel = lazy(() => import('../../features/catalog/components/catalog-panel'));

// Each section is its own chunk, loaded when the section opens.
const EventsPanel = lazy(async () => ({
  default: (await import('../../features/events/components/events-panel')).EventsPanel,
}));
const AccessPanel = lazy(async () => ({
  default: (await import('../../features/access/components/access-panel')).AccessPanel,
}));
const SettingsPanel = lazy(async () => ({
  default: (await import('../../features/settings/components/settings-panel')).SettingsPanel,
}));
const BrandingPanel = lazy(() => import('../../features/branding/components/branding-panel'));
const EnvPanel = lazy(() => import('../../features/env/components/env-panel'));
const ReservationsPanel = lazy(
  () => import('../../features/reservations/components/reservations-panel'),
);
const StylesPanel = lazy(() => import('../../features/styles/components/styles-panel'));
const CloudPanel = lazy(() => import('../../features/cloud/components/cloud-panel'));
const StoragePanel = lazy(() => import('../../features/storage/components/storage-panel'));
const ReviewsPanel = lazy(() => import('../../features/reviews/components/reviews-panel'));
const GalleryPanel = lazy(() => import('../../features/gallery/components/gallery-panel'));
const AiAgentPanel = lazy(() => import('../../features/assistant/components/ai-agent-panel'));
const MetadataPanel = lazy(() => import('../../features/metadata/components/metadata-panel'));
// The landing: its chunk carries the charts' library, which no other section loads.
const TodayPanel = lazy(() => import('../../features/today/components/today-panel'));
const TranslationsPanel = lazy(
  () => import('../../features/translations/components/translations-panel'),
);

/** The panel once the gate admits: the stored feature flags decide which tabs admins see. */
function FlaggedPanel(props: Omit<AdminPanelProps, 'switchedOff'>) {
  const { data } = useSettings();
  return <AdminPanel {...props} switchedOff={tabsSwitchedOff(data?.settings.faculties)} />;
}

/** /admin (the day at a glance) and /admin/<section>: the gate in front of the panel, inside the sticky shell. */
export function AdminRoute() {
  const { '*': rest } = useParams();
  const { user } = useAuth();
  const signOut = useAdminSignOut();
  const { localMode, homeHref } = useSiteConfig();

  // The editors' toasts live with the panel's chunk: the sign-in page never loads them.
  return (
    <ToastProvider>
      <AdminLayout homeHref={homeHref} signedIn={user !== null} onSignOut={() => void signOut()}>
        <AccessGate localMode={localMode} homeHref={homeHref}>
          <FlaggedPanel
            tab={toPanelTab(rest)}
            panels={{
              today: (
                <Suspense fallback={<RouteLoading />}>
                  <TodayPanel />
                </Suspense>
              ),
              posts: (
                <Suspense fallback={<RouteLoading />}>
                  <EventsPanel />
                </Suspense>
              ),
              reservations: (
                <Suspense fallback={<RouteLoading />}>
                  <ReservationsPanel />
                </Suspense>
              ),
              styling: (
                <Suspense fallback={<RouteLoading />}>
                  <StylesPanel />
                </Suspense>
              ),
              cloud: (
                <Suspense fallback={<RouteLoading />}>
                  <CloudPanel />
                </Suspense>
              ),
              files: (
                <Suspense fallback={<RouteLoading />}>
                  <StoragePanel />
                </Suspense>
              ),
              reviews: (
                <Suspense fallback={<RouteLoading />}>
                  <ReviewsPanel />
                </Suspense>
              ),
              gallery: (
                <Suspense fallback={<RouteLoading />}>
                  <GalleryPanel />
                </Suspense>
              ),
              access: (
                <Suspense fallback={<RouteLoading />}>
                  <AccessPanel />
                </Suspense>
              ),
              settings: (
                <Suspense fallback={<RouteLoading />}>
                  <SettingsPanel />
                  {/* The environment section: superadmins only; admins do not see it at all. */}
                  <SuperadminOnly fallback={null}>
                    <EnvPanel />
                  </SuperadminOnly>
                </Suspense>
              ),
              branding: (
                <Suspense fallback={<RouteLoading />}>
                  <BrandingPanel />
                </Suspense>
              ),
              metadata: (
                <Suspense fallback={<RouteLoading />}>
                  <MetadataPanel />
                </Suspense>
              ),
              translations: (
                <Suspense fallback={<RouteLoading />}>
                  <TranslationsPanel />
                </Suspense>
              ),
              // The AI agent tab holds its configuration and, below it, its catalogue.
              'ai-agent': (
                <Suspense fallback={<RouteLoading />}>
                  <AiAgentPanel />
                  <CatalogPanel />
                </Suspense>
              ),
            }}
          />
        </AccessGate>
      </AdminLayout>
    </ToastProvider>
  );
}
