import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * The lowest zxcvbn score accepted (0–4): 2 means more than ~10^6 guesses, enough against online
 * guessing with the login limit and scrypt in the way; 0 and 1 are the common, repeated, sequential
 * and personal passwords (`12345678`, `password`, `aaaaaaaa`, the user's own email).
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes a moment that start-up need not pay. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/**
 * Why `password` is too easy to guess, in words a person can act on, or null when it is strong
 * enough (issue #9 §6.12). `personal` are the account's own words (email, name): a password made
 * of them is refused too. Uses zxcvbn-ts, a maintained estimator with common-password lists.
 */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  const inputs = personal.flatMap((text) => [text, ...text.split(/[@.\s_-]+/)]).filter((text) => text.length >= 3);
  const result = strength().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${why ? ` ${why}` : ''}`;
}
