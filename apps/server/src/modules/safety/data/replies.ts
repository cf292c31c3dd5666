import type { SafetyLanguage } from '@haven/core/safety';
import type { RuleLanguage } from './types';

/**
 * The calm reply sent instead of a model answer after a crisis message. It names no number itself:
 * the help lines for the person's country or language come with it and the client shows them in
 * the persistent "Get help now" panel.
 */
export const CRISIS_REPLIES: Record<RuleLanguage, string> = {
  en: "I'm really glad you told me, and I'm so sorry you're carrying this. You deserve support from a real person right now. Please reach out to one of the help lines below: they are free, confidential and there for exactly this. If you are in immediate danger, call your local emergency number. If you can, stay near someone you trust.",
  fr: "Merci de me l'avoir dit, et je suis vraiment désolé que vous viviez cela. Vous méritez le soutien d'une vraie personne maintenant. Contactez l'une des lignes d'écoute ci-dessous : elles sont gratuites, confidentielles et faites pour ce moment. En cas de danger immédiat, appelez le numéro d'urgence local. Si vous le pouvez, restez près d'une personne de confiance.",
  es: 'Gracias por contármelo, y siento mucho que estés pasando por esto. Mereces el apoyo de una persona real ahora mismo. Por favor, contacta con una de las líneas de ayuda de abajo: son gratuitas, confidenciales y existen justo para esto. Si estás en peligro inmediato, llama al número de emergencias local. Si puedes, quédate cerca de alguien de confianza.',
  de: 'Danke, dass du mir das anvertraust. Es tut mir sehr leid, dass du das gerade trägst. Du verdienst jetzt Unterstützung von einem echten Menschen. Bitte wende dich an eine der Anlaufstellen unten: kostenlos, vertraulich und genau dafür da. Bei akuter Gefahr ruf den örtlichen Notruf an. Wenn du kannst, bleib in der Nähe eines Menschen, dem du vertraust.',
  it: "Grazie di avermelo detto, e mi dispiace davvero che tu stia vivendo questo. Meriti il sostegno di una persona reale adesso. Contatta una delle linee di ascolto qui sotto: sono gratuite, riservate e esistono proprio per questo. Se sei in pericolo immediato, chiama il numero di emergenza locale. Se puoi, resta vicino a qualcuno di cui ti fidi.",
  nl: 'Dank je dat je me dit vertelt, en het spijt me echt dat je dit meedraagt. Je verdient nu steun van een echt mens. Neem alsjeblieft contact op met een van de hulplijnen hieronder: gratis, vertrouwelijk en juist hiervoor bedoeld. Ben je in direct gevaar, bel dan het lokale alarmnummer. Blijf als het kan in de buurt van iemand die je vertrouwt.',
  ur: 'آپ نے مجھے بتایا، اس کا شکریہ۔ مجھے بہت افسوس ہے کہ آپ یہ سب سہہ رہے ہیں۔ اس وقت آپ کسی حقیقی انسان کی مدد کے حق دار ہیں۔ براہِ کرم نیچے دی گئی ہیلپ لائنز میں سے کسی سے رابطہ کریں: یہ مفت اور رازدارانہ ہیں۔ اگر آپ فوری خطرے میں ہیں تو اپنے مقامی ایمرجنسی نمبر پر کال کریں۔ ہو سکے تو کسی قابلِ اعتماد شخص کے پاس رہیں۔',
  hi: 'मुझे बताने के लिए धन्यवाद। मुझे सच में दुख है कि आप यह सब झेल रहे हैं। इस समय आप किसी असली इंसान के सहारे के हक़दार हैं। कृपया नीचे दी गई हेल्पलाइन में से किसी से संपर्क करें: ये मुफ़्त और गोपनीय हैं। अगर आप तुरंत ख़तरे में हैं, तो अपने स्थानीय आपातकालीन नंबर पर कॉल करें। हो सके तो किसी भरोसेमंद व्यक्ति के पास रहें।',
  roman: 'Mujhe batane ka shukriya. Mujhe sach mein afsos hai ki aap yeh sab sah rahe hain. Is waqt aap kisi asli insaan ki madad ke haqdaar hain. Please neeche di gayi helpline mein se kisi se baat karein: yeh muft aur raazdaari wali hain. Agar aap fauri khatre mein hain to apne local emergency number par call karein. Ho sake to kisi bharosemand insaan ke paas rahein.',
  zh: '谢谢你愿意告诉我，你正在承受这些，我真的很难过。此刻你值得得到真人的支持。请联系下面的求助热线：它们免费、保密，正是为这样的时刻而设。如果你有立即的危险，请拨打当地的紧急电话。如果可以，请待在你信任的人身边。',
  ar: 'شكرًا لأنك أخبرتني، وأنا آسف حقًا لأنك تحمل كل هذا. أنت تستحق دعم شخص حقيقي الآن. من فضلك تواصل مع أحد خطوط المساعدة أدناه: إنها مجانية وسرية وموجودة من أجل هذه اللحظة تحديدًا. إذا كنت في خطر مباشر فاتصل برقم الطوارئ المحلي. وإن استطعت، ابقَ قرب شخص تثق به.',
};

