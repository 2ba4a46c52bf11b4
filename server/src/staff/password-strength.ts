import { ZxcvbnFactory, type MatchExtended, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { chineseWords, type ChineseWordKind } from './chinese-passwords';
import { DEMO_PASSWORDS } from './published-passwords';

/**
 * Whether a new staff password is hard to guess, beyond its length (contract/staff.ts): zxcvbn's
 * estimate (the common-password list, keyboard rows, repeats, sequences, dates, and the words
 * Chinese users choose: chinese-passwords.ts) must reach `MIN_SCORE` of 0–4, and the password must
 * contain neither the account's name nor a password printed in the repository. Answers the reason
 * in the words staff read, or null. Loaded on the first password set, not at every start.
 */
export const MIN_SCORE = 3;

let loaded: { factory: ZxcvbnFactory; kindOf: Map<string, ChineseWordKind> } | undefined;
// Without its Levenshtein matching: that runs 10–30 times longer on the event loop (up to 180 ms
// a password here) and adds little to the dictionary's own variants. At most 16 l33t readings of a
// password (zxcvbn's default, 100, took 25–35 ms for a 30-character password here: each reading is
// one more pass of every dictionary); the common substitutions (Hu@xi@, zh@ngw3i) are found within 16.
// Only the first 40 characters are estimated (a 128-character one took up to 100 ms): 40 characters
// without a pattern are far beyond MIN_SCORE, and a weak start is refused whatever follows.
function estimator() {
  if (!loaded) {
    const { words, kindOf } = chineseWords();
    const factory = new ZxcvbnFactory({
      dictionary: { ...dictionary, chinese: words },
      graphs: adjacencyGraphs,
      l33tMaxSubstitutions: 16,
      maxLength: 40,
    });
    loaded = { factory, kindOf };
  }
  return loaded;
}

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

/** The reason for a word of chinese-passwords.ts, by its kind; the first found in this order is given. */
const CHINESE_WARNINGS: Record<ChineseWordKind, string> = {
  demoPassword: '这是本项目说明文档中公开的演示密码（或其变体）',
  siteWord: '网站或集团的名称（如 “huaxia”）很容易被猜到',
  pinyinName: '拼音姓名（如 “zhangwei”）很容易被猜到',
  loveAndLuck: '像 “woaini”、“520”、“1314” 这样的表白或吉利数字很容易被猜到',
  keyboardRun: '像 “qwe”、“1qaz2wsx” 这样的键盘按键顺序很容易被猜到',
  systemWord: '像 “admin”、“password” 这样的系统常用词很容易被猜到',
  place: '常见地名（如 “beijing”）很容易被猜到',
};

/** The Chinese word, the year, or zxcvbn's own warning that makes the password weak. */
function reasonOf(result: ZxcvbnResult, kindOf: Map<string, ChineseWordKind>): string {
  const matches = result.sequence as MatchExtended[];
  const kinds = new Set(
    matches.flatMap((match) =>
      // Two letters (li, na) are part of too many strings to be the reason.
      match.pattern === 'dictionary' && match.dictionaryName === 'chinese' && match.token.length >= 3
        ? [kindOf.get(match.matchedWord)]
        : [],
    ),
  );
  for (const [kind, warning] of Object.entries(CHINESE_WARNINGS)) {
    if (kinds.has(kind as ChineseWordKind)) return warning;
  }
  const warning = result.feedback.warning && WARNINGS[result.feedback.warning];
  if (warning) return warning;
  if (matches.some((match) => match.pattern === 'regex' && match.regexName === 'recentYear')) {
    return '最近的年份很容易被猜到';
  }
  return '组合过于简单';
}

/** Lower case, and the usual look-alikes read as letters: `Hu4xi4@2026dem0` reads `huaxiaa2o26demo`. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[4@]/g, 'a')
    .replace(/0/g, 'o')
    .replace(/[1!|l]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/[5$]/g, 's')
    .replace(/7/g, 't');
const PUBLISHED = Object.values(DEMO_PASSWORDS).map(plain);
const ADVICE = '请加长，或混合字母、数字和符号，避免常见词和规律';

export function passwordProblem(password: string, username?: string): string | null {
  const name = username?.toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) {
    return '密码不能包含用户名';
  }
  if (PUBLISHED.some((published) => plain(password).includes(published))) {
    return '密码不能包含本项目说明文档中公开的演示密码，任何人都能看到它';
  }
  const { factory, kindOf } = estimator();
  // One of the words with a few digits or symbols around it (Wangfang!2024): zxcvbn counts the
  // three parts as a sequence it cannot guess in under 10⁸ tries, but people add exactly these.
  const affixed = /^[^a-z]{0,8}([a-z]+)[^a-z]{0,8}$/.exec(password.toLowerCase());
  const word = affixed && kindOf.get(affixed[1]!);
  if (word) return `密码太容易被猜到：${CHINESE_WARNINGS[word]}，前后加上数字或符号也一样。${ADVICE}`;
  const result = factory.check(password, name ? [name] : []);
  if (result.score >= MIN_SCORE) return null;
  return `密码太容易被猜到：${reasonOf(result, kindOf)}。${ADVICE}`;
}
