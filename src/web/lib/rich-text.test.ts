import { describe, expect, it } from 'vitest';
import { decodeEntities } from '@shared/text/entities';
import { cutRichText, parseRichText, plainText, plainTextLength } from './rich-text';

describe('parseRichText', () => {
  it('keeps the allowed tags as elements, drops attributes and other tags but keeps their text', () => {
    const nodes = parseRichText(
      '<p class="x">Hi <strong>there</strong><a href="http://e">link</a><br>next</p>',
    );
    expect(nodes).toEqual([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Hi ' },
          { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'there' }] },
          { type: 'text', text: 'link' },
          { type: 'element', tag: 'br', children: [] },
          { type: 'text', text: 'next' },
        ],
      },
    ]);
  });

  it('reads a script tag as text, never as an element', () => {
    const nodes = parseRichText('<script>alert(1)</script><img src=x onerror=alert(1)>ok');
    expect(nodes.every((node) => node.type === 'text')).toBe(true);
    expect(plainText(nodes)).toBe('alert(1)ok');
  });

  it('decodes character references and closes what stays open', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#39;d&#x27; &unknown;')).toBe("a & b <c> 'd' &unknown;");
    expect(parseRichText('<ul><li>one<li>two</ul>')).toHaveLength(1);
    expect(plainText(parseRichText('<p>one<em>two'))).toBe('onetwo');
  });
});

describe('cutRichText', () => {
  const html =
    '<p>Twelve years in <strong>French kitchens</strong>, from commis to sous chef.</p><p>More.</p>';

  it('leaves a short text whole', () => {
    const nodes = parseRichText(html);
    expect(cutRichText(nodes, 500)).toEqual({ nodes, cut: false });
  });

  it('counts characters, not markup', () => {
    expect(plainTextLength(parseRichText('<p>é<b>ab</b></p><br>'))).toBe(3);
  });

  it('cuts inside an element without breaking it, and drops what follows', () => {
    const { nodes, cut } = cutRichText(parseRichText(html), 24);
    expect(cut).toBe(true);
    expect(nodes).toEqual([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Twelve years in ' },
          { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'French…' }] },
        ],
      },
    ]);
  });

  it('cuts at the limit when no space is near', () => {
    const { nodes } = cutRichText(parseRichText('abcdefghijklmnopqrstuvwxyzabcdefghij'), 30);
    expect(plainText(nodes)).toBe('abcdefghijklmnopqrstuvwxyzabcd…');
  });
});
