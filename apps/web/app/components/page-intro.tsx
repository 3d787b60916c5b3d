import { useTranslation } from '../lib/lite-i18n/react-i18next';

type PageIntroProps = {
  /** i18n namespace of the page: reads `{page}.title` and `{page}.intro`. */
  page: string;
};

export function PageIntro({ page }: PageIntroProps) {
  const { t } = useTranslation();
  return (
    <header className="page-intro">
      <h1>{t(`${page}.title`)}</h1>
      <p className="lead">{t(`${page}.intro`)}</p>
    </header>
  );
}
