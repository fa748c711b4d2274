import { describe, expect, it } from 'vitest';
import { guruGroups, type GuruItems } from '../contracts/offer-guru';
import { guruImportReplacesText, hasGuruChoice, importGuruTemplate, type GuruSelection } from './guru-import';

/** Two items per group, their text naming the group, so the order of the result is readable. */
const items = Object.fromEntries(
  guruGroups.map((group) => [
    group,
    [
      { id: `${group}-1`, text: `${group} one.` },
      { id: `${group}-2`, text: `${group} two.` },
    ],
  ]),
) as GuruItems;

const firstOfEach: GuruSelection = Object.fromEntries(guruGroups.map((group) => [group, [`${group}-1`]]));

describe('importGuruTemplate (spec doc 2 section 4)', () => {
  it('writes the description from about, position, headchef and opportunities, one paragraph each, in order', () => {
    const { description } = importGuruTemplate(firstOfEach, items);
    expect(description).toBe(
      '<p>about one.</p><p>position one.</p><p>headchef one.</p><p>opportunities one.</p>',
    );
  });

  it('writes the requirements from the other six groups, in the spec order', () => {
    const { requirements } = importGuruTemplate(firstOfEach, items);
    expect(requirements).toBe(
      ['thechef', 'foodstandards', 'staffdevelopment', 'healthsafety', 'management', 'other']
        .map((group) => `<p>${group} one.</p>`)
        .join(''),
    );
  });

  it('joins several choices of a group in the order the Guru lists them, whatever order they were ticked', () => {
    const { description } = importGuruTemplate({ ...firstOfEach, about: ['about-2', 'about-1'] }, items);
    expect(description?.startsWith('<p>about one. about two.</p><p>position one.</p>')).toBe(true);
  });

  it('takes any number of groups: one sentence overall is enough, and a text without a choice is left out', () => {
    const aboutOnly = importGuruTemplate({ about: ['about-2'] }, items);
    expect(aboutOnly).toEqual({ description: '<p>about two.</p>' });
    const mixed = importGuruTemplate({ position: ['position-1'], other: ['other-1', 'no-such-item'] }, items);
    expect(mixed).toEqual({ description: '<p>position one.</p>', requirements: '<p>other one.</p>' });
    expect(hasGuruChoice({ headchef: [], other: ['no-such-item'] }, items)).toBe(false);
    expect(hasGuruChoice({}, items)).toBe(false);
    expect(hasGuruChoice({ management: ['management-1'] }, items)).toBe(true);
    expect(() => importGuruTemplate({ other: ['no-such-item'] }, items)).toThrow(/no sentence/);
  });

  it('asks before replacing only a text that holds words and that the import writes', () => {
    const empty = { description: false, requirements: false };
    expect(guruImportReplacesText({ description: '<p>a</p>', requirements: '<p>b</p>' }, empty)).toBe(false);
    expect(
      guruImportReplacesText({ description: '<p>a</p>' }, { description: false, requirements: true }),
    ).toBe(false);
    expect(
      guruImportReplacesText({ description: '<p>a</p>' }, { description: true, requirements: false }),
    ).toBe(true);
    expect(
      guruImportReplacesText({ requirements: '<p>b</p>' }, { description: false, requirements: true }),
    ).toBe(true);
  });

  it('escapes markup in the texts: they are shown, never read as tags', () => {
    const tricky = {
      ...items,
      about: [{ id: 'about-1', text: 'Fish & chips <b>"fresh"</b> <script>x</script>' }],
    };
    const { description } = importGuruTemplate(firstOfEach, tricky);
    expect(description).toContain(
      '<p>Fish &amp; chips &lt;b&gt;&quot;fresh&quot;&lt;/b&gt; &lt;script&gt;x&lt;/script&gt;</p>',
    );
    expect(description).not.toContain('<b>');
  });
});
