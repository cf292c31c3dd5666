// Weak signals: phrases that are not a crisis on their own ("nothing matters", "I gave my cat
// away") but add up over a conversation (conversation-risk.ts). Folded text, `_` ends a stem.
// Hopelessness and withdrawal weigh less than a preparatory act.
export const WEAK_HOPELESS: string[] = [
  // en
  'nothing matters', 'doesnt matter anymore', 'nothing (?:really )?matters anymore', 'whats the point', 'no point', 'pointless', 'tired of everything', 'cant do this anymore',
  'nobody cares', 'no one cares', 'hopeless', 'empty inside', 'numb', 'given up', 'giving up', 'dont care anymore', 'im done', 'so done', 'nothing left', 'no way out', 'trapped',
  'dont want to be here', 'worthless', 'a burden',
  // fr
  'rien n a (?:plus )?d importance', 'plus rien n a d importance', 'a quoi bon', 'aucun sens', 'plus la force', 'j en peux plus', 'personne ne s en soucie', 'je suis un fardeau', 'vide',
  // es
  'nada importa', 'ya nada importa', 'para que', 'no tiene sentido', 'no puedo mas', 'a nadie le importa', 'soy una carga', 'vacio', 'vacia',
  // de
  'nichts (?:ist mehr )?wichtig', 'nichts hat (?:mehr )?(?:einen )?sinn', 'wozu noch', 'ich kann nicht mehr', 'keine kraft mehr', 'niemand(?:en)? interessiert', 'eine last', 'leer',
  // it
  'niente ha (?:piu )?senso', 'non importa piu niente', 'a che serve', 'non ce la faccio piu', 'a nessuno importa', 'sono un peso', 'vuoto', 'vuota',
  // nl
  'niets doet ertoe', 'niks doet er(?: nog)? toe', 'wat heeft het voor zin', 'geen zin meer', 'ik kan niet meer', 'niemand geeft om', 'een last',
  // zh
  '什么都不重要', '没意思', '没意义', '有什么意义', '撑不下去', '没人在乎', '累赘', '好累', '空虚', '绝望',
  // hi / roman
  'कुछ मायने नहीं', 'कोई फायदा नहीं', 'क्या फायदा', 'थक गया', 'थक गई', 'किसी को फर्क नहीं', 'बोझ', 'कुछ फर्क नहीं',
  'kuch matter nahi', 'koi fayda nahi', 'kya fayda', 'thak gaya', 'thak gayi', 'kisi ko farak nahi', 'bojh',
  // ur
  'کچھ فرق نہیں', 'کوئی فائدہ نہیں', 'کیا فائدہ', 'تھک گیا', 'تھک گئی', 'کسی کو پرواہ نہیں', 'بوجھ',
  // ar
  'ما في شي مهم', 'مافي فايده', 'لا فايده', 'ما الفايده', 'تعبت من كل شي', 'ما حدا مهتم', 'محدش مهتم', 'عبء', 'مليت',
];

export const WEAK_PREPARATORY: string[] = [
  // en
  'gave {w0-3}away', 'giving {w0-3}away', 'gave (?:my|all my) {w0-2}to', 'found a new home for', 'rehom_', 'said goodbye to', 'wont need', 'sorted out my (?:will|affairs|accounts)',
  'wrote (?:a )?letter_', 'cancelled my', 'paid off', 'last time', 'take care of my (?:cat|dog|kids|pets?)',
  // fr
  'donne_? mon', 'donne_? mes', 'dit au revoir', 'n aurai plus besoin', 'lettre_', 'mis mes affaires en ordre', 's occuper de mon (?:chat|chien)',
  // es
  'regale mi', 'regale mis', 'me despedi', 'ya no (?:lo|la|los|las) necesitare', 'carta_', 'cuide_ a mi (?:gato|perro)',
  // de
  'verschenkt', 'weggegeben', 'mich verabschiedet', 'brauche (?:ich )?nicht mehr', 'brief_', 'kummert sich um meine (?:katze|hund)',
  // it
  'regalato', 'dato via', 'salutato tutti', 'non mi servira piu', 'letter(?:a|e)',
  // nl
  'weggegeven', 'afscheid genomen', 'heb ik niet meer nodig', 'brief_',
  // zh
  '送人了', '送给', '告别', '用不着了', '写了信', '交代',
  // hi / roman / ur
  'दे दी', 'दे दिया', 'अलविदा', 'चिट्ठी', 'de di', 'de diya', 'alvida', 'chitthi', 'دے دی', 'دے دیا', 'الوداع', 'خط',
  // ar
  'اعطيت', 'وزعت', 'ودعت', 'رساله', 'ما راح احتاج',
];
