// hero.json is written by scripts/bench.mjs: the product's opening hero picture, copied here.
import hero from '../hero.json';

export default function Home() {
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
      <h1>La Cantina</h1>
      <p>Floor page: the framework with nothing of ours.</p>
    </main>
  );
}
