import { describe, expect, it } from 'vitest';
import { plainTextExcerpt, plainTextLength, sanitizeRichText } from './rich-text';

describe('sanitizeRichText (decisions D7)', () => {
  it('keeps bold, italic, underline, lists, paragraphs and breaks, without attributes', () => {
    expect(
      sanitizeRichText(
        '<p class="x" style="color:red"><b>a</b><strong>b</strong><i>c</i><em>d</em><u>e</u><br></p><ul><li>f</li></ul><ol><li>g</li></ol>',
        'en',
      ),
    ).toBe(
      '<p><b>a</b><strong>b</strong><i>c</i><em>d</em><u>e</u><br /></p><ul><li>f</li></ul><ol><li>g</li></ol>',
    );
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<style>p{}</style>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<a href="javascript:alert(1)">ok</a>', 'ok'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">ok', ''],
    ['<h1>ok</h1>', 'ok'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
  ])('%s becomes %s', (input, output) => {
    expect(sanitizeRichText(input, 'en')).toBe(output);
  });

  it('replaces URLs and e-mail addresses by the notices of the text language', () => {
    expect(sanitizeRichText('see https://x.example/a?b=1, www.casa.pt or casa-lume.com/menu', 'en')).toBe(
      'see [no URLs allowed] [no URLs allowed] or [no URLs allowed]',
    );
    expect(sanitizeRichText('<p>écris à chef.ana@mail.fr</p>', 'fr')).toBe(
      '<p>écris à [adresses e-mail non autorisées]</p>',
    );
  });

  it('makes a text of empty paragraphs empty', () => {
    expect(sanitizeRichText('<p> </p><p><br></p>', 'en')).toBe('');
  });

  it('counts the characters a reader sees', () => {
    expect(plainTextLength('<p><b>ab</b> &amp; c</p>')).toBe(6);
  });

  it('makes a card excerpt: one line of plain text, cut at a word with an ellipsis', () => {
    expect(plainTextExcerpt('<p><b>Fresh</b> fish</p><p>daily &amp; more</p>', 300)).toBe(
      'Fresh fish daily & more',
    );
    const cut = plainTextExcerpt(`<p>${'word '.repeat(100)}</p>`, 300);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).toMatch(/word…$/);
  });
});
