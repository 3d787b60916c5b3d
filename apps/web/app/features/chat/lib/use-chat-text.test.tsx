import { loadLocaleI18n } from '@bar/i18n';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { I18nextProvider, useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { describe, expect, it } from 'vitest';
import { chatI18n } from './use-chat-text';

function Translated() {
  const { t } = useTranslation();
  return <p>{t('offline.title')}</p>;
}

describe('the chat catalogue', () => {
  it('joins the language’s texts without re-rendering the page’s translated components', async () => {
    const instance = await loadLocaleI18n('fr');
    let renders = 0;
    render(
      <I18nextProvider i18n={instance}>
        <Profiler id="page" onRender={() => (renders += 1)}>
          <Translated />
        </Profiler>
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph')).not.toBeEmptyDOMElement();
    const before = renders;
    await act(async () => {
      await chatI18n('fr');
    });
    // The widget's texts are there, in French…
    expect(instance.t('chat.open')).toBe('Ouvrir le clavardage');
    // …and the rest of the page did not render again for them.
    expect(renders).toBe(before);
  });
});
