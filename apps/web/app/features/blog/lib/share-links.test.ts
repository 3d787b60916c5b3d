import { describe, expect, it } from 'vitest';
import { eventShareUrl, SHARE_TARGETS, shareLinks } from './share-links';

describe('share links', () => {
  const url = eventShareUrl('https://bar.example/es/blog?utm=x#old', 'noche-de-jazz');

  it('address the card on the page, without query or old hash', () => {
    expect(url).toBe('https://bar.example/es/blog#noche-de-jazz');
  });

  it('cover the eight targets of the spec, in order', () => {
    expect(shareLinks(url, 'x').map((link) => link.target)).toEqual([...SHARE_TARGETS]);
    expect(SHARE_TARGETS).toEqual([
      'email',
      'facebook',
      'linkedin',
      'pinterest',
      'reddit',
      'telegram',
      'twitter',
      'whatsapp',
    ]);
  });

  it('encode the URL and the title as URI components', () => {
    const links = Object.fromEntries(
      shareLinks(url, 'Jazz & tacos: ¡noche #1!').map((link) => [link.target, link.href]),
    );
    const u = 'https%3A%2F%2Fbar.example%2Fes%2Fblog%23noche-de-jazz';
    const t = 'Jazz%20%26%20tacos%3A%20%C2%A1noche%20%231!';
    expect(links.email).toBe(`mailto:?subject=${t}&body=${u}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(links.pinterest).toBe(
      `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    );
    expect(links.reddit).toBe(`https://www.reddit.com/submit?url=${u}&title=${t}`);
    expect(links.telegram).toBe(`https://t.me/share/url?url=${u}&text=${t}`);
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    expect(links.whatsapp).toBe(`https://api.whatsapp.com/send?text=${t}%20${u}`);
  });
});
