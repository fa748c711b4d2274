import { describe, expect, it } from 'vitest';
import { cutText, documentTitle, jsonLdText, ogLocale, plainText, renderHead } from './seo.head';

describe('page head pieces', () => {
  it('turns a rich text into plain text: tags out, entities decoded, spaces collapsed', () => {
    expect(plainText('<p>Fresh <strong>fish</strong> &amp; chips</p><p>Every&nbsp;day</p>')).toBe(
      'Fresh fish & chips Every day',
    );
    expect(plainText('<ul><li>One</li><li>Two</li></ul><script>alert(1)</script>')).toBe('One Two');
    expect(plainText('Caf&#233; &#x2014; &lt;b&gt;')).toBe('Café — <b>');
  });

  it('cuts a description at a word break under the limit, with an ellipsis only when cut', () => {
    expect(cutText('Short and sweet.')).toBe('Short and sweet.');
    const long = 'A kitchen by the river, '.repeat(12);
    const cut = cutText(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    // A whole-word prefix of the text: what follows it there is a break, not more of a word.
    const kept = cut.slice(0, -1);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[ ,]/);
    // One long word is cut inside it rather than dropped.
    expect(cutText('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('writes titles and Open Graph locales as the web app does', () => {
    expect(documentTitle('FAQ for chefs')).toBe('FAQ for chefs · Brigade');
    expect(documentTitle('')).toBe('Brigade');
    expect(ogLocale('pt')).toBe('pt_PT');
  });

  it('escapes JSON-LD so that no text closes the script', () => {
    const text = jsonLdText({ title: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><!-- & \u2028' });
  });

  it('renders every tag marked for the app, escaping attribute values', () => {
    const head = renderHead({
      language: 'es',
      title: 'Chef "Uno" <b>',
      description: 'Cocina & sala',
      canonical: 'https://x.test/es/a',
      alternates: { en: 'https://x.test/en/a', es: 'https://x.test/es/a' },
      image: { url: 'https://x.test/i.jpg', width: 1200, height: 630, alt: 'Brigade' },
      type: 'website',
      noindex: true,
    });
    const lines = head.split('\n').map((line) => line.trim());
    expect(lines.every((line) => line.includes('data-server-head'))).toBe(true);
    expect(lines[0]).toBe('<title data-server-head>Chef &quot;Uno&quot; &lt;b&gt; · Brigade</title>');
    expect(head).toContain('<meta data-server-head name="robots" content="noindex">');
    expect(head).toContain('hreflang="x-default" href="https://x.test/en/a"');
    expect(head).toContain('<meta data-server-head property="og:locale" content="es_ES">');
    expect(head).toContain('property="og:image:secure_url" content="https://x.test/i.jpg"');
    expect(head).toContain('property="og:image:width" content="1200"');
    expect(head).toContain('name="twitter:card" content="summary_large_image"');
    expect(head).toContain('content="Cocina &amp; sala"');
    expect(head).not.toContain('ld+json');
  });
});
