// The floor page with i18next: bench/floor's page, its texts read through i18next +
// react-i18next set up as the back office sets them up (one instance per language, bundled
// resources, `initAsync: false`). `pnpm bench` builds it over a copy of bench/floor, so the bench
// can say how much first-load JS and blocking time those libraries would add to a page (the
// site ships a small stand-in for them instead).
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { FloorPage } from '../floor-page';

const i18n = i18next.createInstance({
  lng: 'es',
  fallbackLng: 'es',
  resources: {
    es: {
      translation: {
        title: 'La Cantina',
        lead: 'Floor page: the framework and the translation runtime with nothing of ours.',
      },
    },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});
void i18n.use(initReactI18next).init();

function Page() {
  const { t } = useTranslation();
  return <FloorPage title={t('title')} lead={t('lead')} />;
}

export default function Home() {
  return (
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>
  );
}