/** Replaces a model reply that claimed to be a person or a licensed professional. */
export const SAFE_OUTPUT_REPLIES: Record<SafetyLanguage, string> = {
  en: "I'm an AI companion, not a human or a licensed therapist, so I can't offer professional care. I'm still here to listen. What feels most important to talk about right now?",
  fr: "Je suis un compagnon IA, pas un humain ni un thérapeute diplômé, je ne peux donc pas offrir de soins professionnels. Je reste là pour vous écouter. De quoi aimeriez-vous parler maintenant ?",
  es: 'Soy un compañero de IA, no una persona ni un terapeuta titulado, así que no puedo ofrecer atención profesional. Sigo aquí para escucharte. ¿De qué te gustaría hablar ahora?',
  de: 'Ich bin ein KI-Begleiter, kein Mensch und keine approbierte Fachkraft, daher kann ich keine professionelle Behandlung bieten. Ich höre dir trotzdem zu. Worüber möchtest du gerade sprechen?',
  it: "Sono un compagno IA, non una persona né un terapeuta abilitato, quindi non posso offrire cure professionali. Sono comunque qui per ascoltarti. Di cosa ti piacerebbe parlare adesso?",
  nl: 'Ik ben een AI-maatje, geen mens en geen erkende therapeut, dus ik kan geen professionele zorg bieden. Ik luister nog steeds graag. Waar wil je het nu het liefst over hebben?',
  ur: 'میں ایک اے آئی ساتھی ہوں، کوئی انسان یا لائسنس یافتہ معالج نہیں، اس لیے پیشہ ورانہ علاج فراہم نہیں کر سکتا۔ میں پھر بھی آپ کی بات سننے کے لیے یہاں ہوں۔ ابھی آپ کس بارے میں بات کرنا چاہیں گے؟',
  hi: 'मैं एक एआई साथी हूँ, कोई इंसान या लाइसेंसधारी थेरेपिस्ट नहीं, इसलिए पेशेवर इलाज नहीं दे सकता। फिर भी मैं आपकी बात सुनने के लिए यहाँ हूँ। अभी आप किस बारे में बात करना चाहेंगे?',
  zh: '我是一个人工智能陪伴助手，不是真人，也不是持证的心理治疗师，所以无法提供专业治疗。但我仍然在这里倾听你。你现在最想聊些什么？',
  ar: 'أنا رفيق ذكاء اصطناعي، لست إنسانًا ولا معالجًا مرخّصًا، لذلك لا أستطيع تقديم رعاية مهنية. لكنني ما زلت هنا لأستمع إليك. عمّ تودّ أن نتحدث الآن؟',
};

/**
 * A model reply claiming to be human or a licensed professional (DESIGN.md 4). Folded like the
 * crisis patterns: lower case, no accents, no apostrophes.
 */
