// Numbers as the viewer reads them: Italian uses the decimal comma (issue 10, one vocabulary).
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatSigned } from './i18n.js';

describe('numbers in the viewer’s language', () => {
  it('percentages with one decimal: 98.1% in English, 98,1% in Italian', () => {
    expect(formatPercent(0.981, 'en')).toBe('98.1%');
    expect(formatPercent(0.981, 'it')).toBe('98,1%');
    expect(formatPercent(1, 'it')).toBe('100,0%');
  });
  it('numbers: decimal comma and grouping in Italian, no "-0"', () => {
    expect(formatNumber(1234.56, 1, 'en')).toBe('1,234.6');
    expect(formatNumber(12345.67, 1, 'it')).toBe('12.345,7'); // CLDR: no grouping for 4 digits in Italian
    expect(formatNumber(-0, 0, 'it')).toBe('0');
  });
  it('signed modifiers use a true minus sign and no sign for zero', () => {
    expect(formatSigned(2, 'en')).toBe('+2');
    expect(formatSigned(-5, 'it')).toBe('\u22125');
    expect(formatSigned(0, 'en')).toBe('0');
  });
});
