import { describe, expect, it } from 'vitest';
import { isEmptyRichText, plainText, plainTextLength, richTextProblem } from './rich-text-rules';

describe('plain-text length of a rich text', () => {
  it('counts what a reader sees, as the server does', () => {
    expect(plainTextLength('<p>Hello <strong>chef</strong></p>')).toBe(10);
    expect(plainTextLength('<ul><li><p>one</p></li><li><p>two</p></li></ul>')).toBe(6);
    expect(plainTextLength('<p>Fish &amp; chips &lt;3</p>')).toBe(15);
    expect(plainTextLength('<p>caf&#233; &#x41;</p>')).toBe(6);
    expect(plainText('<p>a&nbsp;b</p>')).toBe('a\u00a0b');
    expect(plainTextLength('<p>  spaced  </p>')).toBe(6);
  });

  it('an editor with no words is empty', () => {
    expect(isEmptyRichText('<p></p>')).toBe(true);
    expect(isEmptyRichText('<p><br></p><p> </p>')).toBe(true);
    expect(isEmptyRichText('<p>x</p>')).toBe(false);
  });

  it('names the problem the server would', () => {
    const about = { limit: 5000, required: true };
    const item = { limit: 2000, required: false };
    expect(richTextProblem('<p></p>', about)).toBe('description_required');
    expect(richTextProblem('', item)).toBeNull();
    expect(richTextProblem('<p>a</p>', item)).toBe('min_2');
    expect(richTextProblem(`<p>${'a'.repeat(2000)}</p>`, item)).toBeNull();
    expect(richTextProblem(`<p>${'a'.repeat(2001)}</p>`, item)).toBe('text_too_long');
    expect(richTextProblem(`<p>${'a'.repeat(5000)}</p>`, about)).toBeNull();
  });
});
