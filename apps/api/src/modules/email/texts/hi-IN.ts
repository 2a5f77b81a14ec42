import type { EmailTexts } from './en-IN.ts';

/**
 * The e-mails' texts in Hindi. Words students use as they are ('course', 'placement', 'invoice', 'GST', 'link')
 * are written in Devanagari as they are said (कोर्स, प्लेसमेंट, इनवॉइस); product names ('My Learnings', LinkedIn)
 * stay as the pages show them.
 */
export const emailTexts: EmailTexts = {
  // Devanagari first: Latin-only faces would leave the Hindi to whatever the mail client falls back to.
  fontFamily: "'Noto Sans Devanagari', 'Nirmala UI', Mangal, Inter, 'Segoe UI', Helvetica, Arial, sans-serif",
  hello: (name) => (name.trim() ? `नमस्ते ${name.trim()},` : 'नमस्ते,'),
  footer: 'Pathshala · सीखें, प्रैक्टिस करें, प्लेसमेंट पाएँ · support@pathshala.in',
  signature: '— Pathshala · support@pathshala.in',
  seeOrders: 'अपने ऑर्डर देखें',
  liveSession: {
    session: 'सेशन',
    starts: 'शुरुआत',
    length: 'अवधि',
    minutes: (count) => `${count} मिनट`,
    openCourse: 'कोर्स खोलें',
    joinLinkNote: 'जॉइन लिंक सेशन शुरू होने से 15 मिनट पहले कोर्स पेज पर खुलेगा।',
  },

  contactAcknowledgement: {
    subject: 'हमें आपका संदेश मिल गया है',
    greeting: 'नमस्ते,',
    paragraphs: [
      'Pathshala से संपर्क करने के लिए धन्यवाद। हमारी टीम का कोई सदस्य एक कार्यदिवस के भीतर आपको जवाब देगा।',
      'अगर आपने हमें नहीं लिखा था, तो इस ई-मेल को अनदेखा कर दें: जब तक आप ख़ुद न लिखें, कोई आपसे दोबारा संपर्क नहीं करेगा।',
    ],
  },
  careerApplicationReceived: {
    subject: (position) => `आवेदन मिल गया: ${position}`,
    thanks: (position) => `Pathshala में ${position} के लिए आवेदन करने के लिए धन्यवाद।`,
    nextStep: 'हम हर आवेदन 3 कार्यदिवसों के भीतर देखते हैं और अगले चरण के बारे में आपको ई-मेल करेंगे।',
  },
  internshipApplicationReceived: {
    subject: 'आपका इंटर्नशिप आवेदन हमें मिल गया है',
    thanks: (internships) => `इन इंटर्नशिप के लिए आवेदन करने के लिए धन्यवाद: ${internships.join(', ')}।`,
    process: 'प्रक्रिया में 1-3 इंटरव्यू होते हैं और लगभग 2-3 हफ़्ते लगते हैं। हम जल्द ही आपसे संपर्क करेंगे।',
  },
  newsletterWelcome: {
    subject: 'Pathshala न्यूज़लेटर में आपका स्वागत है',
    paragraphs: [
      'आपने सब्सक्राइब कर लिया है। हर दो हफ़्ते में एक छोटा ई-मेल: नए बैच, फ़्री वर्कशॉप और हमारे मेंटर्स से इंटरव्यू की सलाह।',
      'आप हमारे होम पेज के न्यूज़लेटर सेक्शन से कभी भी अनसब्सक्राइब कर सकते हैं।',
    ],
  },
  purchaseReceipt: {
    subject: (receipt) => `आपकी Pathshala रसीद ${receipt}`,
    thanks: 'ख़रीदारी के लिए धन्यवाद। आपके कोर्स My Learnings में तैयार हैं।',
    invoiceAttached:
      'आपका GST टैक्स इनवॉइस इस ई-मेल के साथ अटैच है, और आप इसे अपने ऑर्डर वाले पेज से भी डाउनलोड कर सकते हैं।',
    couponDiscount: 'कूपन डिस्काउंट',
    totalPaid: 'कुल भुगतान',
    receipt: 'रसीद',
    taxInvoice: 'टैक्स इनवॉइस',
    paidOn: 'भुगतान की तारीख़',
  },
  refundIssued: {
    subject: (receipt) => `ऑर्डर ${receipt} का आपका रिफ़ंड`,
    refunded: (amount, receipt) =>
      `हमने ऑर्डर ${receipt} के ${amount} रिफ़ंड कर दिए हैं। बैंक खाते में यह रकम आमतौर पर 5 से 7 कार्यदिवसों में दिखती है।`,
    access: {
      already_purchased: 'यह कोर्स पहले से आपका है, इसलिए यह भुगतान पूरा रिफ़ंड किया गया है।',
      replaced_order: 'इस चेकआउट की जगह एक नया चेकआउट खुल गया था, इसलिए यह भुगतान पूरा रिफ़ंड किया गया है।',
      duplicate_payment: 'जिस ऑर्डर का भुगतान पहले ही हो चुका था, उसके लिए आया दूसरा भुगतान पूरा रिफ़ंड किया गया है।',
      coupon_limit: 'यह भुगतान पहुँचने से पहले कूपन ख़त्म हो गया था, इसलिए यह भुगतान पूरा रिफ़ंड किया गया है।',
      price_changed:
        'चेकआउट खुलने के बाद कोर्स की कीमत बदल गई और पुरानी कीमत की होल्ड ख़त्म हो गई, इसलिए यह भुगतान पूरा रिफ़ंड किया गया है।',
      some_already_owned:
        'इस ऑर्डर के कुछ कोर्स पहले से आपके थे: उनके लिए चुकाई गई रकम रिफ़ंड कर दी गई है। बाकी कोर्स My Learnings में हैं।',
      nothing_unlocked: 'इस भुगतान से कोई कोर्स अनलॉक नहीं हुआ था।',
      access_ended: 'इस ऑर्डर के कोर्स का आपका ऐक्सेस ख़त्म हो गया है।',
      access_kept: 'इस ऑर्डर के आपके कोर्स My Learnings में बने रहेंगे।',
    },
    creditNoteAttached: 'इस रिफ़ंड का GST क्रेडिट नोट अटैच है।',
    refundedAmount: 'रिफ़ंड की रकम',
    order: 'ऑर्डर',
    creditNote: 'क्रेडिट नोट',
    refundedOn: 'रिफ़ंड की तारीख़',
  },
  applicationStatusChanged: {
    subject: (title) => `${title} के लिए आपका आवेदन`,
    says: {
      new: (title: string) => `${title} के लिए आपका आवेदन हमें मिल गया है।`,
      under_review: (title: string) =>
        `हमारी हायरिंग टीम अब ${title} के लिए आपका आवेदन पढ़ रही है। अगले कदम का फ़ैसला होते ही हम फिर लिखेंगे।`,
      shortlisted: (title: string) =>
        `अच्छी ख़बर: ${title} के लिए आपका आवेदन शॉर्टलिस्ट हो गया है। इंटरव्यू का समय हम आपको लिखकर बताएँगे।`,
      interview: (title: string) => `हम ${title} के लिए आपका इंटरव्यू लेना चाहते हैं।`,
      offered: (title: string) =>
        `बधाई हो: हम आपको ${title} का ऑफ़र दे रहे हैं। ऑफ़र लेटर और अगले कदम हमारी टीम आपको लिखकर भेजेगी।`,
      rejected: (title: string) =>
        `${title} के लिए आवेदन करने का धन्यवाद। इस बार हम दूसरे आवेदकों के साथ आगे बढ़ रहे हैं। आप दूसरे पदों के लिए फिर से आवेदन कर सकते हैं।`,
      withdrawn: (title: string) => `आपने ${title} के लिए अपना आवेदन वापस ले लिया है। इस पर आगे कुछ नहीं होगा।`,
    },
    seeApplications: 'मेरे आवेदन देखें',
    accountNote: 'हर कदम My applications में देखने के लिए इसी ई-मेल पते से साइन इन करें।',
  },
  applicationInterview: {
    subject: (title) => `${title} के लिए इंटरव्यू`,
    movedSubject: (title) => `${title} के इंटरव्यू का नया समय`,
    intro: (title) =>
      `हम ${title} के लिए आपका इंटरव्यू लेना चाहते हैं। कैलेंडर इनवाइट साथ में है: इसे खोलकर इंटरव्यू अपने कैलेंडर में जोड़ें।`,
    moved: (title) =>
      `${title} के लिए आपके इंटरव्यू का समय बदल गया है। साथ का कैलेंडर इनवाइट आपके कैलेंडर वाला इनवाइट बदल देगा।`,
    when: 'कब',
    length: 'अवधि',
    minutes: (count) => `${count} मिनट`,
    how: 'कैसे',
    modes: { video: 'वीडियो कॉल', phone: 'फ़ोन कॉल', onsite: 'ऑफ़िस में' },
    where: { video: 'लिंक', phone: 'हम इस नंबर पर कॉल करेंगे', onsite: 'पता' },
  },
  liveSessionScheduled: {
    subject: (title) => `लाइव सेशन तय हुआ: ${title}`,
    intro: (courseTitle) =>
      `${courseTitle} का एक लाइव सेशन तय हुआ है। कैलेंडर इनविटेशन अटैच है: सेशन को अपने कैलेंडर में जोड़ने के लिए इसे खोलें।`,
    agenda: (agenda) => `एजेंडा: ${agenda}`,
  },
  liveSessionReminder: {
    subject: (title) => `एक घंटे में शुरू: ${title}`,
    intro: (courseTitle) => `${courseTitle} का आपका लाइव सेशन लगभग एक घंटे में शुरू होगा।`,
  },
  liveSessionMoved: {
    subject: (title) => `नया समय: ${title}`,
    intro: (courseTitle) =>
      `${courseTitle} का एक लाइव सेशन अब नए समय पर होगा। अटैच किया गया कैलेंडर इनविटेशन आपके कैलेंडर को अपडेट कर देगा।`,
  },
  liveSessionCancelled: {
    subject: (title) => `रद्द: ${title}`,
    intro: (title, courseTitle, plannedFor) =>
      `${courseTitle} का लाइव सेशन "${title}", जो ${plannedFor} को होना था, रद्द कर दिया गया है। अटैच की गई कैलेंडर फ़ाइल इसे आपके कैलेंडर से हटा देगी।`,
  },
  projectReviewed: {
    subjectPassed: (projectTitle) => `प्रोजेक्ट पास: ${projectTitle}`,
    subjectNeedsChanges: (projectTitle) => `आपके प्रोजेक्ट में बदलाव चाहिए: ${projectTitle}`,
    passed: (projectTitle, courseTitle) =>
      `आपके इंस्ट्रक्टर ने ${projectTitle} (${courseTitle}) को रिव्यू करके पास कर दिया है। बहुत बढ़िया!`,
    needsChanges: (projectTitle, courseTitle) =>
      `आपके इंस्ट्रक्टर ने ${projectTitle} (${courseTitle}) को रिव्यू किया है और पास होने से पहले इसमें कुछ बदलाव चाहते हैं।`,
    feedbackHeading: 'आपके इंस्ट्रक्टर का फ़ीडबैक:',
    project: 'प्रोजेक्ट',
    score: 'स्कोर',
    result: 'नतीजा',
    resultPassed: 'पास',
    resultNeedsChanges: 'बदलाव चाहिए',
    seeProject: 'अपना प्रोजेक्ट देखें',
    resubmit: 'प्रोजेक्ट दोबारा सबमिट करें',
  },
  welcome: {
    subject: 'Pathshala में आपका स्वागत है',
    paragraphs: [
      'आपका Pathshala अकाउंट तैयार है। कोर्स देखें, किसी भी कोर्स के फ़्री लेक्चर देखें, और My Learnings से वहीं से आगे पढ़ें जहाँ आपने छोड़ा था।',
      'किसी कोर्स या बैच के बारे में कोई सवाल है? support@pathshala.in पर लिखें, हमारी टीम का कोई सदस्य एक कार्यदिवस के भीतर जवाब देगा।',
    ],
    browseCourses: 'कोर्स देखें',
  },
  passwordChanged: {
    subject: 'आपका Pathshala पासवर्ड बदल दिया गया है',
    changed: (changedAt) =>
      `आपके Pathshala अकाउंट का पासवर्ड ${changedAt} को बदला गया। बाकी सभी डिवाइस से साइन आउट कर दिया गया है।`,
    ifYou: 'अगर यह आपने ही किया था, तो आपको और कुछ करने की ज़रूरत नहीं है।',
    reset: 'अपना पासवर्ड रीसेट करें',
    ifNotYou:
      'अगर आपने पासवर्ड नहीं बदला, तो अभी अपना पासवर्ड रीसेट करें और support@pathshala.in पर लिखें: हो सकता है किसी को आपका पुराना पासवर्ड पता हो।',
  },
  accountClosed: {
    subject: 'आपका Pathshala अकाउंट बंद कर दिया गया है',
    closed: (closedAt) =>
      `आपका Pathshala अकाउंट ${closedAt} को बंद किया गया। आप हर जगह से साइन आउट हो गए हैं, और आपके कोर्स और न्यूज़लेटर से आपको अनसब्सक्राइब कर दिया गया है।`,
    changedYourMind: (lastDay) =>
      `इरादा बदल गया? ${lastDay} तक support@pathshala.in पर लिखें, हम आपका अकाउंट आपके कोर्स और प्रोग्रेस के साथ फिर से चालू कर देंगे।`,
    erased: (days) =>
      `${days} दिन बाद आपका निजी डेटा हमेशा के लिए मिटा दिया जाएगा; आपकी ख़रीदारी के इनवॉइस क़ानून के अनुसार रखे जाएँगे।`,
  },
  certificateIssued: {
    subject: (courseTitle) => `${courseTitle} का आपका सर्टिफ़िकेट`,
    congratulations: (courseTitle) => `${courseTitle} पूरा करने पर बधाई! आपका सर्टिफ़िकेट जारी हो गया है।`,
    share: 'कोई भी इसके पब्लिक पेज पर इसे वेरिफ़ाई कर सकता है: यह लिंक अपने रिज़्यूमे या LinkedIn प्रोफ़ाइल पर शेयर करें।',
    course: 'कोर्स',
    certificateId: 'सर्टिफ़िकेट ID',
    issuedOn: 'जारी होने की तारीख़',
    view: 'अपना सर्टिफ़िकेट देखें और वेरिफ़ाई करें',
    verificationLink: (link) => `वेरिफ़िकेशन लिंक: ${link}`,
  },
  passwordReset: {
    subject: 'अपना Pathshala पासवर्ड रीसेट करें',
    asked:
      'किसी ने आपके Pathshala अकाउंट का पासवर्ड रीसेट करने का अनुरोध किया है। अगर यह अनुरोध आपने किया था, तो नया पासवर्ड चुनें:',
    choose: 'नया पासवर्ड चुनें',
    expiry: (minutes) =>
      `यह लिंक सिर्फ़ एक बार काम करेगा और ${minutes} मिनट में एक्सपायर हो जाएगा। अगर आपने यह अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
  },
  notification: {
    titles: {
      questionAnswered: (p) => `${p.course} में आपके सवाल का नया जवाब आया है`,
      reviewReplied: (p) => `${p.course} के आपके रिव्यू पर इंस्ट्रक्टर ने जवाब दिया है`,
      lectureAdded: (p) => `${p.course} में नया लेक्चर: ${p.lecture}`,
      applicationStatus: (p) => `${p.position} के लिए आपके आवेदन की स्थिति: ${p.status}`,
      mockResult: (p) => `${p.test} का आपका रिज़ल्ट तैयार है: ${p.score}`,
      refundCompleted: (p) => `ऑर्डर ${p.receipt} का ${p.amount} का रिफ़ंड हो गया है`,
    },
    statuses: {
      new: 'मिल गया',
      under_review: 'समीक्षा में',
      shortlisted: 'शॉर्टलिस्ट हुआ',
      interview: 'इंटरव्यू के लिए बुलाया गया',
      offered: 'ऑफ़र मिला',
      rejected: 'चयन नहीं हुआ',
      withdrawn: 'वापस लिया गया',
    },
    open: 'Pathshala में खोलें',
    unsubscribeNote: (link) => `ये ई-मेल बंद करें: ${link}`,
    digestSubject: (count) =>
      count === 1 ? 'Pathshala अपडेट: 1 नई सूचना' : `Pathshala अपडेट: ${count} नई सूचनाएँ`,
    digestIntro: 'आपके पिछले अपडेट के बाद से यह हुआ:',
    seeAll: 'सभी सूचनाएँ देखें',
    unsubscribePage: {
      title: 'Pathshala के ई-मेल बंद करें',
      confirm: 'ये ई-मेल बंद करें',
      ask: 'ये ई-मेल बंद करने के लिए बटन दबाएँ। सूचनाएँ साइट की घंटी में दिखती रहेंगी; प्रोफ़ाइल में आप ई-मेल फिर से चालू कर सकते हैं।',
      done: 'हो गया: अब आपको ये ई-मेल नहीं मिलेंगे। प्रोफ़ाइल में आप इन्हें फिर से चालू कर सकते हैं।',
      invalid: 'यह अनसब्सक्राइब लिंक मान्य नहीं है।',
    },
  },
};
