import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { isValidPassword } from './password';

// The spec's rule (8 to 16 characters, a letter and a digit or special
// character) lets 'Password1!', 'Admin1234!' and 'Sarang123!' through. On top
// of it the server estimates how many guesses a password takes (zxcvbn: leaked
// passwords, English words and names, keyboard walks, years, l33t spellings),
// with the Korean words people here build passwords from and the person's own
// username, name and e-mail. Server only (`@ongi/shared/password-strength`):
// the dictionaries weigh megabytes, and the forms show the server's sentence.

/**
 * Romanised Korean words (and the English words of this service) that people
 * in Korea put in passwords: love and family words, places, common surnames
 * and given names, the site's own name and its occasions.
 */
export const koreanPasswordWords = [
  // the site and what it is for
  'ongi',
  'onggi',
  'wreath',
  'hwahwan',
  'gibu',
  'donation',
  'wedding',
  'gyeolhon',
  'gyeolhonsik',
  'cheongcheop',
  'chungchup',
  'bugo',
  'jangrye',
  'funeral',
  'chukha',
  'chukhahae',
  'chukhahaeyo',
  'marriage',
  'bride',
  'groom',
  'sinbu',
  'sinrang',
  'honeymoon',
  // love and feelings
  'sarang',
  'saranghae',
  'saranghaeyo',
  'saranghanda',
  'nasarang',
  'naesarang',
  'jagiya',
  'jagi',
  'yeobo',
  'aein',
  'bogoshipda',
  'bogosipda',
  'bogoshipeo',
  'haengbok',
  'haengbokhae',
  'gamsa',
  'gamsahamnida',
  'gomawo',
  'mianhae',
  'annyeong',
  'annyeonghaseyo',
  'hwaiting',
  'fighting',
  'paiting',
  'daebak',
  'kkum',
  'huimang',
  'maeum',
  'uri',
  'urijip',
  'uriga',
  'chingu',
  'sonyeo',
  'sonyeon',
  // family
  'appa',
  'eomma',
  'umma',
  'omma',
  'oppa',
  'unni',
  'eonni',
  'hyung',
  'hyeong',
  'noona',
  'nuna',
  'dongsaeng',
  'halmeoni',
  'harabeoji',
  'adeul',
  'ttal',
  'aegi',
  'agi',
  'gajok',
  'family',
  // the country, cities and things
  'korea',
  'koreas',
  'hanguk',
  'hankook',
  'daehanminguk',
  'daehan',
  'minguk',
  'seoul',
  'busan',
  'pusan',
  'incheon',
  'daegu',
  'daejeon',
  'gwangju',
  'ulsan',
  'suwon',
  'jeju',
  'jejudo',
  'gangnam',
  'hangang',
  'hangul',
  'hangeul',
  'kimchi',
  'bulgogi',
  'bibimbap',
  'soju',
  'makgeolli',
  'ramyeon',
  'ramyun',
  'tteokbokki',
  'mugunghwa',
  'taegeukgi',
  'arirang',
  'samsung',
  'hyundai',
  'naver',
  'kakao',
  'kakaotalk',
  'daum',
  'hanmail',
  'nate',
  'cyworld',
  'pcbang',
  'kpop',
  'bts',
  'blackpink',
  'twice',
  'exo',
  'bigbang',
  'hallyu',
  // the most common surnames and given names
  'kim',
  'gim',
  'lee',
  'yi',
  'rhee',
  'park',
  'bak',
  'pak',
  'choi',
  'choe',
  'jung',
  'jeong',
  'chung',
  'kang',
  'gang',
  'cho',
  'jo',
  'yoon',
  'yun',
  'jang',
  'chang',
  'lim',
  'im',
  'han',
  'oh',
  'seo',
  'suh',
  'shin',
  'sin',
  'kwon',
  'gwon',
  'hwang',
  'ahn',
  'an',
  'song',
  'jeon',
  'jun',
  'hong',
  'yoo',
  'yu',
  'ko',
  'go',
  'moon',
  'mun',
  'yang',
  'son',
  'bae',
  'baek',
  'paik',
  'heo',
  'huh',
  'nam',
  'minjun',
  'seojun',
  'doyun',
  'yejun',
  'siwoo',
  'hajun',
  'jiho',
  'juwon',
  'jihu',
  'junseo',
  'minseo',
  'seoyeon',
  'seoyun',
  'jiwoo',
  'jiwu',
  'seohyun',
  'hayun',
  'haeun',
  'jiyu',
  'jiyoon',
  'soyeon',
  'jisoo',
  'jisu',
  'minji',
  'minsu',
  'minsoo',
  'jihoon',
  'jihun',
  'hyunwoo',
  'sungmin',
  'seungmin',
  'younghee',
  'yeonghui',
  'cheolsu',
  'chulsoo',
  'gildong',
  'honggildong',
  'sejong',
  'sunsin',
];

/** Refused below this zxcvbn score: 3 means about 10^8 guesses or more. */
export const minimumPasswordScore = 3;

let estimator: ZxcvbnFactory | undefined;

// Building the ranked dictionaries takes about 0.2 s: done on the first password, not at import.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, korean: koreanPasswordWords },
    graphs: adjacencyGraphs,
  });
  return estimator;
}

/**
 * What the person's own details give a guesser: the username, the name, the
 * e-mail and its local part. Empty and missing ones are left out.
 */
export function personalWords(person: { username?: string | null; name?: string | null; email?: string | null }): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  return [person.username, person.name, email, email.split('@')[0]].map((word) => word?.trim() ?? '').filter((word) => word !== '');
}

/** zxcvbn's score, 0 (guessed at once) to 4, counting the person's own words as known to the guesser. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn().check(password, userInputs).score;
}

/**
 * True when the password meets the spec's rule but is still easy to guess:
 * 'Password1!', 'Qwerty123!', 'Sarang123!', 'Korea2024!', or one built from
 * the person's own username. Passwords that fail the rule are refused for that.
 */
export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  return isValidPassword(password) && passwordScore(password, userInputs) < minimumPasswordScore;
}
