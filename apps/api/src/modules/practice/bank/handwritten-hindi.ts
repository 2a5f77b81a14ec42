import { dsaHrInHindi } from './dsa-hr-hindi.ts';

/**
 * Hindi versions of hand-written questions, by key. A verbal question tests English, so its English sentences,
 * words and passages stay as they are (options included) and only the instructions and the explanation are in
 * Hindi, as Hindi-medium papers print them. Options left out read as the English ones.
 */
export interface HandwrittenHindi {
  prompt: string;
  options?: string[];
  explanation: string;
}

const verbalInHindi: Record<string, HandwrittenHindi> = {
  'verbal.synonyms.005': {
    prompt: 'AMELIORATE के अर्थ के सबसे निकट शब्द चुनिए।',
    explanation:
      'किसी स्थिति को ameliorate करना उसे बेहतर बनाना है, यानी improve करना। Worsen इसका विलोम है; postpone और measure का इससे कोई संबंध नहीं है।',
  },
  'verbal.antonyms.005': {
    prompt: 'AUGMENT के अर्थ के सबसे विपरीत शब्द चुनिए।',
    explanation:
      'Augment का अर्थ है बढ़ाना या जोड़ना; diminish का अर्थ है घटाना। Increase और enlarge इसके पर्यायवाची हैं, और announce का इससे कोई संबंध नहीं है।',
  },
  'verbal.sentence-completion.004': {
    prompt: 'रिक्त स्थान भरिए: Despite repeated warnings from his doctor, he ___ to give up smoking.',
    explanation:
      '"Despite" चेतावनियों के विपरीत बात का संकेत देता है, इसलिए रिक्त स्थान में ऐसा शब्द चाहिए जो बताए कि उसने सलाह नहीं मानी: "refused"। बाकी क्रियाएँ सलाह मानने को दिखाती हैं, जिससे कोई विरोधाभास नहीं बचता।',
  },
  'verbal.error-spotting.004': {
    prompt:
      'वाक्य के किस भाग में त्रुटि है? यदि कोई त्रुटि नहीं है, तो "No error" चुनिए।\n"Neither the manager nor the employees / was aware / of the new leave policy."',
    explanation:
      '"Neither ... nor" में क्रिया अपने पास वाले कर्ता के अनुसार होती है। पास वाला कर्ता "the employees" (बहुवचन) है, इसलिए "were aware" होना चाहिए।',
  },
  'verbal.sentence-improvement.004': {
    prompt:
      'कोष्ठक वाले भाग के लिए सबसे अच्छा विकल्प चुनिए। यदि किसी बदलाव की ज़रूरत नहीं है, तो "No improvement" चुनिए।\n"The teacher asked me [that why I was late]."',
    explanation:
      'Reported question में "that" हट जाता है और प्रश्न कथन के क्रम में आता है (पहले कर्ता, फिर क्रिया): "asked me why I was late"। "Why was I late" में सीधे प्रश्न वाला क्रम बना रहता है।',
  },
  'verbal.para-jumbles.006': {
    prompt:
      'पहला और आख़िरी वाक्य दिए गए हैं। एक सुसंगत अनुच्छेद बनाने के लिए P, Q, R और S को उनके बीच क्रम से लगाइए।\n1: Ravi had prepared for the campus placement test for months.\nP: But when the aptitude round began, his mind went blank.\nQ: He had solved hundreds of practice questions and taken a mock test every weekend.\nR: He closed his eyes, took three slow breaths, and started again with the easiest question.\nS: For a full minute he stared at the first question without reading it.\n6: By the end, he had attempted every section and cleared the cut-off.',
    explanation:
      'Q वाक्य 1 की तैयारी की बात आगे बढ़ाता है, और P ("But when the round began") टेस्ट की ओर मुड़ता है। S दिमाग़ के ख़ाली हो जाने को दिखाता है, और R बताता है कि वह कैसे सँभला, जिससे वाक्य 6 का परिणाम आता है: QPSR।',
  },
  'verbal.reading-comprehension.005': {
    prompt:
      'अनुच्छेद पढ़कर प्रश्न का उत्तर दीजिए।\n\nLong before piped water, the people of Gujarat and Rajasthan built stepwells: deep, stone-lined wells reached by long flights of steps. Because the water level rose and fell with the seasons, the steps let people reach water whether it lay near the surface after the monsoon or far below in summer. Stepwells were also cool, shaded places where travellers rested and women gathered, and many were decorated with carved pillars and sculptures. Under colonial rule, many were filled in or left to decay, as officials considered them unhygienic and preferred pumps and pipes. Today, some towns are cleaning and restoring them, both as heritage sites and as a way to recharge groundwater.\n\nअनुच्छेद में stepwells के उपयोग के रूप में इनमें से किसका उल्लेख नहीं है?',
    explanation:
      'अनुच्छेद में पानी, यात्रियों के आराम और महिलाओं के इकट्ठा होने का उल्लेख है। अनाज रखने की बात कहीं नहीं है, इसलिए वही उत्तर है।',
  },
  'verbal.idioms.005': {
    prompt: 'मुहावरे "a blessing in disguise" का सही अर्थ चुनिए।',
    explanation:
      'A blessing in disguise ऐसी चीज़ है जो पहले बुरी लगे पर अंत में अच्छी निकले, जैसे बस छूट जाने से ट्रैफ़िक जाम से बच जाना। बाकी विकल्प धोखे या गोपनीयता की बात करते हैं, छिपी हुई अच्छाई की नहीं।',
  },
  'verbal.one-word-substitution.004': {
    prompt: "इसके लिए एक शब्द चुनिए: the killing of one's own brother (अपने ही भाई की हत्या)।",
    explanation:
      'Fratricide लैटिन के "frater" (भाई) से बना है। Patricide पिता की हत्या है, regicide राजा की, और homicide किसी भी मनुष्य की हत्या।',
  },
  'verbal.voice.003': {
    prompt: 'इस वाक्य का सही passive रूप चुनिए: "Who wrote this letter?"',
    explanation:
      '"Who" बदलकर "By whom" हो जाता है, और प्रश्न में सहायक क्रिया कर्ता से पहले आती है: "By whom was this letter written?"। Past tense "wrote" past ही रहना चाहिए, इसलिए "is" गलत है।',
  },
  'verbal.articles-prepositions.005': {
    prompt: 'रिक्त स्थान भरिए: He prefers tea ___ coffee.',
    explanation:
      'क्रिया "prefer" का प्रयोग "prefer A to B" के रूप में होता है। "Prefer ... than" एक आम गलती है; "than" तुलनात्मक शब्दों जैसे "better" या "more" और "would rather" के बाद आता है।',
  },
  'verbal.synonyms.001': {
    prompt: 'METICULOUS के अर्थ के सबसे निकट शब्द चुनिए।',
    explanation:
      'Meticulous का अर्थ है हर बारीकी पर पूरा ध्यान देना, और painstaking का भी यही अर्थ है। Careless और hurried इसके लगभग विपरीत हैं, और generous का इससे कोई संबंध नहीं है।',
  },
  'verbal.antonyms.001': {
    prompt: 'ANCIENT के अर्थ के सबसे विपरीत शब्द चुनिए।',
    explanation:
      'Ancient का अर्थ है बहुत पुराने समय का, इसलिए modern इसका विलोम है। Old, antique और historic सभी ancient की ही तरफ़ हैं।',
  },
  'verbal.sentence-completion.001': {
    prompt: 'रिक्त स्थान भरिए: The train was delayed by two hours, ___ we missed the connecting bus to Mysuru.',
    explanation:
      'बस छूटना देरी का परिणाम है, इसलिए परिणाम बताने वाला "so" सही बैठता है। "Because" कारण और परिणाम को उलट देगा, और "although" तथा "unless" विरोध और शर्त बताते हैं।',
  },
  'verbal.error-spotting.001': {
    prompt:
      'वाक्य के किस भाग में त्रुटि है? यदि कोई त्रुटि नहीं है, तो "No error" चुनिए।\n"One of my friends / are working / in Pune these days."',
    explanation:
      'कर्ता "one" (of my friends) है, जो एकवचन है, इसलिए क्रिया "is working" होनी चाहिए। वाक्यांश के भीतर का बहुवचन "friends" कर्ता को नहीं बदलता।',
  },
  'verbal.sentence-improvement.001': {
    prompt:
      'कोष्ठक वाले भाग के लिए सबसे अच्छा विकल्प चुनिए। यदि किसी बदलाव की ज़रूरत नहीं है, तो "No improvement" चुनिए।\n"He [did not went] to college yesterday."',
    explanation:
      '"Did" पहले से past tense बता देता है, इसलिए मुख्य क्रिया अपने मूल रूप में आती है: "did not go"। "Has not went" और "not went" व्याकरण की दृष्टि से गलत हैं।',
  },
  'verbal.para-jumbles.001': {
    prompt:
      'एक सुसंगत अनुच्छेद बनाने के लिए वाक्यों P, Q, R और S को क्रम से लगाइए।\nP: She boiled water and added tea leaves.\nQ: Finally, she poured the tea into two cups.\nR: Meera wanted to make tea for her grandmother.\nS: Then she added milk and sugar and let it simmer.',
    explanation:
      'R मीरा और उसके उद्देश्य का परिचय देता है, इसलिए वह पहले आता है। P पहला कदम है, S "Then" से प्रक्रिया आगे बढ़ाता है, और Q "Finally" से उसे पूरा करता है: RPSQ।',
  },
  'verbal.reading-comprehension.001': {
    prompt:
      'अनुच्छेद पढ़कर प्रश्न का उत्तर दीजिए।\n\nFor centuries, millets such as ragi, jowar and bajra were everyday food across much of India. They grow on poor soil, need far less water than rice or wheat, and survive high temperatures. After the Green Revolution, however, government procurement and subsidised rations favoured rice and wheat, and millet farming shrank steadily. Urban families began to see millets as "coarse grains" eaten only by the poor. In recent years that view has started to change. Nutritionists point out that millets are rich in fibre, iron and calcium, and climate scientists note that they could help farmers cope with hotter, drier seasons. Whether the revival lasts will depend on what consumers choose to buy as much as on government policy.\n\nअनुच्छेद के अनुसार, हरित क्रांति के बाद millets की खेती क्यों घटी?',
    explanation:
      'तीसरा वाक्य कहता है कि सरकारी ख़रीद और सस्ते राशन में चावल और गेहूँ को बढ़ावा मिला, और "millet farming shrank steadily"। अनुच्छेद के अनुसार millets कमज़ोर मिट्टी और गर्मी में अच्छे से उगते हैं, और पोषण विशेषज्ञ उनकी सराहना करते हैं।',
  },
  'verbal.idioms.001': {
    prompt: 'मुहावरे "to break the ice" का सही अर्थ चुनिए।',
    explanation:
      'To break the ice का अर्थ है लोगों के पहली बार मिलने पर तनाव कम करने वाली कोई बात कहना या करना, जैसे group discussion की शुरुआत में। इसका किसी चीज़ को सचमुच तोड़ने या ख़त्म करने से कोई संबंध नहीं है।',
  },
  'verbal.one-word-substitution.001': {
    prompt: 'इसके लिए एक शब्द चुनिए: a person who can speak many languages (कई भाषाएँ बोलने वाला व्यक्ति)।',
    explanation:
      '"Poly" का अर्थ है अनेक और "glot" ग्रीक में जीभ के शब्द से आया है, इसलिए polyglot कई भाषाएँ बोलता है। Philologist भाषाओं के इतिहास का अध्ययन करता है, orator कुशल वक्ता होता है, और translator के लिए दो भाषाएँ जानना ही काफ़ी है।',
  },
  'verbal.voice.001': {
    prompt: 'इस वाक्य का सही passive रूप चुनिए: "The chef cooks the biryani."',
    explanation:
      'Active वाक्य present simple में है, इसलिए passive में "is" + past participle आता है: "is cooked"। बाकी विकल्प tense को past, present continuous या present perfect में बदल देते हैं।',
  },
  'verbal.articles-prepositions.001': {
    prompt: 'रिक्त स्थान भरिए: She is ___ honest officer.',
    explanation:
      '"A" और "an" का चुनाव ध्वनि से होता है, वर्तनी से नहीं। "Honest" में "h" मूक है, इसलिए शब्द स्वर ध्वनि से शुरू होता है और "an" लेता है।',
  },
  'verbal.synonyms.009': {
    prompt: 'EPHEMERAL के सभी पर्यायवाची शब्द चुनिए। (जितने लागू हों, सभी चुनें।)',
    explanation:
      'Ephemeral का अर्थ है बहुत कम समय तक रहने वाला, और transient तथा fleeting का भी यही अर्थ है। Perpetual और enduring का अर्थ है लंबे समय तक रहने वाला, जो इसका उलटा है।',
  },
  'verbal.antonyms.008': {
    prompt: 'BENEVOLENT के सभी विलोम शब्द चुनिए। (जितने लागू हों, सभी चुनें।)',
    explanation:
      'Benevolent का अर्थ है भला चाहने वाला और दयालु। Malevolent और malicious दोनों का अर्थ है दूसरों का बुरा चाहना, इसलिए वे विलोम हैं; charitable और benign का अर्थ benevolent के क़रीब है।',
  },
  'verbal.sentence-completion.007': {
    prompt:
      "रिक्त स्थान भरिए: The minister's statement was deliberately ___, allowing both supporters and critics to read their own meaning into it.",
    explanation:
      'जिस कथन का अलग-अलग लोग अपना-अपना अर्थ निकाल सकें, उसके एक से अधिक अर्थ होते हैं, यानी वह ambiguous है। Unequivocal, explicit और transparent सभी का अर्थ स्पष्ट है, जो इसका उलटा है।',
  },
  'verbal.error-spotting.007': {
    prompt:
      'वाक्य के किस भाग में त्रुटि है? यदि कोई त्रुटि नहीं है, तो "No error" चुनिए।\n"The furniture / in the new office / were bought from a local dealer."',
    explanation:
      '"Furniture" अगणनीय (uncountable) संज्ञा है और एकवचन क्रिया लेती है, इसलिए "was bought" होना चाहिए। वाक्यांश "in the new office" कर्ता को नहीं बदलता।',
  },
  'verbal.sentence-improvement.007': {
    prompt:
      'कोष्ठक वाले भाग के लिए सबसे अच्छा विकल्प चुनिए। यदि किसी बदलाव की ज़रूरत नहीं है, तो "No improvement" चुनिए।\n"The [reason why he failed is because] he did not revise."',
    explanation:
      '"The reason ... is because" में कारण की बात दो बार आती है, इसलिए मानक प्रयोग "the reason ... is that" है। "Because of" के बाद संज्ञा-वाक्यांश आता है, और "reason for he failed" व्याकरण की दृष्टि से गलत है।',
  },
  'verbal.para-jumbles.005': {
    prompt:
      'एक सुसंगत अनुच्छेद बनाने के लिए वाक्यों P, Q, R और S को क्रम से लगाइए।\nP: That changed after November 2016, when demonetisation made cash scarce almost overnight.\nQ: The Unified Payments Interface (UPI) was launched in India in 2016.\nR: Since then, even street vendors have come to display QR codes on their carts.\nS: At first, few people used it, as most shops still preferred cash.',
    explanation:
      'Q UPI का परिचय देता है, S ("At first ... it") उसकी धीमी शुरुआत बताता है, और P ("That changed") उसी धीमी शुरुआत की ओर लौटता है। R ("Since then") P के मोड़ के बाद आता है: QSPR।',
  },
  'verbal.reading-comprehension.009': {
    prompt:
      'अनुच्छेद पढ़कर प्रश्न का उत्तर दीजिए।\n\nMany students believe that the best way to prepare for an exam is to reread their notes until the pages feel familiar. Research on memory suggests otherwise. Familiarity is not the same as recall: recognising a formula on a page is far easier than producing it on a blank sheet. Psychologists have found that students who test themselves, answering questions from memory even when they get many wrong, remember more a week later than students who spend the same time rereading. The effort of pulling an answer out of memory, it seems, is what strengthens it. Rereading feels productive precisely because it is easy, and that comfort can be misleading.\n\nलेखक किस कथन से सबसे अधिक सहमत होगा?',
    explanation:
      'लेखक कहता है कि उत्तर को याद से निकालने की मेहनत ही याददाश्त को मज़बूत करती है और आसान दोबारा पढ़ना भ्रम में डाल सकता है, इसलिए कठिन लगने वाला practice test ज़्यादा उपयोगी हो सकता है। बाकी तीनों कथन अनुच्छेद के सीधे विरोध में हैं।',
  },
  'verbal.idioms.007': {
    prompt: 'मुहावरे "to throw down the gauntlet" का सही अर्थ चुनिए।',
    explanation:
      'Gauntlet एक दस्ताना है; पुराने समय में योद्धा किसी को लड़ाई की चुनौती देने के लिए उसे फेंकता था। इसलिए इस मुहावरे का अर्थ है चुनौती देना, जो हार मानने का लगभग उलटा है।',
  },
  'verbal.one-word-substitution.007': {
    prompt:
      'इसके लिए एक शब्द चुनिए: government by a small group of powerful people (कुछ शक्तिशाली लोगों के छोटे समूह का शासन)।',
    explanation:
      'Oligarchy ग्रीक के "oligos" (थोड़े) से बना है। Monarchy में राजा या रानी का शासन होता है, autocracy में पूर्ण अधिकार वाले एक व्यक्ति का, और theocracy में धार्मिक नेताओं का।',
  },
  'verbal.voice.006': {
    prompt: 'इस वाक्य का सही passive रूप चुनिए: "She will have completed the project by Friday."',
    explanation:
      'Passive में future perfect "will have completed" बदलकर "will have been completed" हो जाता है। "Been" हटाने से active रूप बचता है, और "would" या "will be" tense बदल देते हैं।',
  },
  'verbal.articles-prepositions.007': {
    prompt:
      'रिक्त स्थान भरिए: The two brothers quarrelled ___ the family property, and neither would agree ___ the other.',
    explanation:
      'किसी व्यक्ति से (with) किसी बात पर (over या about) झगड़ा होता है, और किसी व्यक्ति से agree with कहते हैं, जबकि प्रस्ताव के लिए agree to। इसलिए जोड़ी "over, with" है; "agree to the other" गलत है क्योंकि "the other" एक व्यक्ति है।',
  },
  'verbal.synonyms.008': {
    prompt: 'DILIGENT के सभी पर्यायवाची शब्द चुनिए। (जितने लागू हों, सभी चुनें।)',
    explanation:
      'Diligent का अर्थ है मेहनती और सावधान; industrious और assiduous का भी यही अर्थ है। Indolent और lethargic आलस्य या ऊर्जा की कमी बताते हैं, जो इसका उलटा है।',
  },
  'verbal.antonyms.004': {
    prompt: 'VERBOSE के अर्थ के सबसे विपरीत शब्द चुनिए।',
    explanation:
      'Verbose का अर्थ है ज़रूरत से ज़्यादा शब्दों का प्रयोग; concise का अर्थ है कम शब्दों में बहुत कहना। Wordy इसका पर्यायवाची है, और loud तथा fluent बोलने के दूसरे गुण बताते हैं।',
  },
  'verbal.sentence-completion.005': {
    prompt:
      "रिक्त स्थान भरिए: The new manager's ___ style, listening to everyone before deciding, quickly won the team's trust.",
    explanation:
      'वाक्य ख़ुद बताता है कि यह शैली निर्णय से पहले सबकी सुनने की है, यानी consultative। Autocratic और arbitrary का अर्थ है अकेले या बिना कारण निर्णय लेना, और indifferent का अर्थ है परवाह न करना।',
  },
  'verbal.error-spotting.005': {
    prompt:
      'वाक्य के किस भाग में त्रुटि है? यदि कोई त्रुटि नहीं है, तो "No error" चुनिए।\n"I have been living / in Chennai / since five years."',
    explanation:
      '"Since" समय के किसी बिंदु (since 2020) के साथ आता है और "for" समय की अवधि के साथ। पाँच वर्ष एक अवधि है, इसलिए "for five years" होना चाहिए।',
  },
  'verbal.sentence-improvement.003': {
    prompt:
      'कोष्ठक वाले भाग के लिए सबसे अच्छा विकल्प चुनिए। यदि किसी बदलाव की ज़रूरत नहीं है, तो "No improvement" चुनिए।\n"She [is used to work] late on Fridays."',
    explanation:
      '"Be used to" (आदी होना) में "to" एक preposition है, इसलिए इसके बाद संज्ञा या -ing रूप आता है: "is used to working"। "Is" के बिना "used to work" का अर्थ बीते समय की आदत होगा, जो अलग अर्थ है।',
  },
  'verbal.para-jumbles.003': {
    prompt:
      "एक सुसंगत अनुच्छेद बनाने के लिए वाक्यों P, Q, R और S को क्रम से लगाइए।\nP: Their core idea is to build a little, get feedback, and improve.\nQ: Toyota's factories, for instance, refined small-batch working decades earlier.\nR: However, the roots of this approach go back much further than the software industry.\nS: Agile methods became popular among software teams in the early 2000s.",
    explanation:
      'S agile तरीकों का परिचय देता है, और P ("Their core idea") उन्हें समझाता है। R ("However ... this approach") उनकी पुरानी जड़ों की ओर मुड़ता है, और Q ("for instance") उन जड़ों का उदाहरण देता है: SPRQ।',
  },
  'verbal.reading-comprehension.006': {
    prompt:
      'अनुच्छेद पढ़कर प्रश्न का उत्तर दीजिए।\n\nLong before piped water, the people of Gujarat and Rajasthan built stepwells: deep, stone-lined wells reached by long flights of steps. Because the water level rose and fell with the seasons, the steps let people reach water whether it lay near the surface after the monsoon or far below in summer. Stepwells were also cool, shaded places where travellers rested and women gathered, and many were decorated with carved pillars and sculptures. Under colonial rule, many were filled in or left to decay, as officials considered them unhygienic and preferred pumps and pipes. Today, some towns are cleaning and restoring them, both as heritage sites and as a way to recharge groundwater.\n\nअनुच्छेद के अंतिम वाक्य में प्रयुक्त "recharge" का अर्थ सबसे अधिक किसके निकट है?',
    explanation:
      'फिर से सँवारे गए stepwells बारिश का पानी इकट्ठा करते हैं जो ज़मीन में रिसता है, इसलिए "recharge groundwater" का अर्थ है उसे फिर से भरना, यानी replenish। "Charge" के बाकी अर्थ पानी पर लागू नहीं होते।',
  },
  'verbal.idioms.004': {
    prompt: 'मुहावरे "to beat about the bush" का सही अर्थ चुनिए।',
    explanation:
      'To beat about the bush का अर्थ है मुख्य बात पर आए बिना इधर-उधर की बातें करना। Interview में सीधा उत्तर देने के बजाय ऐसा करने से अच्छा प्रभाव नहीं पड़ता।',
  },
  'verbal.one-word-substitution.005': {
    prompt: 'इसके लिए एक शब्द चुनिए: a speech delivered without any preparation (बिना तैयारी के दिया गया भाषण)।',
    explanation:
      'Extempore भाषण मौक़े पर ही दिया जाता है, जैसे कुछ campus selection में extempore round होता है। Soliloquy अकेले में अपने विचार ज़ोर से बोलना है, eulogy किसी दिवंगत की प्रशंसा है, और monologue एक व्यक्ति का लंबा भाषण है।',
  },
  'verbal.voice.007': {
    prompt: 'इनमें से कौन-से वाक्य passive voice में हैं? (जितने लागू हों, सभी चुनें।)',
    explanation:
      'Passive क्रिया में "be" का कोई रूप और उसके बाद past participle आता है, और क्रिया का प्रभाव झेलने वाला कर्ता होता है: "were announced" और "is being repaired"। बाकी दोनों वाक्यों में कर्ता ख़ुद क्रिया करता है।',
  },
  'verbal.articles-prepositions.004': {
    prompt: 'रिक्त स्थान भरिए: Arjun has been absent ___ class ___ Monday.',
    explanation:
      'किसी जगह या कार्यक्रम से अनुपस्थिति के लिए तय प्रयोग "absent from" है। Present perfect के साथ "since" आरंभ का बिंदु (Monday) और "for" समय की अवधि (three days) बताता है, इसलिए "for Monday" गलत है।',
  },
  'verbal.synonyms.002': {
    prompt: 'ABUNDANT के अर्थ के सबसे निकट शब्द चुनिए।',
    explanation:
      'Abundant का अर्थ है बड़ी मात्रा में मौजूद, यानी plentiful। Scarce इसका विलोम है; hidden और costly दूसरे गुण बताते हैं।',
  },
};

export const handwrittenInHindi: Record<string, HandwrittenHindi> = { ...verbalInHindi, ...dsaHrInHindi };
