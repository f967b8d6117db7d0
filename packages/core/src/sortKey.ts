/**
 * Letters that Unicode does not decompose into a base letter and a mark, as the Latin letters a
 * reader files them under ('Łukasz' with the L's, 'Øystein' with the O's).
 */
const LETTERS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ŀ: 'l', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };
const OTHER_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * A name as a list sorts it, the same on SQLite and PostgreSQL whatever their collation: lower
 * case, accents and other marks removed, a few letters spelled as their base letters, so
 * 'de Vries' sorts with the D's and 'Émile', 'Łukasz' and 'Ömer' with the E's, L's and O's (a
 * binary order put every lower-case and accented initial after Z). Letters of other scripts keep
 * their code point order, after the Latin ones. Stored beside the name (speakers.sort_name), which
 * the name search reads too (folded the same way).
 */
export function sortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(OTHER_LETTERS, (letter) => LETTERS[letter]!)
    .trim();
}
