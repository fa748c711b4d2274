import { cn } from '@web/lib/cn';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { plainTextLength } from '@web/lib/rich-text-rules';

export interface RichTextEditorProps {
  /** The id of the element that names the editor (its field label). */
  labelId: string;
  /** HTML with p, br, strong, em, u, ul, ol, li only; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The most plain-text characters allowed (decisions D7). */
  limit: number;
  /** Ids of the hint and error texts. */
  describedBy?: string;
  invalid?: boolean;
  /** The language the text is written in (the editor's `lang`, for spelling and screen readers). */
  lang: string;
  labels: {
    toolbar: string;
    bold: string;
    italic: string;
    underline: string;
    bulletList: string;
    orderedList: string;
    /** "120 of 2,000 characters". */
    count: (count: number, limit: number) => string;
  };
  /** The counter's id, for aria-describedby. */
  counterId: string;
}

/**
 * Only paragraphs, line breaks, bold, italic, underline and the two lists: everything else StarterKit
 * brings is off, so the editor's schema holds nothing more and whatever is pasted is reduced to it
 * (ProseMirror drops unknown tags, keeps their text, and ignores scripts and styles).
 */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    link: false,
  }),
];

/**
 * Pasted HTML, read in an inert document (a template's: nothing loads or runs there) with every attribute
 * and every element that is not text or structure removed, before ProseMirror reads it into the page:
 * an `<img onerror>` from the clipboard never loads.
 */
function inertPaste(html: string): string {
  // A template's content lives in a document of its own, with no window: nothing in it loads or runs.
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const element of root.querySelectorAll(
    'script, style, img, picture, svg, iframe, object, embed, video, audio, source, link, meta, template',
  ))
    element.remove();
  for (const element of root.querySelectorAll('*'))
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  const out = document.createElement('div');
  out.append(root);
  return out.innerHTML;
}

/** The editor's HTML as stored: '' for an editor with no words. */
function htmlOf(editor: Editor): string {
  const html = editor.getHTML();
  return plainTextLength(html) === 0 ? '' : html;
}

/**
 * The rich-text editor of free texts (TipTap 3, decisions D7): a toolbar with bold, italic,
 * underline and the lists (each a toggle with aria-pressed; Ctrl/Cmd+B, I, U, Shift+8, Shift+7), and
 * a count of the characters a reader sees against the limit. Loaded lazily with the forms that use it.
 */
export default function RichTextEditor({
  labelId,
  value,
  onChange,
  onBlur,
  limit,
  describedBy,
  invalid,
  lang,
  labels,
  counterId,
}: RichTextEditorProps) {
  const emitted = useRef(value);
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang,
    class: cn(
      'min-h-40 px-3 py-2 text-base text-stone-900 focus:outline-none',
      '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:my-1',
    ),
  };
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: { attributes, transformPastedHTML: inertPaste },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // Attributes follow the field (its error, its language).
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: JSON.parse(attributesKey) as Record<string, string>,
        transformPastedHTML: inertPaste,
      },
    });
  }, [editor, attributesKey]);

  // A value set from outside (another language loaded, the form reset) replaces the content.
  useEffect(() => {
    if (value === emitted.current || editor.isDestroyed) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    // The text a reader sees, as the server counts it: text nodes run together, trimmed.
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? { bold: false, italic: false, underline: false, bulletList: false, orderedList: false, count: 0 }
        : {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            count: current.state.doc.textContent.trim().length,
          },
  });

  const over = state.count > limit;
  return (
    <div
      className={cn(
        'rounded-lg border bg-white shadow-xs focus-within:outline-2 focus-within:outline-focus-600',
        invalid || over ? 'border-danger-600' : 'border-stone-300',
      )}
    >
      <div
        role="toolbar"
        aria-label={labels.toolbar}
        className="flex flex-wrap gap-1 border-b border-stone-200 p-1"
      >
        <ToolbarButton
          label={labels.bold}
          shortcut="Control+B"
          pressed={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <Bold aria-hidden="true" className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.italic}
          shortcut="Control+I"
          pressed={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <Italic aria-hidden="true" className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.underline}
          shortcut="Control+U"
          pressed={state.underline}
          onClick={() => editor.chain().focus().toggleUnderline().run()}
        >
          <Underline aria-hidden="true" className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.bulletList}
          shortcut="Control+Shift+8"
          pressed={state.bulletList}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <List aria-hidden="true" className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.orderedList}
          shortcut="Control+Shift+7"
          pressed={state.orderedList}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </ToolbarButton>
      </div>
      <EditorContent editor={editor} />
      <p
        id={counterId}
        className={cn(
          'border-t border-stone-200 px-3 py-1 text-right text-sm',
          over ? 'font-semibold text-danger-600' : 'text-stone-600',
        )}
      >
        {labels.count(state.count, limit)}
      </p>
    </div>
  );
}

function ToolbarButton({
  label,
  shortcut,
  pressed,
  onClick,
  children,
}: {
  label: string;
  shortcut: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      // Keeps the editor's selection: the mark applies to what was selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100',
        pressed ? 'bg-stone-200 text-stone-900' : undefined,
      )}
    >
      {children}
    </button>
  );
}
