import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A real picture for a demo event: a gradient with its title, as webp (sharp renders the SVG). */
export async function eventPicture(
  title: string,
  [from, to]: [string, string],
  width: number,
  ratio = 9 / 16,
): Promise<Buffer> {
  const height = Math.round(width * ratio);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="54%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 16)}" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 75 }).toBuffer();
}
