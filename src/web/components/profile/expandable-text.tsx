import { RichText } from '@web/components/ui/rich-text';
import { cutRichText, parseRichText } from '@web/lib/rich-text';
import { useId, useMemo, useState } from 'react';

/**
 * A rich text cut at `limit` characters with "read more" / "read less" (spec doc 1 section 2: long
 * texts are cut, experience and education at 120; doc 2: a restaurant's description at 260). The cut keeps the markup whole (lib/rich-text.ts).
 */
export function ExpandableText({
  html,
  lang,
  limit,
  labels,
}: {
  html: string;
  lang?: string;
  limit: number;
  /** The button's words, from the page's namespace. */
  labels: { more: string; less: string };
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const nodes = useMemo(() => parseRichText(html), [html]);
  const short = useMemo(() => cutRichText(nodes, limit), [nodes, limit]);
  if (nodes.length === 0) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <RichText id={id} nodes={expanded ? nodes : short.nodes} lang={lang} />
      {short.cut ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="min-h-11 px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {expanded ? labels.less : labels.more}
        </button>
      ) : null}
    </div>
  );
}
