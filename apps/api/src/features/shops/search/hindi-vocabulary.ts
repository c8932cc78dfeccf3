/**
 * The Hindi words in Devanagari a shopper types for a kind of shop (decision 0073). Each is read
 * as a word of the Latin vocabulary (search-vocabulary.ts) and means what that word means, so
 * that "मिठाई" is searched exactly as "mithai" is: the same kinds, the same SQL, the same order.
 * Words that are only in the Hindi labels of the taxonomy (shared locale) name their kind too,
 * and are searched as typed.
 */

/** Devanagari word (as typed, nukta and all) → the Latin vocabulary word it is read as. */
export const DEVANAGARI_WORDS: Readonly<Record<string, string>> = {
  // Medical & Pharmacy
  दवा: 'dawa',
  दवाई: 'dawai',
  दवाएं: 'medicines',
  दवाइयां: 'medicines',
  दवाखाना: 'dawakhana',
  मेडिकल: 'medical',
  केमिस्ट: 'chemist',
  फ़ार्मेसी: 'pharmacy',
  औषधि: 'aushadhi',
  // Kirana & Grocery
  किराना: 'kirana',
  किराने: 'kirana',
  परचून: 'parchun',
  राशन: 'ration',
  ग्रोसरी: 'grocery',
  जनरल: 'general',
  सुपरमार्केट: 'supermarket',
  // Sweets, bakery, snacks
  मिठाई: 'mithai',
  मिठाइयां: 'mithai',
  मिठाईवाला: 'mithaiwala',
  मिष्ठान: 'mishtan',
  मिष्ठान्न: 'mishtan',
  हलवाई: 'halwai',
  स्वीट्स: 'sweets',
  स्वीट: 'sweet',
  बेकरी: 'bakery',
  केक: 'cake',
  नमकीन: 'namkeen',
  आइसक्रीम: 'icecream',
  कुल्फ़ी: 'kulfi',
  // Fruits, vegetables, dairy, meat, fish, spices
  सब्ज़ी: 'sabzi',
  सब्ज़ियां: 'sabzi',
  सब्ज़ीवाला: 'sabzi',
  फल: 'phal',
  फ़्रूट: 'fruit',
  दूध: 'doodh',
  डेयरी: 'dairy',
  डेरी: 'dairy',
  चिकन: 'chicken',
  मटन: 'mutton',
  मीट: 'meat',
  गोश्त: 'meat',
  मछली: 'machli',
  मसाला: 'masala',
  मसाले: 'masala',
  मेवा: 'mewa',
  चक्की: 'chakki',
  आटा: 'atta',
  पान: 'paan',
  शराब: 'sharab',
  ठेका: 'theka',
  // Eating out
  रेस्टोरेंट: 'restaurant',
  होटल: 'hotel',
  ढाबा: 'dhaba',
  भोजनालय: 'bhojanalaya',
  चाय: 'chai',
  कॉफ़ी: 'coffee',
  // Clothes, shoes, tailoring, jewellery
  कपड़ा: 'kapda',
  कपड़े: 'kapde',
  कपड़ों: 'kapde',
  रेडीमेड: 'readymade',
  साड़ी: 'saree',
  दर्ज़ी: 'darzi',
  टेलर: 'tailor',
  सिलाई: 'silai',
  जूता: 'joota',
  जूते: 'jute',
  चप्पल: 'chappal',
  मोची: 'mochi',
  बैग: 'bag',
  घड़ी: 'ghadi',
  चूड़ी: 'choodi',
  चूड़ियां: 'choodi',
  सुनार: 'sunar',
  ज्वेलर्स: 'jeweller',
  ज्वेलरी: 'jewellery',
  // Health and care
  चश्मा: 'chashma',
  चश्मे: 'chashma',
  डॉक्टर: 'doctor',
  क्लिनिक: 'clinic',
  अस्पताल: 'hospital',
  डेंटिस्ट: 'dentist',
  लैब: 'lab',
  पैथोलॉजी: 'pathology',
  पार्लर: 'parlour',
  ब्यूटी: 'beauty',
  मेहंदी: 'mehendi',
  नाई: 'nai',
  सैलून: 'salon',
  इत्र: 'attar',
  जिम: 'gym',
  // Phones, electronics, repairs
  मोबाइल: 'mobile',
  फ़ोन: 'phone',
  रिचार्ज: 'recharge',
  रिपेयर: 'repair',
  रिपेयरिंग: 'repairing',
  मरम्मत: 'repair',
  मैकेनिक: 'mechanic',
  इलेक्ट्रॉनिक्स: 'electronics',
  टीवी: 'tv',
  एसी: 'ac',
  फ़्रिज: 'fridge',
  कूलर: 'cooler',
  कंप्यूटर: 'computer',
  लैपटॉप: 'laptop',
  // Home, hardware, building
  फ़र्नीचर: 'furniture',
  गद्दा: 'gadda',
  गद्दे: 'gadda',
  बर्तन: 'bartan',
  हार्डवेयर: 'hardware',
  पेंट: 'paint',
  बिजली: 'bijli',
  इलेक्ट्रिकल: 'electrical',
  सीमेंट: 'cement',
  चाबी: 'chabi',
  गैस: 'gas',
  इन्वर्टर: 'inverter',
  बैटरी: 'battery',
  // Vehicles
  गैराज: 'garage',
  टायर: 'tyre',
  पंचर: 'puncture',
  साइकिल: 'cycle',
  बाइक: 'bike',
  पेट्रोल: 'petrol',
  कार: 'car',
  // Books, gifts, worship, festivals
  किताब: 'kitab',
  किताबें: 'kitab',
  पुस्तक: 'pustak',
  स्टेशनरी: 'stationery',
  गिफ़्ट: 'gift',
  खिलौना: 'khilona',
  खिलौने: 'khilona',
  पूजा: 'pooja',
  सामग्री: 'samagri',
  पटाखे: 'pataka',
  फूल: 'phool',
  पौधे: 'plant',
  नर्सरी: 'nursery',
  बीज: 'beej',
  खाद: 'khad',
  // Services
  धोबी: 'dhobi',
  लॉन्ड्री: 'laundry',
  ज़ेरॉक्स: 'xerox',
  फ़ोटोकॉपी: 'photocopy',
  प्रिंटिंग: 'printing',
  फ़ोटो: 'photo',
  कूरियर: 'courier',
  साइबर: 'cyber',
  टेंट: 'tent',
  थोक: 'wholesale',
  कबाड़ी: 'kabadi',
};

