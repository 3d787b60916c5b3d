import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../testing/render-in-locale';
import { LoadingOverlay } from './loading-overlay';
import { loaderBoxSize, RESULT_IMAGE_SIZE } from './overlay-sizes';
import { FailureOverlay, SuccessOverlay } from './result-overlay';

describe('LoadingOverlay', () => {
  it('is a busy, polite status whose box is 1.4 times the logo', () => {
    const { container } = renderInLocale(<LoadingOverlay logoSrc="/logo.webp" logoSize={100} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
    expect(container.querySelector('.bar-overlay__loader')).toHaveStyle({
      width: '140px',
      height: '140px',
    });
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('width', '100');
    expect(logo).toHaveAttribute('alt', '');
  });

  it('defaults to a 64 px logo, speaks the page language and takes a label', () => {
    expect(loaderBoxSize(64)).toBe(89.6);
    expect(loaderBoxSize(90)).toBe(126);
    const { container } = renderInLocale(<LoadingOverlay />, 'es');
    expect(container.querySelector('.bar-overlay__loader')).toHaveStyle({ width: '89.6px' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    renderInLocale(<LoadingOverlay label="Sending the reservation" fullscreen={false} />, 'fr');
    expect(screen.getByText('Sending the reservation')).toBeInTheDocument();
  });
});

describe('Success and failure overlays', () => {
  it.each([
    ['en', 'Success', 'Error'],
    ['es', 'Éxito', 'Error'],
    ['fr', 'Succès', 'Erreur'],
  ])('default texts in %s', (locale, success, failure) => {
    renderInLocale(
      <>
        <SuccessOverlay />
        <FailureOverlay />
      </>,
      locale,
    );
    const [ok, failed] = screen.getAllByRole('status');
    expect(ok).toHaveTextContent(success);
    expect(ok).toHaveAttribute('aria-live', 'polite');
    expect(failed).toHaveTextContent(failure);
    expect(failed).toHaveAttribute('aria-live', 'assertive');
  });

  it('images default to 120 × 120, other sizes and texts on request', () => {
    expect(RESULT_IMAGE_SIZE).toBe(120);
    const { container } = renderInLocale(
      <>
        <SuccessOverlay imageSrc="/ok.webp" />
        <FailureOverlay imageSrc="/ko.webp" imageWidth={80} imageHeight={60} text="Could not send">
          <button type="button">Retry</button>
        </FailureOverlay>
      </>,
    );
    const [ok, ko] = container.querySelectorAll('img');
    expect(ok).toHaveAttribute('width', '120');
    expect(ok).toHaveAttribute('height', '120');
    expect(ko).toHaveAttribute('width', '80');
    expect(ko).toHaveAttribute('height', '60');
    expect(screen.getByText('Could not send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
