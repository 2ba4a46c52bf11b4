import { DEMO_PASSWORDS } from './published-passwords';

/**
 * The words Chinese users build passwords from, as zxcvbn dictionaries (password-strength.ts):
 * each list is ranked, most common first (a lower rank is fewer guesses). zxcvbn itself finds
 * them capitalised, reversed, in l33t (`Hu@xia`) and between digits and symbols (`zhangwei123`).
 * Compact on purpose: the names are made here from two short lists, not shipped as a file.
 */

const words = (list: string) => list.trim().split(/\s+/);

/** The most common surnames in pinyin (公安部 household registration counts), most common first. */
const SURNAMES = words(`
  wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin gao luo zheng liang
  xie song tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei
  su lv lu ding ren shen yao jin fu zhong qiu cui fan shi dai xia tan jia fang kong bai qin meng
  xiong hao mao wan gu lai wen duan lei qian tao hou shao long ouyang shangguan situ zhuge
`);

/** Given names: the common syllables alone and the common two-syllable names, most common first. */
const GIVEN_NAMES = words(`
  wei fang na min jing li qiang lei jun yang yong yan jie juan tao ming chao xia ping gang hua
  hui ying hong lin bin bo peng hao yu xin yi jia ting qian fei long mei ling dan lan feng kai
  bing wen jian hai rui xue yun chen yue qing xiuying guiying xiulan yulan guilan xiuzhen haiyan
  guizhi guifang jianhua jianguo jianjun jianping zhiqiang zhiyong guoqiang guohua haitao
  xiaoming xiaohong xiaoli xiaoyan xiaojun xiaolong xiaoyu xiaowei xiaomei junjie jiahao haoran
  yuxuan zihan zixuan yichen xinyi yutong ziyi yihan mingyu tianyu haoyu zhihao siyu yuhang
  wenjing lili tingting jingjing lina linlin dandan yanyan huihui mingming weiwei
`);

/** 名字: each surname with each given name (zhangwei, wangfang, lina), the most common pairs first. */
function pinyinNames(): string[] {
  const names = new Set<string>();
  const longest = Math.max(SURNAMES.length, GIVEN_NAMES.length);
  // Along the diagonals of surname rank × given-name rank: zhangwei before ouyangweiwei.
  for (let sum = 0; sum < SURNAMES.length + GIVEN_NAMES.length; sum++) {
    for (let s = Math.max(0, sum - longest); s <= Math.min(sum, SURNAMES.length - 1); s++) {
      const given = GIVEN_NAMES[sum - s];
      if (given) names.add(SURNAMES[s] + given);
    }
  }
  return [...SURNAMES, ...GIVEN_NAMES, ...names];
}

/** 表白 and lucky numbers and phrases: 我爱你 (woaini, 520), 一生一世 (1314), 发 (888), 顺 (666). */
const LOVE_AND_LUCK = words(`
  woaini 5201314 1314 520 woaini1314 woaini520 1314520 521 aini iloveyou woaiwojia wohenni
  aiqing qinai baobei baobao laopo laogong xingfu kuaile pingan zhuzhu yisheng yishiyishi
  yongyuan xiangni woaini1314520 888 8888 888888 666 6666 666666 168 1688 518 918 9958 147
  woshishui nihao woaizhongguo aizhongguo
`);

/** Keyboard runs Chinese users type (beside zxcvbn's own keyboard graphs). */
const KEYBOARD_RUNS = words(`
  qwe qwer qwert qwerty asd asdf asdfgh zxc zxcv zxcvbn qaz wsx 1qaz 2wsx 1qaz2wsx qazwsx 1q2w3e
  1q2w3e4r 1q2w3e4r5t qweasd qweasdzxc asdqwe qwe123 123qwe abc123 a123456 qq123456 147258
  147258369 159357 789456 741852963 159753 123abc qaz123 zaq1 zaq12wsx
`);

/** The group's and the site's own words (the demo settings' 华夏教育集团 and its three sites, the hosts). */
const SITE_WORDS = words(`
  huaxia huaxiajiaoyu huaxiajituan huaxiajiaoyujituan hxjy hxedu huaxiaedu jiaoyu jiaoyujituan
  jituan chengren chengrenjiaoyu zikao zhiye zhiyejiaoyu zhijiao peixun xueyuan xuexiao daxue
  zhaosheng baoming luqu xuesheng laoshi edu school academic selfstudy vocational company
  localhost example huaxialu tianhe
`);

/** The words of a system's own staff accounts and screens. */
const SYSTEM_WORDS = words(`
  admin administrator root password passwd pass mima guanli guanliyuan houtai denglu zhanghao
  yonghu test ceshi user demo yanshi editor bianji system xitong welcome huanying super manager
  staff
`);

/** Provinces and the largest cities, in pinyin. */
const PLACES = words(`
  beijing shanghai guangzhou shenzhen tianjin chongqing hangzhou nanjing wuhan chengdu xian
  suzhou changsha zhengzhou jinan qingdao shenyang dalian xiamen fuzhou hefei kunming nanning
  dongguan foshan harbin haerbin guangdong zhejiang jiangsu sichuan hunan hubei henan hebei
  shandong fujian guangxi yunnan shanxi anhui jiangxi hainan zhongguo china panyu
`);

/** What a word is: the reason password-strength.ts gives when a password is built on it. */
export type ChineseWordKind =
  'demoPassword' | 'siteWord' | 'systemWord' | 'loveAndLuck' | 'keyboardRun' | 'place' | 'pinyinName';

/**
 * One ranked list for zxcvbn (one dictionary: each more dictionary is one more pass over every
 * substring of every l33t variant of the password), the short lists first, and each word's kind.
 */
export function chineseWords(): { words: string[]; kindOf: Map<string, ChineseWordKind> } {
  const lists: [ChineseWordKind, readonly string[]][] = [
    ['demoPassword', Object.values(DEMO_PASSWORDS).map((password) => password.toLowerCase())],
    ['siteWord', SITE_WORDS],
    ['systemWord', SYSTEM_WORDS],
    ['loveAndLuck', LOVE_AND_LUCK],
    ['keyboardRun', KEYBOARD_RUNS],
    ['place', PLACES],
    ['pinyinName', pinyinNames()],
  ];
  const kindOf = new Map<string, ChineseWordKind>();
  for (const [kind, words] of lists) {
    for (const word of words) if (!kindOf.has(word)) kindOf.set(word, kind);
  }
  return { words: [...kindOf.keys()], kindOf };
}