/** Devanagari words that say nothing about the kind of shop ("मिठाई की दुकान", "किराना स्टोर"). */
export const DEVANAGARI_STOP_WORDS: readonly string[] = [
  'की',
  'का',
  'के',
  'में',
  'और',
  'एंड',
  'एवं',
  'व',
  'दुकान',
  'दूकान',
  'स्टोर',
  'शॉप',
  'वाला',
  'वाले',
  'वाली',
  'सामान',
];

const NUKTA = /\u093c/g;
const JOINERS = /[\u200c\u200d]/g;
/** A nasal consonant with virama before a consonant: written as an anusvara just as often ("हिन्दी", "हिंदी"). */
const NASAL_CONJUNCT = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g;

/**
 * A word as the vocabulary keys it. Devanagari is written several ways for one word: with or
 * without a nukta (ज़/ज, फ़/फ, ड़/ड), with a chandrabindu or an anusvara (ँ/ं), a nasal
 * consonant or an anusvara (न्द/ंद), and ऑ/ॉ or आ/ा ("डॉक्टर", "डाक्टर"); each pair has one key.
 * Latin words are keyed as they are.
 */
export function vocabularyKey(word: string): string {
  if (!isDevanagari(word)) return word;
  return word
    .normalize('NFD')
    .replace(NUKTA, '')
    .replace(JOINERS, '')
    .replace(/\u0901/g, '\u0902')
    .replace(NASAL_CONJUNCT, '\u0902')
    .replace(/\u0949/g, '\u093e')
    .replace(/\u0911/g, '\u0906')
    .normalize('NFC');
}

/** Whether a word is written in Devanagari. */
export function isDevanagari(word: string): boolean {
  return /[\u0900-\u097f]/.test(word);
}
