import { describe, expect, it } from 'vitest';
import { fillTerms } from '../../src/plugins/app/site/slots/terms.js';
import { jsonBlock } from './site-test-app.js';

const page = (locale: string) =>
  `<main><h1>Terms</h1><p class="terms__loading" role="status" data-terms-root="">Loading the terms…</p></main><!--${locale}-->`;

describe('the terms page as served', () => {
  it('renders the tenant’s terms where the page says it is loading, with the block the browser reads', () => {
    const data = {
      terms: 'No insults.\n\nWe may publish <your> review.',
      privacy: 'Write to a@b.example',
    };
    const { html, tail } = fillTerms(page('en'), 'en', data, undefined);
    expect(html).not.toContain('terms__loading');
    // In a Suspense boundary, as the browser renders it: React keeps it until the board's module.
    expect(html).toMatch(
      /^<main><h1>Terms<\/h1><!--\$--><div class="terms">[\s\S]*<\/div><!--\/\$--><\/main>/,
    );
    expect(html).toContain(
      '<section class="terms__section" aria-labelledby="terms-terms"><h2 id="terms-terms">Terms and conditions</h2><p class="terms__text">No insults.</p><p class="terms__text">We may publish &lt;your&gt; review.</p></section>',
    );
    expect(html).toContain('<h2 id="terms-privacy">Privacy</h2>');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(jsonBlock(tail, 'bar-terms')).toEqual({ locale: 'en', terms: data });
  });

  it('says the tenant has written none, with its contact, in the page’s language and served texts', () => {
    const { html } = fillTerms(
      page('fr'),
      'fr',
      { email: 'hola@casa.example' },
      {
        'terms.contactTitle': 'Nous joindre',
      },
    );
    expect(html).toContain('<ul class="terms__contact" aria-label="Nous joindre">');
    expect(html).toContain('<a href="mailto:hola@casa.example">hola@casa.example</a>');
  });

  it('leaves a page without the placeholder as it is', () => {
    const other = '<main><h1>Blog</h1></main>';
    expect(fillTerms(other, 'es', { terms: 'x' }, undefined)).toEqual({ html: other, tail: '' });
  });
});
