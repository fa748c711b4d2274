import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Language } from '@shared/i18n/languages';
import type { Block, Run } from './chef-cv.text';

/**
 * The CV's layout on A4 with pdfkit (docs/decisions/024-chef-cv-pdf.md): a header band, the photo over
 * its lower edge, the chef's name, position, place and a link to the public profile, the facts, then
 * the sections; page numbers on every page. Everything here is already in the CV's language: this file
 * only lays out text, which stays real text (Noto Sans embedded, subset by pdfkit).
 */

export interface CvItem {
  heading: string;
  /** The company or school; `link` its web site. */
  subheading: string;
  link: string | null;
  /** Dates, place, sector, cuisine, rating: one muted line. */
  details: string[];
  blocks: Block[];
}

export interface CvSection<T> {
  title: string;
  items: T[];
}

export interface CvContent {
  language: Language;
  documentTitle: string;
  name: string;
  position: string | null;
  location: string | null;
  contact: { label: string; url: string };
  /** Each label with its punctuation ("Cuisine:", in French "Cuisine :"). */
  facts: { label: string; value: string }[];
  about: CvSection<Block> | null;
  breakBeforeExperience: boolean;
  experience: CvSection<CvItem> | null;
  education: CvSection<CvItem> | null;
  languages: CvSection<{ name: string; level: string }> | null;
  referrals: CvSection<Block[]> | null;
  pageLabel: (page: number, pages: number) => string;
  photo: Buffer | null;
  header: Buffer | null;
}

const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 50;
const bottomMargin = 64;
const contentWidth = pageWidth - 2 * margin;
/** The header band: the width of the page, a quarter as high (the picture is cut to 4:1 for it). */
export const headerBand = { width: 1200, height: 300 };
const bandHeight = pageWidth / 4;
const plainBandHeight = 70;
const photoSize = 108;

const colors = {
  text: '#1c1917',
  muted: '#57534e',
  brand: '#b4441e',
  band: '#fbe4d7',
  rule: '#e7e5e4',
  link: '#1d4ed8',
  white: '#ffffff',
};

type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic';

const fontFiles: Record<FontName, string> = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
  italic: '400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  boldItalic: '700Bold_Italic/NotoSans_700Bold_Italic.ttf',
};

let fonts: Record<FontName, Font> | undefined;

/**
 * Noto Sans (regular, bold, italic, bold italic) from @expo-google-fonts/noto-sans: whole TTF files
 * covering Latin, Latin-1 and Latin Extended (every letter of en, es, fr, pt), Greek and Cyrillic.
 * Read and parsed once per process (parsing the four files costs more than laying out a CV) and shared
 * by every PDF; pdfkit embeds in each PDF only the glyphs that CV uses.
 */
function cvFonts(): Record<FontName, Font> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const folder = require.resolve('@expo-google-fonts/noto-sans/package.json').replace(/package\.json$/, '');
    fonts = Object.fromEntries(
      Object.entries(fontFiles).map(([name, file]) => [name, sharedFont(readFileSync(folder + file))]),
    ) as Record<FontName, Font>;
  }
  return fonts;
}

/**
 * A parsed font that documents can share. fontkit keeps each glyph it meets with the characters it was
 * met for, and pdfkit writes those as the glyph's text (ToUnicode): a glyph first met as a part of
 * another one (the "u" of "û", the "." of "…", when a PDF's subset is written) would be kept with no
 * character, and every later PDF would lose that letter from its text. So every glyph of the character
 * map is met once here, with its character, before any PDF is made.
 */
