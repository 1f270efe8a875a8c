import { describe, expect, it } from 'vitest';
import { categoryIds, categoryStyle, normalizeCategoryName, resolveTechnologies, useCasesOf, type CategoryStyle, type UseCase } from '../../src/industry/model.ts';

const icon = { mode: 'stroke' as const, elements: [] };
const fallback: CategoryStyle = { gradient: ['#4b5563', '#1f2937'], icon };
const styles = new Map<string, CategoryStyle>([
  ['Residential Real Estate', { gradient: ['#14b8a6', '#115e59'], icon }],
  ['Education, Research & Development', { gradient: ['#8b5cf6', '#4c1d95'], icon }],
]);

describe('category names and their style', () => {
  it('trims and collapses spaces and line breaks', () => {
    expect(normalizeCategoryName('  Residential\n  Real   Estate \t')).toBe('Residential Real Estate');
    expect(normalizeCategoryName('Education,\r\nResearch & Development')).toBe('Education, Research & Development');
  });

  it('picks the gradient by the exact name after normalisation', () => {
    expect(categoryStyle('Residential Real Estate', styles, fallback).gradient).toEqual(['#14b8a6', '#115e59']);
    expect(categoryStyle(' Residential\nReal Estate ', styles, fallback).gradient).toEqual(['#14b8a6', '#115e59']);
    expect(categoryStyle('Education,\nResearch & Development', styles, fallback).gradient).toEqual(['#8b5cf6', '#4c1d95']);
  });

  it('gives unknown names, and names differing in case or wording, the grey default', () => {
    expect(categoryStyle('Underwater Basket Weaving', styles, fallback)).toBe(fallback);
    expect(categoryStyle('residential real estate', styles, fallback)).toBe(fallback);
    expect(categoryStyle('Residential Real-Estate', styles, fallback)).toBe(fallback);
  });
});

describe('use case membership', () => {
  const useCase = (id: string, categories: string[]): UseCase => ({ id, title: id, description: '', advantage: '', example: '', application: '', technology: [], categories });

  it('reads one id or a list of ids', () => {
    expect(categoryIds('residential')).toEqual(['residential']);
    expect(categoryIds(['residential', 'mixed-use'])).toEqual(['residential', 'mixed-use']);
    expect(categoryIds(undefined)).toEqual([]);
    expect(categoryIds('')).toEqual([]);
  });

  it('a use case appears under every category it references, in its order', () => {
    const all = [useCase('a', ['residential']), useCase('b', ['residential', 'mixed-use']), useCase('c', ['commercial']), useCase('d', ['mixed-use'])];
    expect(useCasesOf('residential', all).map((u) => u.id)).toEqual(['a', 'b']);
    expect(useCasesOf('mixed-use', all).map((u) => u.id)).toEqual(['b', 'd']);
    expect(useCasesOf('land', all)).toEqual([]);
  });
});

describe('technologies', () => {
  it('resolves ids to names; an unknown id shows with underscores as spaces', () => {
    expect(resolveTechnologies(['llm', 'computer_vision_v2'], new Map([['llm', 'Large Language Models']]))).toEqual([
      { id: 'llm', name: 'Large Language Models' },
      { id: 'computer_vision_v2', name: 'computer vision v2' },
    ]);
  });
});
