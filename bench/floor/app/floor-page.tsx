// The floor's page: the product's opening hero picture, a title and a line (bench/floor-i18n
// renders the same page with its texts read through i18next).
// hero.json is written by scripts/bench.mjs: the product's opening hero picture, copied here.
import hero from './hero.json';

export function FloorPage({ title, lead }: { title: string; lead: string }) {
  return (
    <main>
      <img
        src={hero.src}
        srcSet={hero.srcset}
        sizes={hero.sizes}
        width={hero.width}
        height={hero.height}
        alt=""
        fetchPriority="high"
        style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: hero.aspectRatio }}
      />
      <h1>{title}</h1>
      <p>{lead}</p>
    </main>
  );
}
