import { decodeEntities } from '@shared/text/entities';
import { describe, expect, it } from 'vitest';
import { cvFileName } from '@shared/contracts/chef-cv';
import { attachment } from '../../lib/calls';
import { sanitizeRichText } from '../../lib/rich-text';
import { blocksText, breaksBeforeExperience, periodLabel, richTextBlocks } from './chef-cv.text';

const run = (text: string, style: Partial<{ bold: boolean; italic: boolean; underline: boolean }> = {}) => ({
  text,
  bold: false,
  italic: false,
  underline: false,
  ...style,
});

describe('the CV PDF text helpers', () => {
  describe('richTextBlocks: a stored rich text as styled runs', () => {
    it('keeps bold, italic and underline as styles of runs, never as tags', () => {
      const blocks = richTextBlocks(
        '<p>I <b>run</b> the <i>pass</i>, <strong><em>calmly</em></strong> <u>always</u>.</p>',
      );
      expect(blocks).toEqual([
        {
          kind: 'paragraph',
          number: 0,
          depth: 0,
          runs: [
            run('I '),
            run('run', { bold: true }),
            run(' the '),
            run('pass', { italic: true }),
            run(', '),
            run('calmly', { bold: true, italic: true }),
            run(' '),
            run('always', { underline: true }),
            run('.'),
          ],
        },
      ]);
    });

    it('makes paragraphs, bulleted and numbered items, and line breaks', () => {
      const blocks = richTextBlocks(
        '<p>First</p><p>Second<br>line</p><ul><li>Fish</li><li><p>Sauce</p></li></ul><ol><li>One</li><li>Two</li></ol>',
      );
      expect(blocks.map((b) => [b.kind, b.number, b.depth, blocksText([b])])).toEqual([
        ['paragraph', 0, 0, 'First'],
        ['paragraph', 0, 0, 'Second\nline'],
        ['bullet', 1, 1, 'Fish'],
        ['bullet', 2, 1, 'Sauce'],
        ['numbered', 1, 1, 'One'],
        ['numbered', 2, 1, 'Two'],
      ]);
    });

    it('collapses white space as a browser shows it and leaves empty paragraphs out', () => {
      const blocks = richTextBlocks('<p>  Two\n   words  </p><p> </p><p><br></p>loose text');
      expect(blocks.map((b) => blocksText([b]))).toEqual(['Two words', 'loose text']);
    });

    it('decodes the characters the sanitizer escaped, accents intact', () => {
      const html = sanitizeRichText('<p>Tom &amp; Jerry say 1 &lt; 2 &gt; 0 — ç ã õ ñ é œ « » € …</p>', 'fr');
      expect(blocksText(richTextBlocks(html))).toBe('Tom & Jerry say 1 < 2 > 0 — ç ã õ ñ é œ « » € …');
      expect(decodeEntities('&#233;&#xE7;&nbsp;&bogus;&#xD800;')).toBe('éç\u00a0&bogus;&#xD800;');
    });

    it('an attack in the text stays text once sanitized: no tag, no script', () => {
      const html = sanitizeRichText(
        '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)> &lt;b&gt;not bold&lt;/b&gt;</p>',
        'en',
      );
      const blocks = richTextBlocks(html);
      expect(blocksText(blocks)).toBe('Hi <b>not bold</b>');
      expect(blocks[0]!.runs.every((r) => !r.bold)).toBe(true);
    });
  });

  describe('dates', () => {
    it('shows month and year, or "currently", in the CV language', () => {
      const period = { fromYear: 2019, fromMonth: 3, toYear: 2021, toMonth: 8, currently: false };
      expect(periodLabel(period, 'en', 'currently')).toBe('March 2019 – August 2021');
      expect(periodLabel(period, 'fr', 'aujourd’hui')).toBe('Mars 2019 – Août 2021');
      expect(
        periodLabel({ ...period, currently: true, toYear: null, toMonth: null }, 'pt', 'atualmente'),
      ).toBe('Março 2019 – atualmente');
    });
  });

  describe('the page break before work experience', () => {
    it('comes when the about text is shorter than 1,695 characters and there is experience', () => {
      expect(breaksBeforeExperience(0, 2)).toBe(true);
      expect(breaksBeforeExperience(1694, 1)).toBe(true);
      expect(breaksBeforeExperience(1695, 1)).toBe(false);
      expect(breaksBeforeExperience(100, 0)).toBe(false);
    });
  });

  describe('the file name', () => {
    it('is brigade-{slug}-{lang}.pdf, saved as an attachment', () => {
      expect(cvFileName('lucia-fernandez', 'es')).toBe('brigade-lucia-fernandez-es.pdf');
      expect(attachment('brigade-lucia-fernandez-es.pdf')).toBe(
        'attachment; filename="brigade-lucia-fernandez-es.pdf"',
      );
    });

    it('keeps a slug in another script as filename* (UTF-8), with an ASCII name beside it', () => {
      expect(attachment('brigade-олег-en.pdf')).toBe(
        `attachment; filename="brigade-_-en.pdf"; filename*=UTF-8''brigade-%D0%BE%D0%BB%D0%B5%D0%B3-en.pdf`,
      );
    });
  });
});
