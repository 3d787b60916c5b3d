import sharp from 'sharp';

/*
 * The demo's generated illustrations (no text in them: a title belongs to the page, and a phone
 * crops a picture): a stage scene for an event, a dish or a drink for the menu. Each is an SVG
 * drawn in a 300-high box, centred on a canvas of the picture's ratio; sharp renders it as webp.
 */

/** What an event's picture shows. */
export type EventScene = 'mariachi' | 'karaoke' | 'cumbia' | 'altar' | 'tequila' | 'fiesta';
/** What a menu picture shows. */
export type DishScene =
  | 'tacos'
  | 'pupusas'
  | 'bowl'
  | 'plate'
  | 'dessert'
  | 'bottle'
  | 'beer'
  | 'cocktail'
  | 'michelada'
  | 'table';

const H = 300;

/** A small deterministic generator, so a picture is the same at every seed. */
function seeded(text: string) {
  let state = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Soft out-of-focus lights over the background. */
function bokeh(width: number, seed: string, count: number, colour: string) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const r = 6 + random() * 22;
    return `<circle cx="${round(random() * width)}" cy="${round(random() * H * 0.7)}" r="${round(r)}" fill="${colour}" opacity="${round(0.08 + random() * 0.2)}"/>`;
  }).join('');
}

const SCENES: Record<EventScene, (accent: string) => string> = {
  mariachi: (accent) => `
    <ellipse cx="105" cy="118" rx="78" ry="16" fill="${accent}"/>
    <path d="M72 116 Q78 62 105 58 Q132 62 138 116 Z" fill="${accent}"/>
    <path d="M74 108 Q105 98 136 108" stroke="#fff" stroke-width="5" fill="none" opacity="0.8"/>
    <g transform="rotate(-24 200 190)">
      <rect x="193" y="40" width="14" height="110" rx="3" fill="#5b3411"/>
      <rect x="188" y="28" width="24" height="22" rx="4" fill="#3b2208"/>
      <circle cx="200" cy="178" r="34" fill="#c9852c"/>
      <circle cx="200" cy="224" r="44" fill="#c9852c"/>
      <circle cx="200" cy="190" r="13" fill="#2b1606"/>
      <rect x="184" y="236" width="32" height="7" rx="2" fill="#3b2208"/>
      ${[-4, -1.5, 1.5, 4].map((x) => `<line x1="${200 + x}" y1="40" x2="${200 + x}" y2="238" stroke="#f5f5f4" stroke-width="0.8"/>`).join('')}
    </g>`,
  karaoke: (accent) => `
    <line x1="150" y1="150" x2="150" y2="262" stroke="#1c1917" stroke-width="6"/>
    <path d="M118 264 L182 264 L166 252 L134 252 Z" fill="#1c1917"/>
    <rect x="138" y="96" width="24" height="64" rx="8" fill="#292524"/>
    <circle cx="150" cy="78" r="32" fill="#a8a29e"/>
    <circle cx="150" cy="78" r="32" fill="none" stroke="#57534e" stroke-width="3"/>
    ${[-18, -6, 6, 18].map((d) => `<line x1="${150 + d}" y1="50" x2="${150 + d}" y2="106" stroke="#57534e" stroke-width="2"/><line x1="122" y1="${78 + d}" x2="178" y2="${78 + d}" stroke="#57534e" stroke-width="2"/>`).join('')}
    <g fill="${accent}">
      <ellipse cx="62" cy="140" rx="14" ry="10"/><rect x="72" y="80" width="5" height="60"/>
      <path d="M72 80 Q92 86 96 104 Q88 94 77 92 Z"/>
      <ellipse cx="232" cy="120" rx="13" ry="9"/><ellipse cx="270" cy="110" rx="13" ry="9"/>
      <rect x="241" y="64" width="5" height="56"/><rect x="279" y="54" width="5" height="56"/>
      <path d="M241 64 L284 54 L284 66 L241 76 Z"/>
    </g>`,
  cumbia: (accent) => `
    <g transform="rotate(-28 96 170)">
      <rect x="91" y="150" width="10" height="90" rx="4" fill="#78350f"/>
      <ellipse cx="96" cy="128" rx="30" ry="38" fill="${accent}"/>
      <path d="M70 120 Q96 108 122 120" stroke="#fff" stroke-width="5" fill="none"/>
    </g>
    <g transform="rotate(24 150 170)">
      <rect x="145" y="150" width="10" height="90" rx="4" fill="#78350f"/>
      <ellipse cx="150" cy="128" rx="30" ry="38" fill="#f97316"/>
      <path d="M124 134 Q150 122 176 134" stroke="#fff" stroke-width="5" fill="none"/>
    </g>
    <path d="M196 120 L264 120 L252 264 L208 264 Z" fill="#9a3412"/>
    <ellipse cx="230" cy="120" rx="34" ry="11" fill="#fef3c7"/>
    ${[140, 180, 220].map((y) => `<line x1="${200 + (y - 120) / 12}" y1="${y}" x2="${260 - (y - 120) / 12}" y2="${y}" stroke="#fcd34d" stroke-width="4"/>`).join('')}`,
  altar: (accent) => `
    <rect x="40" y="200" width="220" height="64" rx="4" fill="#7c2d12"/>
    <rect x="40" y="196" width="220" height="10" fill="#fbbf24"/>
    ${[78, 150, 222]
      .map(
        (
          x,
          i,
        ) => `<rect x="${x - 11}" y="${130 - (i % 2) * 24}" width="22" height="${70 + (i % 2) * 24}" rx="3" fill="#fef3c7"/>
      <path d="M${x} ${112 - (i % 2) * 24} Q${x + 9} ${124 - (i % 2) * 24} ${x} ${130 - (i % 2) * 24} Q${x - 9} ${124 - (i % 2) * 24} ${x} ${112 - (i % 2) * 24} Z" fill="#fb923c"/>`,
      )
      .join('')}
    ${[58, 112, 188, 244]
      .map(
        (x) =>
          `<g>${Array.from({ length: 8 }, (_, k) => `<circle cx="${round(x + 9 * Math.cos((k * Math.PI) / 4))}" cy="${round(228 + 9 * Math.sin((k * Math.PI) / 4))}" r="7" fill="${accent}"/>`).join('')}<circle cx="${x}" cy="228" r="6" fill="#c2410c"/></g>`,
      )
      .join('')}`,
  tequila: (accent) => `
    <path d="M112 40 L136 40 L136 92 Q168 110 168 150 L168 258 Q168 266 160 266 L88 266 Q80 266 80 258 L80 150 Q80 110 112 92 Z" fill="${accent}" opacity="0.9"/>
    <rect x="110" y="28" width="28" height="16" rx="3" fill="#78350f"/>
    <rect x="90" y="160" width="68" height="52" rx="4" fill="#fef3c7" opacity="0.85"/>
    <path d="M100 196 Q124 170 148 196" stroke="#166534" stroke-width="5" fill="none"/>
    ${[196, 250]
      .map(
        (
          x,
        ) => `<path d="M${x - 20} 200 L${x + 20} 200 L${x + 15} 264 L${x - 15} 264 Z" fill="#e7e5e4" opacity="0.85"/>
      <path d="M${x - 18} 216 L${x + 18} 216 L${x + 15} 262 L${x - 15} 262 Z" fill="#fbbf24"/>`,
      )
      .join('')}
    <path d="M206 184 A22 22 0 0 1 250 184 Z" fill="#65a30d"/>
    <path d="M211 184 A17 17 0 0 1 245 184 Z" fill="#d9f99d"/>`,
  fiesta: (accent) => `
    <path d="M0 60 Q150 100 300 60" stroke="#1c1917" stroke-width="2" fill="none"/>
    ${Array.from({ length: 7 }, (_, i) => {
      const x = 22 + i * 43;
      const y = 60 + 40 * Math.sin((Math.PI * x) / 300) * 0.5;
      const fill = ['#15803d', '#fafaf9', '#b91c1c'][i % 3];
      return `<path d="M${x - 18} ${round(y)} L${x + 18} ${round(y)} L${x + 18} ${round(y + 44)} L${x + 9} ${round(y + 36)} L${x} ${round(y + 44)} L${x - 9} ${round(y + 36)} L${x - 18} ${round(y + 44)} Z" fill="${fill}"/><circle cx="${x}" cy="${round(y + 18)}" r="6" fill="${accent}" opacity="0.7"/>`;
    }).join('')}
    ${[
      [90, 170, '#fde047'],
      [212, 150, '#f472b6'],
    ]
      .map(([cx, cy, colour]) =>
        Array.from({ length: 12 }, (_, k) => {
          const a = (k * Math.PI) / 6;
          const [x1, y1] = [Number(cx) + 12 * Math.cos(a), Number(cy) + 12 * Math.sin(a)];
          const [x2, y2] = [Number(cx) + 46 * Math.cos(a), Number(cy) + 46 * Math.sin(a)];
          return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;
        }).join(''),
      )
      .join('')}`,
};

