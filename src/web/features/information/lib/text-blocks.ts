/**
 * Long texts of the information pages (FAQ answers, terms, privacy) are stored as plain strings in the
 * translation files: paragraphs separated by a blank line, and lists as lines that start with "- ".
 * This turns one such string into blocks to render, so translators never write markup.
 */
export type TextBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (lines.length === 0) continue;
    const bullet = /^[-•]\s+/;
    if (lines.every((line) => bullet.test(line))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.replace(bullet, '')) });
      continue;
    }
    // A lead-in line followed by list lines: a paragraph, then the list.
    const firstItem = lines.findIndex((line) => bullet.test(line));
    if (firstItem > 0 && lines.slice(firstItem).every((line) => bullet.test(line))) {
      blocks.push({ type: 'paragraph', text: lines.slice(0, firstItem).join(' ') });
      blocks.push({ type: 'list', items: lines.slice(firstItem).map((line) => line.replace(bullet, '')) });
      continue;
    }
    blocks.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}
