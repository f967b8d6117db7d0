import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { sentences, type ApiMessage } from '../../i18n/apiMessages.js';

/**
 * The lowest zxcvbn score accepted (0–4): 2 means more than ~10^6 guesses, enough against online
 * guessing with the login limit and scrypt in the way; 0 and 1 are the common, repeated, sequential
 * and personal passwords (`12345678`, `password`, `aaaaaaaa`, the user's own email).
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * zxcvbn's feedback as catalogue entries (issue #12 §2): the estimator answers these English ids,
 * the error handler renders them in the reader's language. The words are language-en's, reworded
 * where they did not tell a person what to do.
 */
const feedback = {
  warnings: {
    straightRow: /*i18n*/ 'Straight rows of keys on your keyboard are easy to guess.',
    keyPattern: /*i18n*/ 'Short keyboard patterns are easy to guess.',
    simpleRepeat: /*i18n*/ 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: /*i18n*/ 'Repeated character patterns like "abcabcabc" are easy to guess.',
    sequences: /*i18n*/ 'Common character sequences like "abc" are easy to guess.',
    recentYears: /*i18n*/ 'Recent years are easy to guess.',
    dates: /*i18n*/ 'Dates are easy to guess.',
    topTen: /*i18n*/ 'This is a heavily used password.',
    topHundred: /*i18n*/ 'This is a frequently used password.',
    common: /*i18n*/ 'This is a commonly used password.',
    similarToCommon: /*i18n*/ 'This is similar to a commonly used password.',
    wordByItself: /*i18n*/ 'Single words are easy to guess.',
    namesByThemselves: /*i18n*/ 'Single names or surnames are easy to guess.',
    commonNames: /*i18n*/ 'Common names and surnames are easy to guess.',
    userInputs: /*i18n*/ "Leave out the account's email address and name.",
    pwned: /*i18n*/ 'Your password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: /*i18n*/ "Avoid predictable letter substitutions like '@' for 'a'.",
    reverseWords: /*i18n*/ 'Avoid reversed spellings of common words.',
    allUppercase: /*i18n*/ 'Capitalize some, but not all letters.',
    capitalization: /*i18n*/ 'Capitalize more than the first letter.',
    dates: /*i18n*/ 'Avoid dates and years that are associated with you.',
    recentYears: /*i18n*/ 'Avoid recent years.',
    associatedYears: /*i18n*/ 'Avoid years that are associated with you.',
    sequences: /*i18n*/ 'Avoid common character sequences.',
    repeated: /*i18n*/ 'Avoid repeated words and characters.',
    longerKeyboardPattern: /*i18n*/ 'Use longer keyboard patterns and change typing direction multiple times.',
    anotherWord: /*i18n*/ 'Add more words that are less common.',
    useWords: /*i18n*/ 'Use multiple words, but avoid common phrases.',
    noNeed: /*i18n*/ 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
    pwned: /*i18n*/ 'If you use this password elsewhere, you should change it.',
  },
};

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes a moment that start-up need not pay. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: { ...en.translations, ...feedback },
  });
  return estimator;
}

/**
 * Why `password` is too easy to guess, in words a person can act on (a catalogue message, see
 * {@link ApiMessage}), or null when it is strong enough (issue #9 §6.12). `personal` are the
 * account's own words (email, name): a password made of them is refused too. Uses zxcvbn-ts, a
 * maintained estimator with common-password lists.
 */
export function passwordWeakness(password: string, personal: string[] = []): ApiMessage | null {
  const inputs = personal.flatMap((text) => [text, ...text.split(/[@.\s_-]+/)]).filter((text) => text.length >= 3);
  const result = strength().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return sentences(/*i18n*/ 'This password is too easy to guess.', result.feedback.warning, ...result.feedback.suggestions);
}
