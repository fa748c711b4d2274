import type { Language } from '@shared/i18n/languages';
import { monthLabels, type MonthId } from '@shared/reference/dates';
import { decodeEntities } from '@shared/text/entities';

/**
 * Pure helpers of the CV PDF (docs/decisions/024-chef-cv-pdf.md): a stored rich text as runs of styled
 * text for the PDF, the dates of an experience or education item, the page-break rule.
 */

/** A piece of text in one style. `\n` inside is a line break (`<br>`). */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

/** A paragraph, or an item of a bulleted or numbered list (`number` from 1; `depth` 1 for a list). */
export interface Block {
  kind: 'paragraph' | 'bullet' | 'numbered';
  number: number;
  depth: number;
  runs: Run[];
}

// The stored text is already sanitized (decisions D7: these tags, no attributes, `<` escaped in text),
// and is sanitized again before it gets here: a tag is exactly one of these, anything else is text.
const tagPattern = /<(\/?)(p|br|b|strong|i|em|u|ul|ol|li)\s*\/?>/gi;

/**
 * A sanitized rich text as blocks of styled runs: paragraphs, list items with their number, bold
 * (`b`, `strong`), italic (`i`, `em`) and underline (`u`); white space collapsed as a browser shows it;
 * empty blocks left out. No markup ever reaches the text.
 */
export function richTextBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const style = { bold: 0, italic: 0, underline: 0 };
  let current: Block | undefined;

  const flush = () => {
    if (current) {
      const runs = trimRuns(current.runs);
      if (runs.length) blocks.push({ ...current, runs });
    }
    current = undefined;
  };
  const open = (kind: Block['kind'], number = 0) => {
    flush();
    current = { kind, number, depth: lists.length, runs: [] };
  };
  const append = (text: string) => {
    if (!text) return;
    if (!current) open('paragraph');
    const runs = current!.runs;
    const last = runs[runs.length - 1];
    const run = { text, bold: style.bold > 0, italic: style.italic > 0, underline: style.underline > 0 };
    if (last && last.bold === run.bold && last.italic === run.italic && last.underline === run.underline)
      last.text += text;
    else runs.push(run);
  };

  let at = 0;
  for (const match of html.matchAll(tagPattern)) {
    append(collapse(decodeEntities(html.slice(at, match.index))));
    at = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    const step = closing ? -1 : 1;
    switch (tag) {
      case 'b':
      case 'strong':
        style.bold = Math.max(0, style.bold + step);
        break;
      case 'i':
      case 'em':
        style.italic = Math.max(0, style.italic + step);
        break;
      case 'u':
        style.underline = Math.max(0, style.underline + step);
        break;
      case 'br':
        if (current) append('\n');
        break;
      case 'p':
        // A paragraph inside a list item belongs to the item.
        if (closing) {
          if (!lists.length) flush();
        } else if (!lists.length || !current) open('paragraph');
        break;
      case 'ul':
      case 'ol':
        flush();
        if (closing) lists.pop();
        else lists.push({ ordered: tag === 'ol', count: 0 });
        break;
      case 'li': {
        const list = lists[lists.length - 1];
        if (closing || !list) flush();
        else open(list.ordered ? 'numbered' : 'bullet', ++list.count);
        break;
      }
    }
  }
  append(collapse(decodeEntities(html.slice(at))));
  flush();
  return blocks;
}

const collapse = (text: string) => text.replace(/[ \t\r\n\f]+/g, ' ');

/** Runs without the spaces a browser would not show: at the ends of the block and around line breaks. */
function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((run) => ({ ...run, text: run.text.replace(/ *\n */g, '\n') }));
  if (out.length) {
    out[0]!.text = out[0]!.text.replace(/^[ \n]+/, '');
    const last = out[out.length - 1]!;
    last.text = last.text.replace(/[ \n]+$/, '');
  }
  return out.filter((run) => run.text !== '');
}

/** The plain text of blocks (for tests and the page-break rule's count). */
export function blocksText(blocks: Block[]): string {
  return blocks.map((block) => block.runs.map((run) => run.text).join('')).join('\n');
}

export interface Period {
  fromYear: number;
  fromMonth: number;
  toYear: number | null;
  toMonth: number | null;
  currently: boolean;
}

/** A month and year as the profile shows them: "March 2021". */
export function monthYear(month: number, year: number, language: Language): string {
  const name = monthLabels[month as MonthId]?.[language];
  return name ? `${name} ${year}` : String(year);
}

/** The dates of an item: "March 2021 – currently", or "May 2018 – June 2020". */
export function periodLabel(period: Period, language: Language, currently: string): string {
  const from = monthYear(period.fromMonth, period.fromYear, language);
  if (period.currently || period.toYear === null) return `${from} – ${currently}`;
  return `${from} – ${monthYear(period.toMonth ?? 12, period.toYear, language)}`;
}

/** The spec's layout rule: a page break before work experience when the about text is shorter than this. */
export const aboutBreakLength = 1695;

/** Whether work experience starts on a new page (about shorter than 1,695 plain characters, and some experience). */
export function breaksBeforeExperience(aboutLength: number, experienceCount: number): boolean {
  return experienceCount > 0 && aboutLength < aboutBreakLength;
}
