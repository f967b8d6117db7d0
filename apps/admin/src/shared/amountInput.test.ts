import { describe, expect, it } from 'vitest';
import { decimalSeparator, parseAmount } from './amountInput';

describe('an amount as typed into a price field', () => {
  it('reads a decimal comma as the decimal point, not as thousands', () => {
    expect(parseAmount('25,50', 2)).toBe('25.50');
    expect(parseAmount('12,5', 2)).toBe('12.5');
    expect(parseAmount('25.50', 2)).toBe('25.50');
  });

  it('reads grouped thousands in either convention', () => {
    expect(parseAmount('1,000', 2)).toBe('1000');
    expect(parseAmount('1.234,56', 2)).toBe('1234.56');
    expect(parseAmount('1,234.56', 2)).toBe('1234.56');
    expect(parseAmount("1'000", 2)).toBe('1000');
    expect(parseAmount('1\u202f000,00 €', 2)).toBe('1000.00');
  });

  it("follows the currency's minor units", () => {
    expect(parseAmount('1.500', 3)).toBe('1.500');
    expect(parseAmount('1,500', 0)).toBe('1500');
    expect(parseAmount('$25.50', 2)).toBe('25.50');
  });

  it('leaves a half-typed or empty amount readable', () => {
    expect(parseAmount('25,', 2)).toBe('25');
    expect(parseAmount('', 2)).toBe('');
  });

  it("names a locale's decimal separator", () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
  });
});
