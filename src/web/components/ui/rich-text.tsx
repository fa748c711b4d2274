import { cn } from '@web/lib/cn';
import type { RichNode } from '@web/lib/rich-text';
import type { ReactNode } from 'react';

/** Readable spacing for paragraphs and lists inside a rich text (no typography plugin). */
const textClasses =
  'break-words text-stone-800 [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-3 [&_ul]:list-disc [&_:is(ul,ol)]:my-2';

function renderNodes(nodes: readonly RichNode[], path = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}${index}`;
    if (node.type === 'text') return node.text;
    const Tag = node.tag;
    if (Tag === 'br') return <br key={key} />;
    return <Tag key={key}>{renderNodes(node.children, `${key}.`)}</Tag>;
  });
}

/**
 * A rich text read by lib/rich-text.ts's `parseRichText` (decisions D7), rendered as React elements of
 * the allowed tags only: no HTML string ever reaches the DOM. `lang` is the language it is written in,
 * which may differ from the interface's (D7: the author's version when none is in the reader's).
 */
export function RichText({
  nodes,
  lang,
  className,
  id,
}: {
  nodes: readonly RichNode[];
  lang?: string;
  className?: string;
  id?: string;
}) {
  return (
    <div id={id} lang={lang} className={cn(textClasses, className)}>
      {renderNodes(nodes)}
    </div>
  );
}
