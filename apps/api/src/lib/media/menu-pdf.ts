import type { MenuView } from '@bar/domain/catalog/menu-view';
import PDFDocument from 'pdfkit';

export interface MenuPdfTexts {
  brand: string;
  title: string;
  tabs: Record<string, string>;
  footer: string;
}

const INK = '#1f2937';
const ACCENT = '#b45309';
const MUTED = '#6b7280';

/**
 * The PDF menu (pdfkit, https://pdfkit.org/docs/getting_started.html): the tenant's brand and
 * the menu's title, then each tab with items as a heading, its subsections, and every item's name,
 * price and description, in the view's language. Standard PDF fonts (Helvetica) cover Spanish and
 * French; no font file ships or downloads.
 */
export function renderMenuPdf(view: MenuView, texts: MenuPdfTexts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    lang: view.locale,
    pdfVersion: '1.4',
    displayTitle: true,
    info: { Title: `${texts.brand} · ${texts.title}`, Author: texts.brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(26).fillColor(ACCENT).text(texts.brand, { align: 'center' });
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(14).fillColor(MUTED).text(texts.title, { align: 'center' });
  doc.moveDown(1);

  for (const section of view.sections) {
    if (section.subsections.length === 0) continue;
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(ACCENT)
      .text(texts.tabs[section.category] ?? '');
    doc
      .moveTo(doc.page.margins.left, doc.y + 2)
      .lineTo(doc.page.margins.left + width, doc.y + 2)
      .strokeColor(ACCENT)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.6);
    for (const subsection of section.subsections) {
      if (subsection.title) {
        if (doc.y > doc.page.height - 120) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(subsection.title);
        doc.moveDown(0.3);
      }
      for (const item of subsection.items) {
        if (doc.y > doc.page.height - 90) doc.addPage();
        const top = doc.y;
        doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
        doc.text(item.name, doc.page.margins.left, top, { width: width - 90 });
        const afterName = doc.y;
        if (item.price)
          doc.text(item.price, doc.page.margins.left + width - 90, top, {
            width: 90,
            align: 'right',
          });
        doc.y = afterName;
        if (item.description)
          doc
            .font('Helvetica')
            .fontSize(9.5)
            .fillColor(MUTED)
            .text(item.description, doc.page.margins.left, doc.y, { width: width - 90 });
        doc.moveDown(0.5);
      }
      doc.moveDown(0.4);
    }
    doc.moveDown(0.6);
  }
  doc.moveDown(1);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(MUTED)
    .text(texts.footer, doc.page.margins.left, doc.y, { width, align: 'center' });
  doc.end();
  return finished;
}
