import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/core/domain/search/engine';
import { normalize } from '../../src/core/domain/search/normalize';
import { findRanges } from '../../src/core/domain/search/ranges';

describe('search', () => {
  it('folds case and diacritics, including đ', () => {
    expect(normalize('Đà Nẵng', true)).toBe('da nang');
    expect(normalize('Crème Brûlée', true)).toBe('creme brulee');
    expect(normalize('Crème', false)).toBe('crème');
  });

  it('matches tokens across fields and excludes non-matches', () => {
    const options = [
      { value: '1', label: 'Hà Nội', description: 'Việt Nam' },
      { value: '2', label: 'Paris', description: 'France' },
    ];
    const index = new SearchIndex(options, {
      searchFields: ['label', 'description'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    expect(index.run('noi viet')).toBe(1);
    expect(Array.from(index.scores)[1]).toBe(0);
  });

  it('maps highlight ranges back to the original text', () => {
    expect(findRanges('Đà Nẵng', ['nang'], true)).toEqual([[3, 7]]);
  });
});

describe('normalize folds per character', () => {
  it('folds precomposed and decomposed marks, Turkish İ and keeps other scripts', () => {
    expect(normalize('Ḿàñ̃ana', true)).toBe('manana');
    expect(normalize('İstanbul', true)).toBe('istanbul');
    expect(normalize('ĐỨC Straße', true)).toBe('duc strasse');
    expect(normalize('東京 😀', true)).toBe('東京 😀');
  });
});
