/**
 * The vocabulary moderation looks for (moderation.ts, decision 0055): number words, the words a
 * dot may sit between without making a link, and abuse. Kept apart from the detectors so that a
 * list grows without touching the logic that reads it.
 */

import { foldDevanagari } from './moderation-normalise.ts';

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** Digits written as words, English, romanised Hindi and Hindi (Devanagari, folded as the text is). */
export const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  shunya: '0',
  shoonya: '0',
  sunya: '0',
  shunye: '0',
  ek: '1',
  do: '2',
  teen: '3',
  tin: '3',
  char: '4',
  chaar: '4',
  panch: '5',
  paanch: '5',
  paach: '5',
  panj: '5',
  chhe: '6',
  chhah: '6',
  chah: '6',
  chhai: '6',
  chheh: '6',
  chhey: '6',
  saat: '7',
  sat: '7',
  aath: '8',
  aat: '8',
  nau: '9',
  nao: '9',
};
for (const [word, digit] of Object.entries({
  शून्य: '0',
  सुन्य: '0',
  एक: '1',
  दो: '2',
  तीन: '3',
  चार: '4',
  पांच: '5',
  पाँच: '5',
  पाच: '5',
  छह: '6',
  छः: '6',
  छै: '6',
  छे: '6',
  सात: '7',
  आठ: '8',
  नौ: '9',
  नो: '9',
  दस: '10',
})) {
  DIGIT_WORDS[foldDevanagari(word)] = digit;
}
export const TENS: Record<string, string> = {
  twenty: '2',
  thirty: '3',
  forty: '4',
  fourty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};

// ---------------------------------------------------------------------------------------------
// Links

/**
 * Top-level domains that are everyday words of a review (English, Hinglish, abbreviations), so
 * that "this.is great", "price kam hai.ye shop", "Pvt.Ltd", "Ph.No", "good food.best dosa" and
 * "bangalore.pin 560011" are not links when someone skips the space after a full stop. With a
 * plain dot they count only when the name before it has a digit or a hyphen (best-deals.shop);
 * a scheme or www, an e-mail address, a path or a hidden dot (`this[.]is`) always counts.
 */
export const WORD_TLDS = new Set(
  (
    'ac ad ai am as at be by de do gb gm hr id is it jo kg ki km kr la ma me ml mm mr ms my na ne no nr pe ph pm ps rs sb se so sr st to tv us ye ' +
    'ltd inc llc llp ltda srl sarl gmbh name pin tel ' +
    'new now one you how here got top best like love open free fast cool fun joy wow lol wtf hot red blue pink black green orange gold silk glass ' +
    'day date today eat food menu diet pizza coffee cafe bar pub wine beer kitchen cooking recipes catering restaurant grocery organic fish ' +
    'shop shopping store sale deal deals cheap discount promo coupon coupons bargains gift gifts market markets cash pay money bank loan loans ' +
    'credit insurance tax law legal call phone mobile contact email help care support services solutions company business group center team ' +
    'work works live life land show play spot talk meet next post page blog news report review reviews gallery safe save plus tips total final ' +
    'place space room rest house homes rent rentals family kids baby man men mom dad city town star sky earth energy solar read run fly fit win ' +
    'dog cat pet vet horse car cars bike taxi cab auto autos parts tools toys repair plumbing cleaning doctor clinic dental dentist hospital ' +
    'surgery pharmacy health fitness yoga hair skin makeup beauty salon spa shoes clothing fashion style jewelry watch watches flowers florist ' +
    'garden farm school college education training study courses music dance band movie photo photos video games party wedding events camp ' +
    'travel tours holiday hotels flights world global online website click link delivery express direct quest select smart prime sport trust ' +
    'vision zone zero mini ping seven ice wed bid box buy dot see guru desi art tech bio eco cricket rocks luxury villas media design jobs ' +
    'fail sucks security book'
  ).split(/\s+/),
);
/** Words before a dot that are not a domain's name (function words, titles, address abbreviations). */
export const NOT_A_NAME = new Set(
  (
    'a an the this that these those there here it its is was are were be been am i we you he she they me my our your his her their them us ' +
    'and or but so if to of in on at by for from with as not no very too also just only then than now well good bad nice great ok okay ' +
    'went came go going done hai tha thi hain bhi aur nahi nahin ka ki ke ko se me mein par pe ye yeh wo woh toh bahut accha acha achha sab kuch ' +
    'mr mrs ms dr sh shri sri smt st rd nr opp govt pvt co ltd no ph mob tel etc ie eg vs approx rs'
  ).split(/\s+/),
);
/** TLDs that are never the first word of a sentence, so even "Rivalshop.Com" is a link. */
export const ALWAYS_DOMAIN = new Set(['com', 'net', 'org']);