function sharedFont(data: Buffer): Font {
  const font = fontkit.create(data) as Font;
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

const fontOf = (run: Pick<Run, 'bold' | 'italic'>): FontName =>
  run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular';

/** Lays the CV out and answers the PDF's bytes. */
export function renderCv(cv: CvContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: bottomMargin, left: margin, right: margin },
    bufferPages: true,
    lang: cv.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: cv.documentTitle, Author: cv.name, Creator: 'Brigade', Producer: 'Brigade' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as well as a file (its types only name files).
  for (const [name, font] of Object.entries(cvFonts()))
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);

  const layout = new Layout(doc);
  layout.top(cv);
  if (cv.about) {
    layout.heading(cv.about.title);
    layout.blocks(cv.about.items);
  }
  if (cv.experience) {
    if (cv.breakBeforeExperience) layout.newPage();
    layout.items(cv.experience);
  }
  if (cv.education) layout.items(cv.education);
  if (cv.languages) layout.languages(cv.languages);
  if (cv.referrals) {
    layout.heading(cv.referrals.title);
    for (const referral of cv.referrals.items) {
      layout.blocks(referral);
      doc.y += 6;
    }
  }
  layout.footers(cv);
  doc.end();
  return done;
}

let warming: Promise<void> | undefined;

/**
 * Parses the fonts and lays a small CV out once (fontkit reads a font's tables on first use), so the
 * first CV a person asks for is as quick as the next. Started in the background when the server is
 * ready (chef-cv.routes.ts); the same promise for every caller.
 */
export function warmUpCv(): Promise<void> {
  const runs = (text: string): Block[] => [
    {
      kind: 'paragraph',
      number: 0,
      depth: 0,
      runs: [
        { text, bold: false, italic: false, underline: false },
        { text, bold: true, italic: false, underline: false },
        { text, bold: false, italic: true, underline: true },
        { text, bold: true, italic: true, underline: false },
      ],
    },
  ];
  warming ??= renderCv({
    language: 'en',
    documentTitle: 'Brigade',
    name: 'Brigade',
    position: null,
    location: null,
    contact: { label: 'Brigade', url: 'http://localhost/' },
    facts: [],
    about: { title: 'Brigade', items: runs('Açaí, crème brûlée « € » … ') },
    breakBeforeExperience: false,
    experience: null,
    education: null,
    languages: null,
    referrals: null,
    pageLabel: (page, pages) => `${page} / ${pages}`,
    photo: null,
    header: null,
  }).then(() => undefined);
  return warming;
}

class Layout {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get bottom() {
    return pageHeight - bottomMargin;
  }

  /** A new page unless the current one is still empty. */
  newPage() {
    if (this.doc.y > margin + 1) this.doc.addPage();
  }

