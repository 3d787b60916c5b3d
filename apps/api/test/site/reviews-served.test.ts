import { describe, expect, it } from 'vitest';
import { fillReviews } from '../../src/plugins/app/site/slots/reviews.js';

const rail =
  '<div class="reviews-rail"><h2>Lo que dicen nuestros invitados</h2><p class="reviews-rail__status">Cargando comentarios…</p><div class="reviews-rail__served" data-served="reviews"></div></div>';

const review = (id: string, name: string, rating: number | null) => ({
  id,
  name,
  comment: `Muy <bueno> ${id}`,
  locale: 'es',
  ts: 1,
  rating,
});

describe('the reviews rail in the served home page', () => {
  it('writes the newest reviews as the rail’s cards: comment, name (or Invitado), stars', () => {
    const html = fillReviews(
      rail,
      'es',
      [review('a', 'Ana', 4), review('b', '', null), review('c', 'Luis', 5)],
      undefined,
    );
    expect(html).toContain(
      '<li><figure class="reviews-rail__card"><blockquote class="reviews-rail__comment" lang="es">Muy &lt;bueno&gt; a</blockquote><figcaption class="reviews-rail__author"><span>Ana</span><span class="reviews-rail__stars" role="img" aria-label="4 de 5">★★★★☆</span></figcaption></figure></li>',
    );
    expect(html).toContain('<span>Invitado</span></figcaption>');
    expect(html.match(/<figure /g)).toHaveLength(3);
  });

  it('leaves the rail loading when there is no review (or the read failed)', () => {
    expect(fillReviews(rail, 'es', [], undefined)).toBe(rail);
    expect(fillReviews(rail, 'es', null, undefined)).toBe(rail);
  });
});