// ---------------------------------------------------------------------------------------------
// Abuse

/**
 * Abuse in English, Hinglish and Devanagari. Each spelling is compared after the same folding as
 * the text (`skeleton`), so one entry covers its leetspeak, accented, look-alike and stretched
 * forms. `endings`: what may follow and keep it abuse (plurals, -ing, -er, -y); `inside`: also
 * found inside a longer word ("youbitch"), for the words no ordinary word contains (unlike "shit"
 * in "Kshitij", "cunt" in "Scunthorpe", "dick" in "Dickens"). Romanised "randi" is left out: in
 * Telugu it is "please come" ("malli randi", come again), which an owner's reply says often; the
 * Devanagari रंडी stays.
 */
export const ENGLISH_ENDINGS = ['', 's', 'es', 'z', 'ez', 'er', 'ers', 'ing', 'in', 'ed', 'y', 'head', 'heads', 'face'];
export const HINGLISH_ENDINGS = ['', 's', 'on', 'yon', 'o'];
export const BLOCKLIST: ReadonlyArray<{ words: string[]; endings: string[]; inside?: boolean }> = [
  {
    words: ['fuck', 'motherfuck', 'motherfucker', 'bitch', 'asshole', 'arsehole', 'whore', 'bullshit'],
    endings: ENGLISH_ENDINGS,
    inside: true,
  },
  {
    words: [
      'fuk',
      'fck',
      'fuq',
      'shit',
      'biatch',
      'bastard',
      'cunt',
      'slut',
      'wanker',
      'twat',
      'jackass',
      'dumbass',
      'scumbag',
      'douchebag',
      'nigger',
      'nigga',
    ],
    endings: ENGLISH_ENDINGS,
  },
  // Not -y: "dicky" is a car's boot in Indian English.
  { words: ['dick', 'dickhead'], endings: ['', 's', 'head', 'heads'] },
  {
    words: [
      'chutiya',
      'chutiye',
      'chutia',
      'chootiya',
      'chutiyapa',
      'madarchod',
      'maderchod',
      'madharchod',
      'madarchot',
      'behenchod',
      'bahenchod',
      'behanchod',
      'bhenchod',
      'bhanchod',
      'bhainchod',
      'bhosdike',
      'bhosadike',
      'bhosdika',
      'bhosdiwale',
      'bhosdi',
    ],
    endings: [...HINGLISH_ENDINGS, 'e'],
    inside: true,
  },
  {
    words: [
      'benchod',
      'bhenchot',
      'gandu',
      'gaandu',
      'gandmara',
      'randwa',
      'randibaaz',
      'harami',
      'haramkhor',
      'haramzada',
      'haramzadi',
      'haramjada',
      'haramjadi',
      'kamina',
      'kamine',
      'kaminey',
      'kameena',
      'kameene',
      'bhosda',
      'bsdk',
      'lavda',
      'lauda',
      'lawda',
      'lavde',
      'lawde',
      'lodu',
      'lund',
      'jhaatu',
      'jhatu',
      'chinal',
      'chodu',
    ],
    endings: HINGLISH_ENDINGS,
  },
  {
    words: [
      'चूतिया',
      'चूतिये',
      'चूतियों',
      'चूतियापा',
      'मादरचोद',
      'मादरचोत',
      'बहनचोद',
      'बहिनचोद',
      'बहेनचोद',
      'भेनचोद',
      'भैनचोद',
      'भेंचोद',
      'गांडू',
      'रंडी',
      'रंडियों',
      'रांड',
      'हरामी',
      'हरामखोर',
      'हरामज़ादा',
      'हरामज़ादी',
      'हरामज़ादे',
      'कमीना',
      'कमीने',
      'कमीनी',
      'भोसड़ीके',
      'भोसड़ी',
      'भोसड़ा',
      'लौड़ा',
      'लवड़ा',
      'लंड',
      'झाटू',
      'छिनाल',
      'कुतिया',
      'चोदू',
    ],
    endings: ['', 'ों', 'े'],
    inside: true,
  },
];