  /** Keeps `height` points together: a new page when they do not fit on this one. */
  private keep(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private style(font: FontName, size: number, color: string) {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this.doc;
  }

  /** The header band, the photo over its edge, name, position, place, contact link, then the facts. */
  top(cv: CvContent) {
    const doc = this.doc;
    let band = plainBandHeight;
    if (cv.header) {
      band = bandHeight;
      doc.image(cv.header, 0, 0, { width: pageWidth, height: bandHeight });
    } else {
      doc.rect(0, 0, pageWidth, band).fill(colors.band);
    }
    let textX = margin;
    let photoBottom = band;
    if (cv.photo) {
      const y = band - photoSize / 2;
      const r = photoSize / 2;
      doc.circle(margin + r, y + r, r + 3).fill(colors.white);
      doc.save();
      doc.circle(margin + r, y + r, r).clip();
      doc.image(cv.photo, margin, y, { width: photoSize, height: photoSize });
      doc.restore();
      textX = margin + photoSize + 20;
      photoBottom = y + photoSize;
    }
    const width = pageWidth - margin - textX;
    doc.x = textX;
    doc.y = band + 10;
    this.style('bold', 22, colors.text).text(cv.name, textX, band + 10, { width });
    if (cv.position) this.style('bold', 13, colors.brand).text(cv.position, { width });
    if (cv.location) this.style('regular', 10.5, colors.muted).text(cv.location, { width });
    doc.y += 2;
    this.style('regular', 10.5, colors.link).text(cv.contact.label, {
      width,
      link: cv.contact.url,
      underline: true,
    });
    doc.x = margin;
    doc.y = Math.max(doc.y, photoBottom) + 16;
    for (const fact of cv.facts) {
      this.style('bold', 10, colors.text).text(`${fact.label} `, margin, doc.y, {
        width: contentWidth,
        continued: true,
      });
      this.style('regular', 10, colors.text).text(fact.value, { lineGap: 1.5 });
    }
    doc.y += 6;
  }

  /** A section title with a brand rule under it (kept with the start of what follows). */
  heading(title: string) {
    const doc = this.doc;
    doc.y += 10;
    this.keep(70);
    this.style('bold', 14, colors.text).text(title, margin, doc.y, { width: contentWidth });
    const y = doc.y + 2;
    doc
      .moveTo(margin, y)
      .lineTo(margin + contentWidth, y)
      .lineWidth(1.2)
      .strokeColor(colors.brand)
      .stroke();
    doc.y = y + 8;
  }

  /** Rich text: paragraphs and list items of styled runs, wrapped to the column, across pages. */
  blocks(blocks: Block[], size = 10) {
    const doc = this.doc;
    for (const block of blocks) {
      const indent = block.kind === 'paragraph' ? 0 : 16 * Math.max(1, block.depth);
      const x = margin + indent;
      const width = contentWidth - indent;
      this.keep(size * 1.6);
      const y = doc.y;
      if (block.kind !== 'paragraph') {
        const marker = block.kind === 'bullet' ? '•' : `${block.number}.`;
        this.style('regular', size, colors.text).text(marker, x - 14, y, { width: 14, lineBreak: false });
      }
      block.runs.forEach((run, index) => {
        this.style(fontOf(run), size, colors.text);
        const options = {
          width,
          lineGap: 2,
          continued: index < block.runs.length - 1,
          underline: run.underline,
        };
        if (index === 0) doc.text(run.text, x, y, options);
        else doc.text(run.text, options);
      });
      doc.x = margin;
      doc.y += 4;
    }
  }

  /** Experience or education: each item's heading, company or school, one line of details, its text. */
  items(section: CvSection<CvItem>) {
    const doc = this.doc;
    this.heading(section.title);
    section.items.forEach((item, index) => {
      if (index > 0) doc.y += 8;
      this.keep(60);
      this.style('bold', 11.5, colors.text).text(item.heading, margin, doc.y, { width: contentWidth });
      if (item.subheading)
        this.style('regular', 10.5, item.link ? colors.link : colors.brand).text(item.subheading, {
          width: contentWidth,
          ...(item.link ? { link: item.link, underline: true } : {}),
        });
      if (item.details.length)
        this.style('regular', 9.5, colors.muted).text(item.details.join('  ·  '), { width: contentWidth });
      doc.y += 3;
      this.blocks(item.blocks);
    });
  }

  /** Languages three to a row: the language, its level under it. */
  languages(section: CvSection<{ name: string; level: string }>) {
    const doc = this.doc;
    this.heading(section.title);
    const column = contentWidth / 3;
    for (let start = 0; start < section.items.length; start += 3) {
      this.keep(36);
      const y = doc.y;
      let rowBottom = y;
      section.items.slice(start, start + 3).forEach((item, index) => {
        const x = margin + index * column;
        this.style('bold', 10.5, colors.text).text(item.name, x, y, { width: column - 12 });
        this.style('regular', 9.5, colors.muted).text(item.level, x, doc.y, { width: column - 12 });
        rowBottom = Math.max(rowBottom, doc.y);
      });
      doc.x = margin;
      doc.y = rowBottom + 8;
    }
  }

  /** The chef's name and "Page 1 of 3" at the foot of every page. */
  footers(cv: CvContent) {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      // Writing inside the bottom margin must not start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = pageHeight - 40;
      doc
        .moveTo(margin, y - 8)
        .lineTo(margin + contentWidth, y - 8)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke();
      this.style('regular', 8.5, colors.muted).text(cv.name, margin, y, {
        width: contentWidth / 2,
        lineBreak: false,
        ellipsis: true,
      });
      this.style('regular', 8.5, colors.muted).text(
        cv.pageLabel(i + 1, range.count),
        margin + contentWidth / 2,
        y,
        {
          width: contentWidth / 2,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.page.margins.bottom = bottom;
    }
  }
}
