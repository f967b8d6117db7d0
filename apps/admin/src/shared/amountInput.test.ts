import { describe, expect, it } from 'vitest';
import { decimalSeparator, parseAmount } from './amountInput';

describe('an amount as typed into a price field', () => {
  it('reads a decimal comma as the decimal point, not as thousands, in English too', () => {
    for (const decimal of ['.', ',']) {
      expect(parseAmount('25,50', 2, decimal)).toBe('25.50');
      expect(parseAmount('12,5', 2, decimal)).toBe('12.5');
      expect(parseAmount('25.50', 2, decimal)).toBe('25.50');
    }
  });

  it("reads the language's decimal point before three digits as one, never as thousands (walk: 12.345 saved as 12,345.00)", () => {
    expect(parseAmount('12.345', 2, '.')).toBe('12.345');
    expect(parseAmount('99.999', 2, '.')).toBe('99.999');
    expect(parseAmount('12,345', 2, ',')).toBe('12.345');
  });

  it("reads grouped thousands in the language's convention, and in the other with both marks", () => {
    expect(parseAmount('1,000', 2, '.')).toBe('1000');
    expect(parseAmount('12.345', 2, ',')).toBe('12345');
    expect(parseAmount('1.234.567', 2, '.')).toBe('1234567');
    expect(parseAmount('1.234,56', 2, '.')).toBe('1234.56');
    expect(parseAmount('1,234.56', 2, ',')).toBe('1234.56');
    expect(parseAmount("1'000", 2, '.')).toBe('1000');
    expect(parseAmount('1\u202f000,00 €', 2, ',')).toBe('1000.00');
  });

  it("follows the currency's minor units", () => {
    expect(parseAmount('1.500', 3, '.')).toBe('1.500');
    expect(parseAmount('1,500', 0, '.')).toBe('1500');
    expect(parseAmount('$25.50', 2, '.')).toBe('25.50');
  });

  it('leaves a half-typed or empty amount readable', () => {
    expect(parseAmount('25,', 2, ',')).toBe('25');
    expect(parseAmount('25.', 2, ',')).toBe('25');
    expect(parseAmount('', 2, '.')).toBe('');
  });

  it("names a locale's decimal separator", () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
  });
});
