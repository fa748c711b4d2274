import { cn } from '@web/lib/cn';
import { textBlocks } from '../lib/text-blocks';

/** A long text of a translation file as paragraphs and lists (see lib/text-blocks.ts). */
export function TextBlocks({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 text-stone-700', className)}>
      {textBlocks(text).map((block, index) =>
        block.type === 'list' ? (
          <ul key={index} className="flex list-disc flex-col gap-1.5 pl-5 marker:text-brand-600">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