/** A plate, bowl or glass on the table, seen a little from above. */
const DISHES: Record<DishScene, (main: string, second: string) => string> = {
  tacos: (main, second) => `
    <ellipse cx="150" cy="196" rx="132" ry="58" fill="#fafaf9"/>
    ${[92, 150, 208]
      .map(
        (x) => `<path d="M${x - 44} 200 A44 44 0 0 1 ${x + 44} 200 Z" fill="#fcd34d"/>
      <path d="M${x - 34} 196 Q${x} 150 ${x + 34} 196" fill="${main}"/>
      <circle cx="${x - 12}" cy="180" r="5" fill="#65a30d"/><circle cx="${x + 10}" cy="176" r="5" fill="#fafaf9"/><circle cx="${x + 2}" cy="186" r="4" fill="${second}"/>`,
      )
      .join('')}
    <path d="M244 222 A18 18 0 0 1 280 222 Z" fill="#65a30d"/>`,
  pupusas: (main, second) => `
    <ellipse cx="150" cy="196" rx="132" ry="58" fill="#fafaf9"/>
    ${[
      [100, 186],
      [190, 180],
      [146, 214],
    ]
      .map(
        ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="48" ry="24" fill="#e6b566"/>
      <ellipse cx="${x}" cy="${Number(y) - 2}" rx="36" ry="16" fill="#d19a45"/>
      <circle cx="${Number(x) - 14}" cy="${Number(y) - 4}" r="4" fill="#7c2d12"/><circle cx="${Number(x) + 12}" cy="${y}" r="4" fill="#7c2d12"/>`,
      )
      .join('')}
    <ellipse cx="236" cy="232" rx="30" ry="12" fill="${main}"/><ellipse cx="236" cy="230" rx="22" ry="7" fill="${second}"/>`,
  bowl: (main, second) => `
    <ellipse cx="150" cy="210" rx="132" ry="50" fill="#fafaf9" opacity="0.9"/>
    <path d="M70 168 Q74 250 150 252 Q226 250 230 168 Z" fill="#b45309"/>
    <ellipse cx="150" cy="168" rx="80" ry="24" fill="${main}"/>
    ${[-40, -14, 12, 38].map((d, i) => `<circle cx="${150 + d}" cy="${166 + (i % 2) * 6}" r="6" fill="${second}"/>`).join('')}
    <path d="M222 140 L270 166 L240 184 Z" fill="#fcd34d"/><path d="M40 176 L78 150 L88 184 Z" fill="#fcd34d"/>`,
  plate: (main, second) => `
    <ellipse cx="150" cy="196" rx="132" ry="58" fill="#fafaf9"/>
    <ellipse cx="150" cy="196" rx="104" ry="42" fill="#f5f5f4"/>
    <path d="M88 188 Q120 150 170 172 Q190 196 150 214 Q96 224 88 188 Z" fill="${main}"/>
    <path d="M104 184 L160 176 M110 198 L166 188" stroke="${second}" stroke-width="5" opacity="0.7"/>
    <ellipse cx="206" cy="196" rx="32" ry="18" fill="#fde68a"/>
    <ellipse cx="200" cy="214" rx="26" ry="12" fill="#57534e"/>
    <circle cx="128" cy="222" r="6" fill="#16a34a"/><circle cx="142" cy="226" r="5" fill="#dc2626"/>`,
  dessert: (main, second) => `
    <ellipse cx="150" cy="214" rx="112" ry="44" fill="#fafaf9"/>
    <path d="M92 198 L112 130 L188 130 L208 198 Z" fill="#fde68a"/>
    <ellipse cx="150" cy="130" rx="38" ry="12" fill="${main}"/>
    <path d="M112 130 Q118 156 124 140 Q132 162 140 140 Q150 166 160 140 Q168 160 176 140 Q182 156 188 130 Z" fill="${main}"/>
    <ellipse cx="150" cy="198" rx="58" ry="14" fill="#f59e0b" opacity="0.5"/>
    <circle cx="150" cy="114" r="10" fill="${second}"/>
    <path d="M150 104 Q156 92 166 94" stroke="#166534" stroke-width="3" fill="none"/>`,
  bottle: (main, second) => `
    <path d="M96 34 L116 34 L116 94 Q144 110 144 146 L144 256 Q144 264 136 264 L76 264 Q68 264 68 256 L68 146 Q68 110 96 94 Z" fill="${main}" opacity="0.9"/>
    <rect x="94" y="24" width="24" height="14" rx="3" fill="#78350f"/>
    <rect x="76" y="158" width="60" height="46" rx="4" fill="#fef3c7" opacity="0.85"/>
    <path d="M180 188 L224 188 L218 262 L186 262 Z" fill="#e7e5e4" opacity="0.85"/>
    <path d="M182 206 L222 206 L218 260 L186 260 Z" fill="${second}"/>
    <path d="M232 224 A20 20 0 0 1 272 224 Z" fill="#65a30d"/><path d="M237 224 A15 15 0 0 1 267 224 Z" fill="#d9f99d"/>
    <circle cx="258" cy="250" r="8" fill="#fafaf9" opacity="0.9"/>`,
  beer: (main, second) => `
    <path d="M106 84 L194 84 L186 262 L114 262 Z" fill="#e7e5e4" opacity="0.5"/>
    <path d="M110 112 L190 112 L186 258 L114 258 Z" fill="${main}"/>
    <path d="M102 90 Q112 64 130 78 Q146 58 164 76 Q184 62 198 90 L192 114 L108 114 Z" fill="#fafaf9"/>
    ${[140, 170, 200, 228].map((y, i) => `<circle cx="${130 + ((i * 17) % 40)}" cy="${y}" r="3" fill="${second}" opacity="0.8"/>`).join('')}
    <path d="M194 130 Q232 134 230 178 Q228 218 190 220" stroke="#e7e5e4" stroke-width="12" fill="none" opacity="0.6"/>`,
  cocktail: (main, second) => `
    <path d="M76 70 L224 70 L150 160 Z" fill="#e7e5e4" opacity="0.5"/>
    <path d="M94 88 L206 88 L150 156 Z" fill="${main}"/>
    <rect x="146" y="156" width="8" height="84" fill="#e7e5e4"/>
    <ellipse cx="150" cy="244" rx="44" ry="10" fill="#e7e5e4"/>
    <circle cx="204" cy="78" r="22" fill="${second}"/><circle cx="204" cy="78" r="15" fill="#fef9c3" opacity="0.8"/>
    <line x1="120" y1="40" x2="160" y2="120" stroke="#b91c1c" stroke-width="4"/>
    <circle cx="142" cy="84" r="8" fill="#b91c1c"/>`,
  michelada: (main, second) => `
    <path d="M100 72 L200 72 L190 262 L110 262 Z" fill="#e7e5e4" opacity="0.5"/>
    <path d="M103 96 L197 96 L190 258 L110 258 Z" fill="${main}"/>
    <path d="M98 66 L202 66 L200 84 L100 84 Z" fill="#dc2626"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${104 + i * 8.5}" cy="${70 + (i % 3) * 4}" r="2" fill="#fafaf9"/>`).join('')}
    <path d="M176 60 A26 26 0 0 1 228 60 Z" fill="#65a30d" transform="rotate(20 202 60)"/>
    <rect x="124" y="30" width="6" height="120" fill="${second}" transform="rotate(-12 127 90)"/>
    ${[150, 190, 228].map((y, i) => `<circle cx="${136 + i * 14}" cy="${y}" r="3" fill="#fef3c7" opacity="0.8"/>`).join('')}`,
  table: (main, second) => `
    <ellipse cx="150" cy="200" rx="112" ry="52" fill="#fafaf9"/>
    <ellipse cx="150" cy="200" rx="80" ry="34" fill="${main}" opacity="0.35"/>
    <rect x="20" y="168" width="10" height="86" rx="4" fill="#d6d3d1"/><rect x="270" y="168" width="10" height="86" rx="4" fill="#d6d3d1"/>
    ${[108, 150, 192].map((x) => `<path d="M${x - 10} 70 L${x + 10} 70 L${x + 6} 120 L${x - 6} 120 Z" fill="#fef3c7" opacity="0.8"/><path d="M${x} 54 Q${x + 7} 62 ${x} 70 Q${x - 7} 62 ${x} 54 Z" fill="${second}"/>`).join('')}`,
};

function render(
  width: number,
  ratio: number,
  [from, to]: [string, string],
  seed: string,
  scene: string,
  floor: string,
): Promise<Buffer> {
  const height = Math.round(width * ratio);
  const vw = round(H / ratio);
  const offset = round((vw - H) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${H}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></radialGradient>
    <linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${vw}" height="${H}" fill="url(#bg)"/>
  ${bokeh(vw, seed, 14, '#fff')}
  ${floor}
  <g transform="translate(${offset} 0)">${scene}</g></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** An event's picture: a lit stage and what happens on it, as webp. */
export function eventPicture(
  scene: EventScene,
  colors: [string, string],
  width: number,
  ratio = 9 / 16,
): Promise<Buffer> {
  const vw = round(H / ratio);
  const floor = `<path d="M${round(vw * 0.3)} 0 L${round(vw * 0.7)} 0 L${vw} ${H} L0 ${H} Z" fill="url(#light)"/>
  <ellipse cx="${round(vw / 2)}" cy="${H}" rx="${round(vw * 0.6)}" ry="46" fill="#000" opacity="0.3"/>`;
  return render(width, ratio, colors, scene, SCENES[scene](colors[1]), floor);
}

/** A dish or a drink on a wooden table, as webp. */
export function dishPicture(
  scene: DishScene,
  colors: [string, string],
  width: number,
  ratio = 3 / 4,
  seed: string = scene,
): Promise<Buffer> {
  const vw = round(H / ratio);
  const floor = `<rect y="${H * 0.56}" width="${vw}" height="${H * 0.44}" fill="#7c4a21"/>
  ${[0.64, 0.78, 0.92].map((y) => `<line x1="0" y1="${round(H * y)}" x2="${vw}" y2="${round(H * y)}" stroke="#5c3515" stroke-width="2" opacity="0.6"/>`).join('')}`;
  return render(width, ratio, colors, seed, DISHES[scene](colors[1], colors[0]), floor);
}
