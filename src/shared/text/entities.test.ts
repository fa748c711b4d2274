import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml } from './entities';

describe('escapeHtml', () => {
  it('writes the five markup characters as references, and nothing else', () => {
    expect(escapeHtml(`Chef "Uno" <b> & 'Dos' · Café`)).toBe(
      'Chef &quot;Uno&quot; &lt;b&gt; &amp; &#39;Dos&#39; · Café',
    );
  });

  it('is read back as it was written', () => {
    const text = `a &amp; <p class="x">'y'</p> &#65;`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });
});
