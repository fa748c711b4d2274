import { decodeEntities } from '@shared/text/entities';

/**
 * Rich text as the server keeps it (decisions D7, docs/decisions/023: `p br b strong i em u ul ol li`,
 * no attributes), read into a small tree the web app renders as React elements: never as raw HTML, so
 * whatever reaches the page, only these tags become elements and everything else is text. Cutting works on
 * the tree, so a cut text never breaks a tag.
 */

export const richTextTags = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'] as const;
export type RichTextTag = (typeof richTextTags)[number];

export type RichNode =
  { type: 'text'; text: string } | { type: 'element'; tag: RichTextTag; children: RichNode[] };

const isRichTextTag = (tag: string): tag is RichTextTag => (richTextTags as readonly string[]).includes(tag);

/**
 * Reads the HTML into nodes: allowed tags become elements (attributes ignored), other tags and comments
 * are dropped (their text is kept as text), unclosed elements close at the end.
 */
export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = [];
  const open: Extract<RichNode, { type: 'element' }>[] = [];
  const target = () => open.at(-1)?.children ?? root;
  const addText = (raw: string) => {
    if (raw) target().push({ type: 'text', text: decodeEntities(raw) });
  };
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  for (const match of html.matchAll(token)) {
    addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = match[2]?.toLowerCase();
    if (!tag || !isRichTextTag(tag)) continue;
    const closing = match[1] === '/';
    if (tag === 'br') {
      if (!closing) target().push({ type: 'element', tag, children: [] });
    } else if (!closing) {
      const element = { type: 'element' as const, tag, children: [] };
      target().push(element);
      open.push(element);
    } else {
      const index = open.findLastIndex((element) => element.tag === tag);
      if (index >= 0) open.length = index;
    }
  }
  addText(html.slice(last));
  return root;
}

const characters = (text: string) => Array.from(text);

/** The number of characters a reader sees (tags not counted; accents and emoji count as one). */
export function plainTextLength(nodes: readonly RichNode[]): number {
  return nodes.reduce(
    (sum, node) =>
      sum + (node.type === 'text' ? characters(node.text).length : plainTextLength(node.children)),
    0,
  );
}

const inlineTags = new Set<RichTextTag>(['b', 'strong', 'i', 'em', 'u']);

/** The text alone, blocks separated by a space (for page descriptions and checks). */
export function plainText(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) =>
      node.type === 'text'
        ? node.text
        : inlineTags.has(node.tag)
          ? plainText(node.children)
          : ` ${plainText(node.children)} `,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts a text to `max` characters, back to the last space when one is near, then adds an ellipsis. */
function cutWords(text: string, max: number): string {
  const chars = characters(text);
  let kept = chars.slice(0, max).join('');
  const nextIsSpace = /\s/.test(chars[max] ?? ' ');
  const space = kept.search(/\s\S*$/);
  if (!nextIsSpace && space > max - 20 && space > 0) kept = kept.slice(0, space);
  return `${kept.trimEnd()}…`;
}

/**
 * The first `limit` characters of the text with their markup: elements around the cut stay closed,
 * elements after it go, an ellipsis marks the cut. `cut` tells whether anything was left out.
 */
export function cutRichText(nodes: readonly RichNode[], limit: number): { nodes: RichNode[]; cut: boolean } {
  if (plainTextLength(nodes) <= limit) return { nodes: [...nodes], cut: false };
  let budget = limit;
  const walk = (list: readonly RichNode[]): RichNode[] => {
    const kept: RichNode[] = [];
    for (const node of list) {
      if (budget <= 0) break;
      if (node.type === 'text') {
        const length = characters(node.text).length;
        if (length <= budget) {
          kept.push(node);
          budget -= length;
        } else {
          kept.push({ type: 'text', text: cutWords(node.text, budget) });
          budget = 0;
        }
      } else {
        const children = walk(node.children);
        if (children.length > 0 || node.tag === 'br') kept.push({ ...node, children });
      }
    }
    return kept;
  };
  return { nodes: walk(nodes), cut: true };
}
