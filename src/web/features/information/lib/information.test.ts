import { describe, expect, it } from 'vitest';
import { faqElementIds, faqIdFromHash } from './faq';
import { textBlocks } from './text-blocks';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(textBlocks('One.\nStill one.\n\nTwo.')).toEqual([
      { type: 'paragraph', text: 'One. Still one.' },
      { type: 'paragraph', text: 'Two.' },
    ]);
  });

  it('reads lines starting with "- " as a list, with or without a lead-in line', () => {
    expect(textBlocks('- a\n- b')).toEqual([{ type: 'list', items: ['a', 'b'] }]);
    expect(textBlocks('We keep:\n- your name\n- your e-mail\n\nThat is all.')).toEqual([
      { type: 'paragraph', text: 'We keep:' },
      { type: 'list', items: ['your name', 'your e-mail'] },
      { type: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('keeps a dash inside a sentence as text, and ignores empty input', () => {
    expect(textBlocks('Prices - per year.')).toEqual([{ type: 'paragraph', text: 'Prices - per year.' }]);
    expect(textBlocks(' \n\n ')).toEqual([]);
  });
});

describe('FAQ deep links', () => {
  const ids = ['is-it-free', 'how-to-post-jobs'];
  it('finds the question a hash names', () => {
    expect(faqIdFromHash('#is-it-free', ids)).toBe('is-it-free');
    expect(faqIdFromHash('how-to-post-jobs', ids)).toBe('how-to-post-jobs');
    expect(faqIdFromHash('#faq', ids)).toBeNull();
    expect(faqIdFromHash('', ids)).toBeNull();
    expect(faqIdFromHash('#%E0%A4%A', ids)).toBeNull();
  });

  it('gives each question its button and panel ids', () => {
    expect(faqElementIds('is-it-free')).toEqual({
      item: 'is-it-free',
      button: 'is-it-free-question',
      panel: 'is-it-free-answer',
    });
  });
});
