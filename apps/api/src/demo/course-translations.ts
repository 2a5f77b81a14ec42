import type { CourseVersion, FaqVersion } from '@pathshala/shared/translations';

/**
 * Hindi versions of six demo courses: title, card highlights, description, overview, what you'll learn and every
 * FAQ (in the course's FAQ order). Words students use in English (Python, SQL, dashboard, placement) stay so.
 */
export const demoCoursesInHindi: Record<string, { course: CourseVersion; faqs: FaqVersion[] }> = {
  'Data Science with Python and Pandas': {
    course: {
      title: 'Python और Pandas के साथ डेटा साइंस',
      description: [
        'Pandas से असली datasets को साफ़ करना, नया रूप देना और उनका विश्लेषण करना',
        'Matplotlib और Seaborn से निष्कर्षों को चार्ट में दिखाना',
        'त्योहारों के मौसम की रिटेल बिक्री पर एक guided project',
        'कोर्स पूरा होने पर certificate और portfolio review',
      ],
      detailDescription:
        'Python के सबसे लोकप्रिय विश्लेषण टूल्स के साथ डेटा साइंस की व्यावहारिक शुरुआत। आप असली जैसे रिटेल डेटा पर काम करेंगे, अलग-अलग ढंग से लिखे शहरों के नाम वाली स्टोर सूची से लेकर त्योहारों के पूरे साल की बिक्री तक, और कच्चे आँकड़ों को साफ़ और भरोसेमंद निष्कर्षों में बदलना सीखेंगे।',
      overview:
        'यह कोर्स आपको पहली Jupyter notebook खोलने से लेकर किसी गैर-तकनीकी श्रोता के सामने पूरा विश्लेषण प्रस्तुत करने तक ले जाता है। हर lecture एक ठोस उदाहरण के साथ एक विचार सिखाता है, ताकि आप वैसे ही डेटा पर अभ्यास करें जैसा नौकरी में मिलेगा: छूटे हुए मान, अलग-अलग वर्तनी, मिले-जुले date formats और बहुत कुछ। आप तेज़ गणना के लिए NumPy, डेटा साफ़ करने, जोड़ने और समेटने के लिए Pandas, और आँकड़ों की कहानी चार्ट से कहने के लिए Matplotlib और Seaborn सीखेंगे। कोर्स त्योहारों की बिक्री वाले एक project के साथ पूरा होता है, जिसे आप अपनी GitHub profile में जोड़ सकते हैं और interview में आत्मविश्वास से समझा सकते हैं।',
      whatYouWillLearn: [
        'बिखरे हुए CSV डेटा को load करना, साफ़ करना और जोड़ना',
        'NumPy arrays और vectorised operations का आत्मविश्वास से उपयोग',
        'business के सवालों के जवाब के लिए डेटा को group, pivot और aggregate करना',
        'तारीखें पढ़कर डेटा को महीने और मौसम के हिसाब से समेटना',
        'Matplotlib और Seaborn से साफ़ और ईमानदार चार्ट बनाना',
        'निष्कर्षों को सुव्यवस्थित notebook report में प्रस्तुत करना',
      ],
    },
    faqs: [
      {
        question: 'क्या मुझे पहले से programming आनी चाहिए?',
        answer:
          'Python की थोड़ी जानकारी मदद करती है। अगर आपने कभी Python नहीं लिखी है, तो पहले Python Foundations for Beginners करें; यह कोर्स केवल वही बुनियादी बातें इस्तेमाल करता है जो उसमें सिखाई जाती हैं।',
      },
      {
        question: 'मुझे कौन-सा software चाहिए?',
        answer:
          'कम से कम 8 GB RAM वाला laptop और मुफ़्त Anaconda distribution। पहला notebook lecture दिखाता है कि इसे कैसे install करें और Jupyter कैसे खोलें।',
      },
      {
        question: 'क्या इससे मुझे data analyst की नौकरी पाने में मदद मिलेगी?',
        answer:
          'त्योहारों की बिक्री वाला project इस तरह बनाया गया है कि वह सीधे आपके portfolio में जा सके, और अंत में आपको one-on-one portfolio review मिलता है। कई learners इस कोर्स के साथ हमारा placement preparation track भी करते हैं।',
      },
      {
        question: 'वीडियो मुझे कितने समय तक देखने को मिलेंगे?',
        answer:
          'आपको सभी recordings, chapter notes और इस कोर्स के आगे आने वाले updates का lifetime access मिलता है।',
      },
    ],
  },
  'SQL and Data Analysis for Business': {
    course: {
      title: 'Business के लिए SQL और डेटा विश्लेषण',
      description: [
        'SELECT से लेकर window functions तक SQL queries लिखना',
        'बिक्री और ग्राहकों के डेटा पर business के असली सवालों के जवाब',
        'ऐसी KPI reports बनाना जिन्हें managers सच में पढ़ें',
        'समयबद्ध, interview जैसे SQL सवालों का अभ्यास',
      ],
      detailDescription:
        'Analyst की नौकरियों में सबसे ज़्यादा माँगी जाने वाली skill सीखें: SQL। यह कोर्स एक असली जैसे online store के database पर सरल lookups से शुरू होकर window functions और cohort analysis तक जाता है।',
      overview:
        'लगभग हर कंपनी अपना डेटा relational database में रखती है, और लगभग हर analyst interview में SQL का round होता है। इस कोर्स में आप orders, customers, products और payments वाले एक असली जैसे e-commerce database पर queries चलाएँगे: सरल filters से शुरू करके joins, subqueries, common table expressions और window functions तक। Syntax के साथ-साथ आप यह भी सीखेंगे कि "पिछली तिमाही में दोबारा ख़रीदारी क्यों घटी?" जैसे अस्पष्ट business सवाल को सटीक query में कैसे बदलें, और जवाब को साफ़ KPI report के रूप में कैसे रखें। आख़िरी lecture पूरी तरह interview की तैयारी को समर्पित है, जिसमें product companies और consulting firms जैसे समयबद्ध सवाल हैं।',
      whatYouWillLearn: [
        'डेटा को आत्मविश्वास से filter, sort और aggregate करना',
        'inner और outer joins से tables को जोड़ना',
        'queries को पढ़ने लायक रखने के लिए subqueries और common table expressions',
        'ranking, running totals और retention के लिए window functions',
        'sales, marketing और operations टीमों के लिए KPI reports बनाना',
        'समयबद्ध SQL interview सवाल हल करना',
      ],
    },
    faqs: [
      {
        question: 'कोर्स में कौन-सा database इस्तेमाल होता है?',
        answer:
          'हम PostgreSQL इस्तेमाल करते हैं, पर जो कुछ आप सीखेंगे वह मामूली syntax बदलावों के साथ MySQL, SQL Server और cloud warehouses पर भी काम आता है।',
      },
      {
        question: 'क्या यह कोर्स non-engineers के लिए भी है?',
        answer:
          'हाँ। कई learners commerce, MBA और operations की पृष्ठभूमि से आते हैं। किसी programming अनुभव की ज़रूरत नहीं है।',
      },
      {
        question: 'क्या अभ्यास के सवाल शामिल हैं?',
        answer:
          'हाँ। आख़िरी lecture interview के जाने-माने सवालों के patterns को कदम-दर-कदम हल करता है, और आप हर pattern का अभ्यास कोर्स के database पर कर सकते हैं।',
      },
    ],
  },
  'Machine Learning A–Z': {
    course: {
      title: 'मशीन लर्निंग A–Z',
      description: [
        'Regression, classification, clustering और ensembles',
        'पहले समझ, फिर गणित, फिर scikit-learn में code',
        'असली डेटा पर दो end-to-end projects',
        'Model evaluation और deployment की बुनियादी बातें भी',
      ],
      detailDescription:
        'Classical machine learning की एक पूरी, व्यावहारिक यात्रा। आप समझेंगे कि हर algorithm कैसे काम करता है, उसे कब इस्तेमाल करें और उसे ईमानदारी से कैसे परखें, फिर दो projects बनाकर एक model को API के पीछे चलाएँगे।',
      overview:
        'मशीन लर्निंग A–Z उन learners के लिए है जो बुनियादी Python लिख सकते हैं और tutorials से code copy करने के बजाय machine learning को ठीक से समझना चाहते हैं। हर algorithm पहले चित्रों से समझाया जाता है, फिर उतना गणित जितना यह देखने के लिए ज़रूरी है कि वह क्यों काम करता है, और फिर scikit-learn के साथ असली जैसे dataset पर लागू किया जाता है। आप linear और logistic regression, decision trees, random forests, gradient boosting, k-means और PCA पढ़ेंगे, और वे skills सीखेंगे जो काम में सबसे ज़्यादा मायने रखती हैं: feature engineering, cross-validation, असंतुलित डेटा को सँभालना और सही metric चुनना। कोर्स के अंत में आप एक model को छोटी API के पीछे चलाएँगे, ताकि interview में चलता हुआ project दिखा सकें।',
      whatYouWillLearn: [
        'business की समस्या को machine learning के काम के रूप में रखना',
        'features बनाना और modelling के लिए डेटा तैयार करना',
        'regression, classification और clustering models train करना',
        'cross-validation और सही metrics से models को परखना',
        'hyperparameters tune करना और models की निष्पक्ष तुलना करना',
        'predictions को गैर-तकनीकी लोगों को समझाना',
        'train किए गए model को एक सरल REST API के पीछे deploy करना',
      ],
    },
    faqs: [
      {
        question: 'मुझे कितना गणित आना चाहिए?',
        answer:
          'शुरुआत के लिए स्कूल स्तर का बीजगणित काफ़ी है। ज़रूरी statistics और linear algebra हम कोर्स में ही, हमेशा पहले चित्रों के साथ, समझाते हैं।',
      },
      {
        question: 'क्या मुझे Python आनी चाहिए?',
        answer:
          'हाँ, आपको बुनियादी Python में सहज होना चाहिए। अगर नहीं हैं, तो पहले Python Foundations for Beginners करें।',
      },
      {
        question: 'क्या deep learning भी पढ़ाया जाएगा?',
        answer:
          'यह कोर्स classical machine learning पर केंद्रित है। Neural networks और generative AI हमारे आने वाले Deep Learning and Generative AI कोर्स में हैं।',
      },
      {
        question: 'क्या mentor की मदद मिलती है?',
        answer:
          'हाँ। आप हर हफ़्ते के live sessions में अपने doubts पूछ सकते हैं और दोनों project submissions पर feedback पाते हैं।',
      },
    ],
  },
  'Python Foundations for Beginners': {
    course: {
      title: 'शुरुआती लोगों के लिए Python की बुनियाद',
      description: [
        'छह हफ़्तों में शून्य से आत्मविश्वास भरी Python तक',
        'छोटे lessons, हर एक में एक ही विचार',
        'captions के साथ सरल अंग्रेज़ी में समझाया गया',
        'डेटा साइंस और development की ओर पहला कदम',
      ],
      detailDescription:
        'अपनी पहली programming language सीखने का सबसे आसान तरीका। Python install करने से शुरू करके आप हर chapter में छोटे programs लिखेंगे और अंत में command-line पर चलने वाला एक expense tracker बनाएँगे।',
      overview:
        'Python Foundations कॉलेज के विद्यार्थियों, करियर बदलने वालों और उन सभी के लिए है जिन्होंने कभी code की एक पंक्ति भी नहीं लिखी। Lessons छोटे और व्यावहारिक हैं: हर lesson एक छोटे उदाहरण के साथ एक ही विचार सिखाता है, जिसे आप ख़ुद type करके चला सकते हैं, ताकि आप देखकर नहीं बल्कि करके सीखें। आप variables, data types, conditions, loops, functions, lists और dictionaries, files और error handling पढ़ेंगे। अंत तक आप command-line expense tracker बना चुके होंगे और Python के साथ डेटा साइंस, automation या web development की ओर बढ़ने के लिए तैयार होंगे।',
      whatYouWillLearn: [
        'Python install करना और VS Code में programs लिखना',
        'सवाल हल करने के लिए variables, conditions और loops का उपयोग',
        'parameters और return values वाले दोबारा इस्तेमाल होने लायक functions लिखना',
        'lists और dictionaries के साथ काम करना',
        'files पढ़ना-लिखना और errors को सलीके से सँभालना',
        'menu से लेकर saved data तक एक पूरा छोटा program बनाना',
      ],
    },
    faqs: [
      {
        question: 'मैंने पहले कभी coding नहीं की। क्या यह कोर्स मेरे लिए है?',
        answer: 'बिल्कुल। यह कोर्स कोई पूर्व ज्ञान नहीं मानता और आपके laptop पर Python install करने से शुरू होता है।',
      },
      {
        question: 'क्या मैं कम क्षमता वाले laptop पर कोर्स कर सकता हूँ?',
        answer: 'हाँ। Python और VS Code 4 GB RAM वाले laptop पर आराम से चलते हैं।',
      },
      {
        question: 'इस कोर्स के बाद मुझे क्या सीखना चाहिए?',
        answer:
          'आप Data Science with Python and Pandas, Python for Automation and Scripting या हमारे web development tracks के साथ आगे बढ़ सकते हैं।',
      },
    ],
  },
  'Python for Automation and Scripting': {
    course: {
      title: 'Automation और Scripting के लिए Python',
      description: [
        'Excel reports, emails और files के रोज़ के काम automate करना',
        'websites से डेटा निकालना और REST APIs call करना',
        'scripts को अपने-आप चलने के लिए schedule करना',
        'हर हफ़्ते दोहराए जाने वाले काम के घंटों की बचत',
      ],
      detailDescription:
        'अपनी नौकरी के उबाऊ हिस्सों पर Python को लगाइए। आप spreadsheets, emails, PDFs, web data और folders की सफ़ाई automate करेंगे, और सब कुछ आपके बिना चलने के लिए schedule करेंगे।',
      overview:
        'ज़्यादातर दफ़्तरी काम में आज भी spreadsheets के बीच आँकड़े copy करना, files के नाम बदलना और हर सोमवार एक ही email भेजना शामिल है। इस कोर्स में आप ये काम Python को सौंपना सीखेंगे। हम files और folders के लिए standard library से शुरू करते हैं, फिर Excel reports के लिए openpyxl और pandas, emails के लिए smtplib, PDF handling, requests और BeautifulSoup से web scraping, और REST APIs call करना सीखते हैं। अंत में आप अपनी scripts को एक सरल command-line interface में बाँधेंगे और cron या Windows Task Scheduler से schedule करेंगे, ताकि आपके दफ़्तर पहुँचने से पहले reports तैयार रहें।',
      whatYouWillLearn: [
        'files को अपने-आप व्यवस्थित करना, नाम बदलना और backup लेना',
        'Python से Excel reports बनाना और format करना',
        'attachments के साथ व्यक्तिगत emails भेजना',
        'PDFs और websites से डेटा निकालना',
        'JSON और REST APIs के साथ काम करना',
        'scripts schedule करना और सरल command-line tools बनाना',
      ],
    },
    faqs: [
      {
        question: 'क्या मुझे पहले से Python आनी चाहिए?',
        answer:
          'आपको बुनियादी बातें आनी चाहिए: variables, loops, functions और lists। Python Foundations for Beginners में यह सब शामिल है।',
      },
      {
        question: 'क्या scripts Windows पर चलेंगी?',
        answer: 'हाँ। हर lesson Windows पर चलता है, और जहाँ macOS और Linux पर कुछ अलग है वहाँ उसके notes दिए गए हैं।',
      },
      {
        question: 'क्या मैं अपने दफ़्तर के काम automate कर सकता हूँ?',
        answer:
          'यही तो मक़सद है। आख़िरी project में आप अपने काम या कॉलेज का कोई असली काम चुनकर mentor के मार्गदर्शन में उसे automate कर सकते हैं।',
      },
    ],
  },
  'UI/UX Design Masterclass': {
    course: {
      title: 'UI/UX डिज़ाइन मास्टरक्लास',
      description: [
        'User research, wireframing और prototyping',
        'Visual design: typography, रंग और layout',
        'असली users के साथ usability testing',
        'स्थानीय भाषा वाले grocery app की portfolio case study',
      ],
      detailDescription:
        'आधुनिक product teams की पूरी design प्रक्रिया सीखें। Users से बातचीत से लेकर high-fidelity prototypes की जाँच तक, आप स्थानीय भाषा बोलने वाले users के लिए एक grocery app डिज़ाइन करेंगे और उसे portfolio case study में बदलेंगे।',
      overview:
        'अच्छा डिज़ाइन screens को सुंदर बनाने के बारे में नहीं है; यह सही लोगों के लिए सही समस्या हल करने के बारे में है। यह मास्टरक्लास आपको पूरी design प्रक्रिया से गुज़ारती है: interviews से users को समझना, समस्या तय करना, user journeys का नक्शा बनाना, sketching और wireframing, और फिर Figma में चमकदार, interactive prototypes बनाना। आप typography, रंग, spacing और grids की बुनियादी बातें सीखेंगे, और usability tests चलाकर सबूतों के आधार पर अपने designs सुधारेंगे। पूरे कोर्स में आप भारतीय products से प्रेरित एक project, स्थानीय भाषा वाले grocery app, पर काम करेंगे और एक ऐसी portfolio case study के साथ पूरा करेंगे जो हर design निर्णय के पीछे की कहानी बताती है।',
      whatYouWillLearn: [
        'user interviews की योजना बनाना और उन्हें करना',
        'personas, journey maps और problem statements बनाना',
        'Figma में sketch, wireframe और interactive prototypes बनाना',
        'typography, रंग और layout के सिद्धांत लागू करना',
        'अलग-अलग तरह के users के लिए accessible interfaces डिज़ाइन करना',
        'usability tests चलाना और feedback के आधार पर सुधार करना',
        'अपने काम को प्रभावशाली portfolio case study के रूप में प्रस्तुत करना',
      ],
    },
    faqs: [
      {
        question: 'क्या मुझे drawing आनी चाहिए?',
        answer:
          'बिल्कुल नहीं। UI/UX design समस्या हल करने के बारे में है। सरल डिब्बे और तीर ही वह sketching है जिसकी आपको ज़रूरत पड़ेगी।',
      },
      {
        question: 'मैं कौन-से tools इस्तेमाल करूँगा?',
        answer:
          'हम Figma इस्तेमाल करते हैं, जो व्यक्तिगत उपयोग के लिए मुफ़्त है। Research और brainstorming के लिए FigJam board काम आता है।',
      },
      {
        question: 'क्या यह developers के लिए उपयोगी है?',
        answer:
          'हाँ। कई frontend developers यह कोर्स designers के साथ बेहतर तालमेल और ज़्यादा उपयोगी products बनाने के लिए करते हैं।',
      },
      {
        question: 'क्या मुझे अपने designs पर feedback मिलेगा?',
        answer:
          'आपकी case study को mentor से लिखित review मिलता है, और आप महीने में दो बार होने वाले live design critique sessions में शामिल हो सकते हैं।',
      },
    ],
  },
};
