import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Whether a new staff password is hard to guess, beyond its length (contract/staff.ts): zxcvbn's
 * estimate (the common-password list, keyboard rows, repeats, sequences, dates) must reach
 * `MIN_SCORE` of 0–4, and the password must not contain the account's name. Answers the reason in
 * the words staff read, or null. Loaded on the first password set, not at every start.
 */
export const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
// Without its Levenshtein matching: that runs 10–30 times longer on the event loop (up to 180 ms
// a password here) and adds little to the dictionary's own variants.
const estimator = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** zxcvbn's warning keys (its `translationKeys`), in Chinese. */
const WARNINGS: Record<string, string> = {
  straightRow: '键盘上连续的一行按键很容易被猜到',
  keyPattern: '键盘上的简单图形很容易被猜到',
  simpleRepeat: '像 “aaa” 这样的重复字符很容易被猜到',
  extendedRepeat: '像 “abcabcabc” 这样的重复组合很容易被猜到',
  sequences: '像 “abc” 或 “123456” 这样的顺序很容易被猜到',
  recentYears: '最近的年份很容易被猜到',
  dates: '日期很容易被猜到',
  topTen: '这是最常用的密码之一',
  topHundred: '这是很常用的密码',
  common: '这是常用密码',
  similarToCommon: '与常用密码过于相似',
  wordByItself: '单个单词很容易被猜到',
  namesByThemselves: '单独的姓名很容易被猜到',
  commonNames: '常见姓名很容易被猜到',
  userInputs: '密码不应包含个人信息',
  pwned: '这个密码已在数据泄露中出现过',
};

const reasonOf = (result: ZxcvbnResult): string =>
  (result.feedback.warning && WARNINGS[result.feedback.warning]) || '组合过于简单';

export function passwordProblem(password: string, username?: string): string | null {
  const name = username?.toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) {
    return '密码不能包含用户名';
  }
  const result = estimator().check(password, name ? [name] : []);
  if (result.score >= MIN_SCORE) return null;
  return `密码太容易被猜到：${reasonOf(result)}。请加长，或混合字母、数字和符号，避免常见词和规律`;
}
