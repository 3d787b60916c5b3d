import { useTranslation } from 'react-i18next';

export function TabPlaceholder({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h2>{name}</h2>
      <p>{t('panel.placeholder', { name })}</p>
    </>
  );
}
