import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderCv, type CvContent } from './chef-cv.pdf';
import { richTextBlocks } from './chef-cv.text';

const cv = (name: string, about: string): CvContent => ({
  language: 'fr',
  documentTitle: name,
  name,
  position: 'Chef de cuisine',
  location: 'Lyon, France',
  contact: { label: 'Contacter le chef', url: 'http://localhost:3000/fr/chef/view/1/x' },
  facts: [{ label: 'Cuisine\u00a0:', value: 'Française' }],
  about: { title: 'À propos de moi', items: richTextBlocks(about) },
  breakBeforeExperience: false,
  experience: null,
  education: null,
  languages: null,
  referrals: null,
  pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
  photo: null,
  header: null,
});

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('renderCv: the layout with the shared fonts', () => {
  it('keeps every letter of a later PDF after one with letters made of parts (û, …)', async () => {
    const first = await textOf(await renderCv(cv('Zoé Brûlé', '<p>Crème brûlée… « € » œ ǅ</p>')));
    expect(first).toContain('Crème brûlée… « € » œ ǅ');
    const second = await textOf(
      await renderCv(cv('Lucía Durand', '<p>Cuisine du jour. <b>Produits</b> frais.</p>')),
    );
    expect(second).toContain('Lucía Durand');
    expect(second).toContain('Cuisine du jour. Produits frais.');
    expect(second).toContain('Page 1 sur 1');
  });
});