export const FALSE_CLAIM_PATTERNS: string[] = [
  // English
  '(?:i am|im) (?:a |an )?(?:real |actual )?(?:human|person|human being|real person|man|woman)(?! (?:resources|rights|nature|body))',
  '(?:i am|im) (?:not|no) (?:an? )?(?:ai|bot|robot|chatbot|machine|computer|program|language model)',
  '(?:i am|im) (?:a |an |your )?(?:licensed|certified|registered|qualified|trained|board certified|clinical|professional) (?:\\w+ )?(?:therapist|psychologist|counsel+or|psychiatrist|doctor|physician|clinician|social worker|psychotherapist|nurse)',
  '(?:i am|im) (?:a |an |your )(?:therapist|psychologist|counsel+or|psychiatrist|doctor|physician|clinician|psychotherapist)',
  'as (?:a|your) (?:licensed |certified |trained |professional )?(?:therapist|psychologist|counsel+or|psychiatrist|doctor|physician|clinician|psychotherapist)',
  'in my (?:\\d+ |many )?years (?:of|as a) (?:clinical )?(?:practice|therapist|psychologist|doctor)',
  // French
  'je suis (?:un |une )?(?:vraie personne|etre humain|humain|humaine|therapeute|psychologue|psychiatre|medecin|docteur|psychotherapeute)',
  'je ne suis pas (?:une |un )?(?:ia|intelligence artificielle|robot|machine)',
  'en tant que (?:votre |ton |ta |votre )?(?:therapeute|psychologue|psychiatre|medecin)',
  // Spanish
  'soy (?:un |una |tu )?(?:persona real|ser humano|humano|humana|terapeuta|psicologo|psicologa|psiquiatra|medico|medica|doctor|doctora)',
  'no soy (?:una |un )?(?:ia|inteligencia artificial|robot|maquina|bot)',
  'como (?:tu |su )?(?:terapeuta|psicologo|psicologa|psiquiatra|medico)',
  // German
  'ich bin (?:ein |eine |dein |deine |ihr |ihre )?(?:echter |echte )?(?:mensch|therapeut|therapeutin|psychologe|psychologin|psychiater|psychiaterin|arzt|arztin|psychotherapeut|psychotherapeutin)',
  'ich bin (?:keine|kein) (?:ki|kunstliche intelligenz|roboter|maschine|bot)',
  'als (?:dein|deine|ihr|ihre) (?:therapeut|therapeutin|psychologe|psychologin|arzt|arztin)',
  // Italian
  'sono (?:un |una |il tuo |la tua )?(?:persona reale|persona vera|essere umano|umano|terapeuta|psicologo|psicologa|psichiatra|medico|dottore|dottoressa|psicoterapeuta)',
  'non sono (?:una |un )?(?:ia|intelligenza artificiale|robot|macchina|bot)',
  'come (?:tuo |tua |il tuo |la tua )?(?:terapeuta|psicologo|psicologa|medico)',
  // Dutch
  'ik ben (?:een |je |uw )?(?:echt |echte )?(?:mens|persoon|therapeut|psycholoog|psychiater|arts|dokter|psychotherapeut)',
  'ik ben (?:geen) (?:ai|ki|robot|machine|bot|computer)',
  'als (?:je|jouw|uw) (?:therapeut|psycholoog|arts|dokter)',
  // Hindi / Urdu (both scripts) and romanized
  'मैं (?:एक )?(?:इंसान|मनुष्य|डॉक्टर|डाक्टर|थेरेपिस्ट|मनोवैज्ञानिक|मनोचिकित्सक|चिकित्सक) हूँ',
  'मैं (?:एक )?(?:इंसान|मनुष्य|डॉक्टर|डाक्टर|थेरेपिस्ट|मनोवैज्ञानिक|मनोचिकित्सक|चिकित्सक) हूं',
  'میں (?:ایک )?(?:انسان|ڈاکٹر|معالج|تھراپسٹ|ماہر نفسیات) ہوں',
  '(?:main|mai|mein) (?:ek )?(?:insaan|insan|doctor|daktar|therapist) (?:hoon|hun|hu|hoo)',
  // Chinese
  '我是(?:一名|一个|一位|你的)?(?:真人|人类|真正的人|医生|心理医生|治疗师|心理治疗师|心理咨询师|咨询师|精神科医生)',
  '我不是(?:人工智能|机器人|ai|程序)',
  // Arabic
  'انا (?:انسان|إنسان|طبيب|طبیب|طبيبه|معالج|معالجه|اخصائي|اخصائی|شخص حقيقي|شخص حقیقی)',
  'لست (?:ذكاء اصطناعيا|ذكاء اصطناعی|روبوت|برنامج|الذكاء الاصطناعي)',
];
