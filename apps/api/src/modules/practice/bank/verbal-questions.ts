import type { QuestionDraft } from './types.ts';

// Reading-comprehension passages are repeated in each of their questions' prompts, so a question stands alone.
const milletsPassage =
  'For centuries, millets such as ragi, jowar and bajra were everyday food across much of India. They grow on poor soil, need far less water than rice or wheat, and survive high temperatures. After the Green Revolution, however, government procurement and subsidised rations favoured rice and wheat, and millet farming shrank steadily. Urban families began to see millets as "coarse grains" eaten only by the poor. In recent years that view has started to change. Nutritionists point out that millets are rich in fibre, iron and calcium, and climate scientists note that they could help farmers cope with hotter, drier seasons. Whether the revival lasts will depend on what consumers choose to buy as much as on government policy.';

const stepwellsPassage =
  'Long before piped water, the people of Gujarat and Rajasthan built stepwells: deep, stone-lined wells reached by long flights of steps. Because the water level rose and fell with the seasons, the steps let people reach water whether it lay near the surface after the monsoon or far below in summer. Stepwells were also cool, shaded places where travellers rested and women gathered, and many were decorated with carved pillars and sculptures. Under colonial rule, many were filled in or left to decay, as officials considered them unhygienic and preferred pumps and pipes. Today, some towns are cleaning and restoring them, both as heritage sites and as a way to recharge groundwater.';

const revisionPassage =
  'Many students believe that the best way to prepare for an exam is to reread their notes until the pages feel familiar. Research on memory suggests otherwise. Familiarity is not the same as recall: recognising a formula on a page is far easier than producing it on a blank sheet. Psychologists have found that students who test themselves, answering questions from memory even when they get many wrong, remember more a week later than students who spend the same time rereading. The effort of pulling an answer out of memory, it seems, is what strengthens it. Rereading feels productive precisely because it is easy, and that comfort can be misleading.';

const readPassage = (passage: string, question: string) =>
  `Read the passage and answer the question.\n\n${passage}\n\n${question}`;

export const verbalQuestions: QuestionDraft[] = [
  // Synonyms
  {
    key: 'verbal.synonyms.001',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to METICULOUS.',
    options: ['Careless', 'Painstaking', 'Hurried', 'Generous'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Meticulous means showing great attention to every detail, which is what painstaking means. Careless and hurried are close to its opposite, and generous is unrelated.',
  },
  {
    key: 'verbal.synonyms.002',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to ABUNDANT.',
    options: ['Scarce', 'Hidden', 'Plentiful', 'Costly'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Abundant means existing in large quantities, that is, plentiful. Scarce is its antonym; hidden and costly describe other qualities.',
  },
  {
    key: 'verbal.synonyms.003',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to CANDID.',
    options: ['Frank', 'Secretive', 'Sweet', 'Cautious'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A candid remark is open and honest, so frank is the synonym. Secretive is the opposite; sweet and cautious do not mean truthful or direct.',
  },
  {
    key: 'verbal.synonyms.004',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to FRUGAL.',
    options: ['Wasteful', 'Fruitful', 'Greedy', 'Thrifty'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Frugal means careful to spend little, which is what thrifty means. Wasteful is the opposite, and fruitful is a trap based on the similar sound (it means productive).',
  },
  {
    key: 'verbal.synonyms.005',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to AMELIORATE.',
    options: ['Improve', 'Worsen', 'Postpone', 'Measure'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'To ameliorate a situation is to make it better, that is, to improve it. Worsen is its antonym; postpone and measure are unrelated.',
  },
  {
    key: 'verbal.synonyms.006',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to OBDURATE.',
    options: ['Obedient', 'Obscure', 'Stubborn', 'Fragile'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'An obdurate person refuses to change their opinion or course of action, so stubborn is the synonym. Obedient is nearly the opposite, and obscure only looks similar.',
  },
  {
    key: 'verbal.synonyms.007',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the word closest in meaning to PERFUNCTORY.',
    options: ['Cursory', 'Thorough', 'Fragrant', 'Punctual'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A perfunctory check is done with minimum effort and little care, which is what cursory means. Thorough is the opposite; fragrant and punctual are sound-alike traps.',
  },
  {
    key: 'verbal.synonyms.008',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'medium',
    kind: 'multiple',
    prompt: 'Select ALL the words that are synonyms of DILIGENT. (Select all that apply.)',
    options: ['Industrious', 'Indolent', 'Assiduous', 'Lethargic'],
    correct: [0, 2],
    numericAnswer: null,
    explanation:
      'Diligent means hard-working and careful; industrious and assiduous mean the same. Indolent and lethargic both describe laziness or lack of energy, the opposite idea.',
  },
  {
    key: 'verbal.synonyms.009',
    topic: 'verbal-ability',
    subtopic: 'Synonyms',
    difficulty: 'hard',
    kind: 'multiple',
    prompt: 'Select ALL the words that are synonyms of EPHEMERAL. (Select all that apply.)',
    options: ['Perpetual', 'Transient', 'Enduring', 'Fleeting'],
    correct: [1, 3],
    numericAnswer: null,
    explanation:
      'Ephemeral means lasting for a very short time, as do transient and fleeting. Perpetual and enduring mean lasting a long time, the opposite.',
  },

  // Antonyms
  {
    key: 'verbal.antonyms.001',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to ANCIENT.',
    options: ['Old', 'Antique', 'Modern', 'Historic'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Ancient means belonging to the very distant past, so modern is its opposite. Old, antique and historic all lie on the same side as ancient.',
  },
  {
    key: 'verbal.antonyms.002',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to GENEROUS.',
    options: ['Stingy', 'Kind', 'Charitable', 'Gentle'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A generous person gives freely; a stingy person is unwilling to give or spend. Kind, charitable and gentle are close to generous, not opposite.',
  },
  {
    key: 'verbal.antonyms.003',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to ZENITH.',
    options: ['Peak', 'Summit', 'Climax', 'Nadir'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The zenith is the highest point; the nadir is the lowest point. Peak, summit and climax are all synonyms of zenith.',
  },
  {
    key: 'verbal.antonyms.004',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to VERBOSE.',
    options: ['Concise', 'Wordy', 'Loud', 'Fluent'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Verbose means using more words than needed; concise means expressing much in few words. Wordy is a synonym, and loud and fluent describe other qualities of speech.',
  },
  {
    key: 'verbal.antonyms.005',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to AUGMENT.',
    options: ['Increase', 'Enlarge', 'Diminish', 'Announce'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'To augment is to make larger or add to; to diminish is to make smaller. Increase and enlarge are synonyms, and announce is unrelated.',
  },
  {
    key: 'verbal.antonyms.006',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to GREGARIOUS.',
    options: ['Sociable', 'Aggressive', 'Talkative', 'Reclusive'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'A gregarious person enjoys company; a reclusive person avoids it and prefers to live alone. Sociable and talkative are close to gregarious, and aggressive is unrelated.',
  },
  {
    key: 'verbal.antonyms.007',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the word most nearly OPPOSITE in meaning to EQUANIMITY.',
    options: ['Agitation', 'Composure', 'Equality', 'Indifference'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Equanimity is calmness, especially under stress; agitation is a state of anxiety or nervous excitement. Composure is a synonym, and equality only looks similar.',
  },
  {
    key: 'verbal.antonyms.008',
    topic: 'verbal-ability',
    subtopic: 'Antonyms',
    difficulty: 'hard',
    kind: 'multiple',
    prompt: 'Select ALL the words that are antonyms of BENEVOLENT. (Select all that apply.)',
    options: ['Charitable', 'Malevolent', 'Benign', 'Malicious'],
    correct: [1, 3],
    numericAnswer: null,
    explanation:
      'Benevolent means well-meaning and kind. Malevolent and malicious both mean wishing harm to others, so they are antonyms; charitable and benign are close in meaning to benevolent.',
  },

  // Sentence completion
  {
    key: 'verbal.sentence-completion.001',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Fill in the blank: The train was delayed by two hours, ___ we missed the connecting bus to Mysuru.',
    options: ['because', 'so', 'although', 'unless'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Missing the bus is the result of the delay, so the result connector "so" fits. "Because" would reverse cause and effect, and "although" and "unless" express contrast and condition.',
  },
  {
    key: 'verbal.sentence-completion.002',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Fill in the blank: Priya has been working at the bank ___ 2019.',
    options: ['for', 'from', 'since', 'by'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'With the present perfect continuous, "since" introduces a point in time (2019) and "for" a length of time (five years). "From" needs a matching "to", and "by" means "not later than".',
  },
  {
    key: 'verbal.sentence-completion.003',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      "Fill in the blanks: The committee's report was so ___ that even experts found it hard to ___ its main argument.",
    options: ['lucid, grasp', 'convoluted, follow', 'brief, miss', 'simple, understand'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'If even experts struggled, the report must have been hard to read, so "convoluted" (needlessly complicated) and "follow" fit. Lucid and simple contradict the struggle, and "hard to miss" makes no sense with "even experts".',
  },
  {
    key: 'verbal.sentence-completion.004',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Fill in the blank: Despite repeated warnings from his doctor, he ___ to give up smoking.',
    options: ['agreed', 'decided', 'managed', 'refused'],
    correct: [3],
    numericAnswer: null,
    explanation:
      '"Despite" signals a contrast with the warnings, so the blank must show he did not follow them: "refused". The other verbs describe him following the advice, which leaves no contrast.',
  },
  {
    key: 'verbal.sentence-completion.005',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      "Fill in the blank: The new manager's ___ style, listening to everyone before deciding, quickly won the team's trust.",
    options: ['consultative', 'autocratic', 'arbitrary', 'indifferent'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'The sentence itself defines the style as listening to everyone before deciding, which is a consultative style. Autocratic and arbitrary mean deciding alone or without reason, and indifferent means not caring.',
  },
  {
    key: 'verbal.sentence-completion.006',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      "Fill in the blanks: Far from being ___, the old professor's lectures were so ___ that students queued outside the hall to get a seat.",
    options: ['tedious, engaging', 'riveting, dull', 'popular, boring', 'brief, lengthy'],
    correct: [0],
    numericAnswer: null,
    explanation:
      '"Far from being X" means the opposite of X is true, and students queuing shows the lectures were attractive. So the first blank is negative (tedious) and the second positive (engaging); the other pairs are reversed or irrelevant.',
  },
  {
    key: 'verbal.sentence-completion.007',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      "Fill in the blank: The minister's statement was deliberately ___, allowing both supporters and critics to read their own meaning into it.",
    options: ['unequivocal', 'explicit', 'ambiguous', 'transparent'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'A statement that different groups can interpret in their own way is open to more than one meaning, that is, ambiguous. Unequivocal, explicit and transparent all mean clear, the opposite.',
  },
  {
    key: 'verbal.sentence-completion.008',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Fill in the blank: If it rains tomorrow, the inter-college match ___ postponed.',
    options: ['would be', 'will be', 'was', 'had been'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'This is a first conditional (a real possibility in the future): if + present simple, then will + verb. "Would be" belongs to the second conditional, and "was" and "had been" are past forms.',
  },
  {
    key: 'verbal.sentence-completion.009',
    topic: 'verbal-ability',
    subtopic: 'Sentence completion',
    difficulty: 'medium',
    kind: 'multiple',
    prompt:
      'Which words can correctly fill the blank? "She was ___ to hear that she had cleared the interview." (Select all that apply.)',
    options: ['delighted', 'delightful', 'thrilling', 'thrilled'],
    correct: [0, 3],
    numericAnswer: null,
    explanation:
      'Adjectives ending in -ed describe how a person feels (delighted, thrilled), while those ending in -ing or -ful describe the thing that causes the feeling. She felt the emotion, so only the -ed forms fit.',
  },

  // Error spotting
  {
    key: 'verbal.error-spotting.001',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"One of my friends / are working / in Pune these days."',
    options: ['One of my friends', 'are working', 'in Pune these days', 'No error'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'The subject is "one" (of my friends), which is singular, so the verb must be "is working". The plural noun "friends" inside the phrase does not change the subject.',
  },
  {
    key: 'verbal.error-spotting.002',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"He is senior than me / in the company / by two years."',
    options: ['He is senior than me', 'in the company', 'by two years', 'No error'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Adjectives of Latin origin such as senior, junior, superior and inferior take "to", not "than". The correct form is "He is senior to me".',
  },
  {
    key: 'verbal.error-spotting.003',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"The news / are too good / to be true."',
    options: ['The news', 'are too good', 'to be true', 'No error'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"News" looks plural but is an uncountable noun that takes a singular verb. The sentence should read "The news is too good to be true".',
  },
  {
    key: 'verbal.error-spotting.004',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"Neither the manager nor the employees / was aware / of the new leave policy."',
    options: ['Neither the manager nor the employees', 'was aware', 'of the new leave policy', 'No error'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'With "neither ... nor", the verb agrees with the nearer subject. The nearer subject is "the employees" (plural), so it should be "were aware".',
  },
  {
    key: 'verbal.error-spotting.005',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"I have been living / in Chennai / since five years."',
    options: ['I have been living', 'in Chennai', 'since five years', 'No error'],
    correct: [2],
    numericAnswer: null,
    explanation:
      '"Since" is used with a point in time (since 2020) and "for" with a period of time. Five years is a period, so it should be "for five years".',
  },
  {
    key: 'verbal.error-spotting.006',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"Hardly had the meeting begun / than the power / went off."',
    options: ['Hardly had the meeting begun', 'than the power', 'went off', 'No error'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"Hardly" and "scarcely" are followed by "when", while "no sooner" is followed by "than". The sentence should read "Hardly had the meeting begun when the power went off".',
  },
  {
    key: 'verbal.error-spotting.007',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"The furniture / in the new office / were bought from a local dealer."',
    options: ['The furniture', 'in the new office', 'were bought from a local dealer', 'No error'],
    correct: [2],
    numericAnswer: null,
    explanation:
      '"Furniture" is an uncountable noun and takes a singular verb, so it should be "was bought". The phrase "in the new office" does not change the subject.',
  },
  {
    key: 'verbal.error-spotting.008',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"The committee has submitted / its final report / to the principal."',
    options: ['The committee has submitted', 'its final report', 'to the principal', 'No error'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'When a collective noun acts as one body, it takes a singular verb and a singular pronoun, so "has submitted" and "its" are both correct. The sentence has no error.',
  },
  {
    key: 'verbal.error-spotting.009',
    topic: 'verbal-ability',
    subtopic: 'Error spotting',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Which part of the sentence contains an error? If there is none, choose "No error".\n"She did not / knew the answer / to the last question."',
    options: ['She did not', 'knew the answer', 'to the last question', 'No error'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'After the auxiliary "did", the main verb takes its base form, so "did not know" is correct. The past tense is already shown by "did".',
  },

  // Sentence improvement
  {
    key: 'verbal.sentence-improvement.001',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"He [did not went] to college yesterday."',
    options: ['did not go', 'has not went', 'not went', 'No improvement'],
    correct: [0],
    numericAnswer: null,
    explanation:
      '"Did" already marks the past tense, so the main verb must be in its base form: "did not go". "Has not went" and "not went" are ungrammatical.',
  },
  {
    key: 'verbal.sentence-improvement.002',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"I [am knowing] him for ten years."',
    options: ['know', 'have known', 'had been knowing', 'No improvement'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"Know" is a stative verb and is not normally used in continuous forms. An action that began in the past and continues now, with "for ten years", needs the present perfect: "I have known him for ten years".',
  },
  {
    key: 'verbal.sentence-improvement.003',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"She [is used to work] late on Fridays."',
    options: ['used to working', 'is use to work', 'is used to working', 'No improvement'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'In "be used to" (meaning accustomed to), "to" is a preposition, so it is followed by a noun or an -ing form: "is used to working". "Used to work" without "is" would mean a past habit, which is a different meaning.',
  },
  {
    key: 'verbal.sentence-improvement.004',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"The teacher asked me [that why I was late]."',
    options: ['why was I late', 'that why was I late', 'No improvement', 'why I was late'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'In reported questions, "that" is dropped and the question takes statement order (subject before verb): "asked me why I was late". "Why was I late" keeps the direct-question order.',
  },
  {
    key: 'verbal.sentence-improvement.005',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"[Walking along the beach,] a sharp shell cut my foot."',
    options: [
      'While I was walking along the beach,',
      'Having walked along the beach,',
      'Walked along the beach,',
      'No improvement',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'As written, the opening phrase describes the shell, as if the shell were walking (a dangling modifier). Giving the phrase its own subject, "While I was walking along the beach", makes clear who was walking.',
  },
  {
    key: 'verbal.sentence-improvement.006',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"We [discussed about] the plan for an hour."',
    options: ['discussed on', 'discussed', 'discussed over', 'No improvement'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"Discuss" is a transitive verb and takes its object directly: "We discussed the plan". Adding "about", "on" or "over" is a common error (although "a discussion about" is correct).',
  },
  {
    key: 'verbal.sentence-improvement.007',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"The [reason why he failed is because] he did not revise."',
    options: [
      'reason why he failed was because of',
      'reason for he failed is',
      'No improvement',
      'reason he failed is that',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      '"The reason ... is because" repeats the idea of cause, so standard usage is "the reason ... is that". "Because of" must be followed by a noun phrase, and "reason for he failed" is ungrammatical.',
  },
  {
    key: 'verbal.sentence-improvement.008',
    topic: 'verbal-ability',
    subtopic: 'Sentence improvement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Choose the best replacement for the part in brackets. If no change is needed, choose "No improvement".\n"Unless you [do not work] hard, you will not clear the exam."',
    options: ['will work', 'work', 'did not work', 'No improvement'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"Unless" already means "if not", so adding "not" creates a double negative. The condition clause also takes the present simple, not "will": "Unless you work hard".',
  },

  // Para-jumbles
  {
    key: 'verbal.para-jumbles.001',
    topic: 'verbal-ability',
    subtopic: 'Para-jumbles',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Arrange the sentences P, Q, R and S to form a coherent paragraph.\nP: She boiled water and added tea leaves.\nQ: Finally, she poured the tea into two cups.\nR: Meera wanted to make tea for her grandmother.\nS: Then she added milk and sugar and let it simmer.',
    options: ['RPSQ', 'PRSQ', 'RSPQ', 'RPQS'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'R introduces Meera and her aim, so it opens. P is the first step, S begins with "Then" and continues the process, and Q begins with "Finally" and closes it: RPSQ.',
  },
  {
    key: 'verbal.para-jumbles.002',
    topic: 'verbal-ability',
    subtopic: 'Para-jumbles',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Arrange the sentences P, Q, R and S to form a coherent paragraph.\nP: Within a week, the helpline received more calls than in the whole of the previous year.\nQ: A small NGO in Nagpur ran a free helpline for students anxious about their board exams.\nR: Encouraged, the NGO trained thirty more volunteers to answer calls.\nS: One February, a local newspaper wrote about it, and the number spread quickly.',
    options: ['QSPR', 'QPSR', 'SQPR', 'QSRP'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Q introduces the NGO and its helpline, so it comes first; S ("wrote about it") needs Q before it. P describes the effect of the publicity, and R ("Encouraged") is the NGO\'s response to that surge: QSPR.',
  },
  {
    key: 'verbal.para-jumbles.003',
    topic: 'verbal-ability',
    subtopic: 'Para-jumbles',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      "Arrange the sentences P, Q, R and S to form a coherent paragraph.\nP: Their core idea is to build a little, get feedback, and improve.\nQ: Toyota's factories, for instance, refined small-batch working decades earlier.\nR: However, the roots of this approach go back much further than the software industry.\nS: Agile methods became popular among software teams in the early 2000s.",
    options: ['SRPQ', 'PSRQ', 'SPRQ', 'SPQR'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'S introduces agile methods, and P ("Their core idea") explains them. R ("However ... this approach") turns to their older roots, and Q ("for instance") gives an example of those roots: SPRQ.',
  },
  {
    key: 'verbal.para-jumbles.004',
    topic: 'verbal-ability',
    subtopic: 'Para-jumbles',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      "Arrange the sentences P, Q, R and S to form a coherent paragraph.\nP: Together, these two facts leave rain-fed farmers with uncertain incomes.\nQ: Nearly half of India's cropland still lacks assured irrigation.\nR: Drip irrigation, which delivers water directly to the roots, offers one way out.\nS: Moreover, the monsoon has become more erratic in recent decades.",
    options: ['QPSR', 'SQPR', 'QSRP', 'QSPR'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Q states the first fact and S ("Moreover") adds the second, so Q comes before S. P ("these two facts") must follow both, and R offers a way out of the problem P describes: QSPR.',
  },
  {
    key: 'verbal.para-jumbles.005',
    topic: 'verbal-ability',
    subtopic: 'Para-jumbles',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Arrange the sentences P, Q, R and S to form a coherent paragraph.\nP: That changed after November 2016, when demonetisation made cash scarce almost overnight.\nQ: The Unified Payments Interface (UPI) was launched in India in 2016.\nR: Since then, even street vendors have come to display QR codes on their carts.\nS: At first, few people used it, as most shops still preferred cash.',
    options: ['QPSR', 'QSPR', 'QSRP', 'SPQR'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Q introduces UPI, S ("At first ... it") describes its slow start, and P ("That changed") refers back to that slow start. R ("Since then") follows the turning point in P: QSPR.',
  },
  {
    key: 'verbal.para-jumbles.006',
    topic: 'verbal-ability',
    subtopic: 'Para-jumbles',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'The first and last sentences are given. Arrange P, Q, R and S between them to form a coherent paragraph.\n1: Ravi had prepared for the campus placement test for months.\nP: But when the aptitude round began, his mind went blank.\nQ: He had solved hundreds of practice questions and taken a mock test every weekend.\nR: He closed his eyes, took three slow breaths, and started again with the easiest question.\nS: For a full minute he stared at the first question without reading it.\n6: By the end, he had attempted every section and cleared the cut-off.',
    options: ['PQSR', 'QSPR', 'QPRS', 'QPSR'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Q continues the preparation described in sentence 1, and P ("But when the round began") turns to the test. S shows the blank mind in action, and R is how he recovered, which leads to the result in sentence 6: QPSR.',
  },

  // Reading comprehension
  {
    key: 'verbal.reading-comprehension.001',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'easy',
    kind: 'single',
    prompt: readPassage(
      milletsPassage,
      'According to the passage, why did millet farming decline after the Green Revolution?',
    ),
    options: [
      'Millets stopped growing well on poor soil.',
      'Procurement and subsidised rations favoured rice and wheat.',
      'Nutritionists warned people against eating millets.',
      'Hotter seasons made millets harder to grow.',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'The third sentence says government procurement and subsidised rations favoured rice and wheat, and "millet farming shrank steadily". The passage says millets grow well on poor soil and in heat, and nutritionists praise them.',
  },
  {
    key: 'verbal.reading-comprehension.002',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'medium',
    kind: 'multiple',
    prompt: readPassage(
      milletsPassage,
      'Which of the following does the passage mention as advantages of millets? (Select all that apply.)',
    ),
    options: [
      'They need far less water than rice or wheat.',
      'They survive high temperatures.',
      'They are cheaper to buy than rice.',
      'They are rich in fibre, iron and calcium.',
    ],
    correct: [0, 1, 3],
    numericAnswer: null,
    explanation:
      'The passage states that millets need far less water, survive high temperatures, and are rich in fibre, iron and calcium. It says nothing about their price, so that option cannot be chosen.',
  },
  {
    key: 'verbal.reading-comprehension.003',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'hard',
    kind: 'single',
    prompt: readPassage(milletsPassage, 'Which of the following can be inferred from the passage?'),
    options: [
      'The revival of millets is already complete.',
      'Government policy alone will decide the future of millets.',
      'Millets need more water than rice.',
      'What consumers buy will play a significant part in whether millets return to everyday meals.',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The last sentence says the revival depends on what consumers buy "as much as on government policy", so consumers matter significantly. The passage calls the change recent and uncertain, denies that policy alone decides, and says millets need less water.',
  },
  {
    key: 'verbal.reading-comprehension.004',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'easy',
    kind: 'single',
    prompt: readPassage(
      stepwellsPassage,
      'According to the passage, why did stepwells have long flights of steps?',
    ),
    options: [
      'To make the wells look grand to travellers',
      'So that people could reach the water as its level changed with the seasons',
      'To keep animals from falling into the water',
      'So that many people could bathe at the same time',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'The second sentence explains that the water level rose and fell with the seasons, and the steps let people reach it whether it was near the surface or far below. The other reasons are not given in the passage.',
  },
  {
    key: 'verbal.reading-comprehension.005',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'medium',
    kind: 'single',
    prompt: readPassage(
      stepwellsPassage,
      'Which of the following is NOT mentioned in the passage as a use of stepwells?',
    ),
    options: [
      'A source of water',
      'A resting place for travellers',
      'A place for storing grain',
      'A place where women gathered',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'The passage mentions water, travellers resting and women gathering. Storing grain is never mentioned, so it is the answer.',
  },
  {
    key: 'verbal.reading-comprehension.006',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'medium',
    kind: 'single',
    prompt: readPassage(
      stepwellsPassage,
      'As used in the last sentence of the passage, "recharge" most nearly means:',
    ),
    options: ['replenish', 'charge a fee for', 'electrify', 'attack again'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Restored stepwells collect rainwater that soaks into the ground, so "recharge groundwater" means to fill it up again, that is, replenish it. The other meanings of "charge" do not fit water.',
  },
  {
    key: 'verbal.reading-comprehension.007',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'easy',
    kind: 'single',
    prompt: readPassage(revisionPassage, 'What is the main idea of the passage?'),
    options: [
      'Students should stop taking notes in class.',
      'Rereading notes is the best way to prepare for exams.',
      'Memory cannot be improved by practice.',
      'Testing yourself helps you remember better than rereading does.',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The passage contrasts rereading with self-testing and reports that students who test themselves remember more. It says nothing against taking notes, and it rejects the idea that rereading is best.',
  },
  {
    key: 'verbal.reading-comprehension.008',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'medium',
    kind: 'single',
    prompt: readPassage(revisionPassage, 'According to the passage, why can rereading be misleading?'),
    options: [
      'It makes the material feel familiar, and familiarity is mistaken for being able to recall it.',
      'It takes much more time than testing yourself.',
      'It causes students to get many answers wrong.',
      'Psychologists have found that it is boring.',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'The passage says "familiarity is not the same as recall" and that rereading "feels productive precisely because it is easy". The time taken is the same in the study it describes, and getting answers wrong is linked to self-testing, not rereading.',
  },
  {
    key: 'verbal.reading-comprehension.009',
    topic: 'verbal-ability',
    subtopic: 'Reading comprehension',
    difficulty: 'hard',
    kind: 'single',
    prompt: readPassage(revisionPassage, 'Which statement would the author most likely agree with?'),
    options: [
      'Getting many answers wrong while practising shows that the studying has failed.',
      'Recognising a formula on a page is as good as being able to write it from memory.',
      'A practice test that feels difficult may help more than rereading that feels easy.',
      'Students who reread remember more after a week.',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'The author says the effort of retrieving an answer strengthens memory and that easy rereading can mislead, so a hard practice test can be more useful. The other three statements contradict the passage directly.',
  },

  // Idioms and phrases
  {
    key: 'verbal.idioms.001',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the correct meaning of the idiom "to break the ice".',
    options: [
      'To start a conversation in an awkward or formal situation',
      'To damage something fragile',
      'To end a friendship',
      'To calm down after an argument',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'To break the ice is to say or do something that eases tension when people first meet, for example at the start of a group discussion. It has nothing to do with breaking or ending things literally.',
  },
  {
    key: 'verbal.idioms.002',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'Choose the correct meaning of the phrase in capitals: "The first round of the test was A PIECE OF CAKE."',
    options: ['very long', 'very easy', 'unexpected', 'worth celebrating'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"A piece of cake" means something very easy to do. The idiom says nothing about length, surprise or celebration.',
  },
  {
    key: 'verbal.idioms.003',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the correct meaning of the idiom "to burn the midnight oil".',
    options: [
      'To waste resources',
      "To lose one's temper",
      'To work or study late into the night',
      'To celebrate a festival',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      "The idiom comes from working by lamplight at night and means to work or study until late. It does not mean wasting anything or losing one's temper.",
  },
  {
    key: 'verbal.idioms.004',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the correct meaning of the idiom "to beat about the bush".',
    options: [
      'To search everywhere thoroughly',
      'To work in the garden',
      'To defeat an opponent easily',
      'To avoid talking about the main point',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'To beat about the bush is to talk around a subject without coming to the point. In an interview, beating about the bush instead of answering directly leaves a poor impression.',
  },
  {
    key: 'verbal.idioms.005',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the correct meaning of the idiom "a blessing in disguise".',
    options: [
      'A good thing that at first seems to be bad',
      'An enemy who pretends to be a friend',
      'A gift given secretly',
      'A promise that is not kept',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A blessing in disguise is something that seems unfortunate but turns out well, like missing a bus and so avoiding a traffic jam. The other options describe deception or secrecy, not a hidden good outcome.',
  },
  {
    key: 'verbal.idioms.006',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the correct meaning of the idiom "to take something with a pinch of salt".',
    options: [
      'To make a plan more interesting',
      'To accept something completely',
      'To criticise something harshly',
      'To doubt whether something is completely true',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'To take a claim with a pinch of salt is to be sceptical about it and not believe it fully. It is the opposite of accepting it completely, and it does not involve harsh criticism.',
  },
  {
    key: 'verbal.idioms.007',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the correct meaning of the idiom "to throw down the gauntlet".',
    options: ['To issue a challenge', 'To surrender', 'To resign from a job', 'To make a careless mistake'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A gauntlet is a glove; in the past, a knight threw one down to challenge another to a fight. So the idiom means to issue a challenge, which is nearly the opposite of surrendering.',
  },
  {
    key: 'verbal.idioms.008',
    topic: 'verbal-ability',
    subtopic: 'Idioms and phrases',
    difficulty: 'medium',
    kind: 'multiple',
    prompt: 'Which of these idioms mean "to be very expensive"? (Select all that apply.)',
    options: [
      'to cost an arm and a leg',
      'to be a dime a dozen',
      'to cost a bomb',
      'to be a drop in the ocean',
    ],
    correct: [0, 2],
    numericAnswer: null,
    explanation:
      '"To cost an arm and a leg" and "to cost a bomb" both mean to be very expensive. "A dime a dozen" means very common and cheap, and "a drop in the ocean" means a very small amount compared with what is needed.',
  },

  // One-word substitution
  {
    key: 'verbal.one-word-substitution.001',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the one word for: a person who can speak many languages.',
    options: ['Philologist', 'Polyglot', 'Orator', 'Translator'],
    correct: [1],
    numericAnswer: null,
    explanation:
      '"Poly" means many and "glot" comes from the Greek for tongue, so a polyglot speaks many languages. A philologist studies the history of languages, an orator is a skilled public speaker, and a translator need know only two languages.',
  },
  {
    key: 'verbal.one-word-substitution.002',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the one word for: a place where birds are kept.',
    options: ['Apiary', 'Aquarium', 'Aviary', 'Kennel'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'An aviary is a large enclosure for birds (from the Latin "avis", bird). An apiary is for bees, an aquarium for fish and a kennel for dogs.',
  },
  {
    key: 'verbal.one-word-substitution.003',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Choose the one word for: a person who believes that it is impossible to know whether God exists.',
    options: ['Agnostic', 'Atheist', 'Heretic', 'Theist'],
    correct: [0],
    numericAnswer: null,
    explanation:
      'An agnostic holds that the existence of God cannot be known. An atheist believes that God does not exist, a theist that God exists, and a heretic holds views against the accepted teaching of a religion.',
  },
  {
    key: 'verbal.one-word-substitution.004',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'medium',
    kind: 'single',
    prompt: "Choose the one word for: the killing of one's own brother.",
    options: ['Patricide', 'Regicide', 'Homicide', 'Fratricide'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Fratricide comes from the Latin "frater", brother. Patricide is the killing of one\'s father, regicide of a king, and homicide of any human being.',
  },
  {
    key: 'verbal.one-word-substitution.005',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the one word for: a speech delivered without any preparation.',
    options: ['Extempore', 'Soliloquy', 'Eulogy', 'Monologue'],
    correct: [0],
    numericAnswer: null,
    explanation:
      "An extempore speech is given on the spot, as in the extempore round of some campus selection processes. A soliloquy is speaking one's thoughts aloud alone, a eulogy praises someone who has died, and a monologue is a long speech by one person.",
  },
  {
    key: 'verbal.one-word-substitution.006',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the one word for: a person who bears pain and hardship calmly without complaining.',
    options: ['Epicure', 'Cynic', 'Stoic', 'Hedonist'],
    correct: [2],
    numericAnswer: null,
    explanation:
      "A stoic endures pain and hardship without showing feelings or complaining. An epicure enjoys fine food, a cynic distrusts people's motives, and a hedonist lives for pleasure.",
  },
  {
    key: 'verbal.one-word-substitution.007',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the one word for: government by a small group of powerful people.',
    options: ['Monarchy', 'Theocracy', 'Autocracy', 'Oligarchy'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Oligarchy comes from the Greek "oligos", few. A monarchy is ruled by a king or queen, an autocracy by one person with absolute power, and a theocracy by religious leaders.',
  },
  {
    key: 'verbal.one-word-substitution.008',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the one word for: handwriting that cannot be read.',
    options: ['Ineligible', 'Illegible', 'Illiterate', 'Inaudible'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Illegible means not clear enough to be read. Ineligible (not qualified) is a common confusion; illiterate describes a person who cannot read, and inaudible means cannot be heard.',
  },
  {
    key: 'verbal.one-word-substitution.009',
    topic: 'verbal-ability',
    subtopic: 'One-word substitution',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the one word for: a list of items to be discussed at a meeting.',
    options: ['Minutes', 'Memo', 'Agenda', 'Manifesto'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'The agenda is the list of topics drawn up before a meeting. Minutes are the written record made after it, a memo is a short internal note, and a manifesto is a public statement of aims.',
  },

  // Active and passive voice
  {
    key: 'verbal.voice.001',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the correct passive form of: "The chef cooks the biryani."',
    options: [
      'The biryani is cooked by the chef.',
      'The biryani was cooked by the chef.',
      'The biryani is being cooked by the chef.',
      'The biryani has been cooked by the chef.',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'The active sentence is in the present simple, so the passive uses "is" + past participle: "is cooked". The other options change the tense to past, present continuous or present perfect.',
  },
  {
    key: 'verbal.voice.002',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the correct passive form of: "They are painting the school building."',
    options: [
      'The school building is being painted by them.',
      'The school building is painted by them.',
      'The school building was being painted by them.',
      'The school building has been painted by them.',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'The present continuous "are painting" becomes "is being painted" in the passive, keeping the tense. The other options change it to the present simple, past continuous or present perfect.',
  },
  {
    key: 'verbal.voice.003',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Choose the correct passive form of: "Who wrote this letter?"',
    options: [
      'Who was this letter written?',
      'By whom this letter was written?',
      'By whom is this letter written?',
      'By whom was this letter written?',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      '"Who" becomes "By whom", and a question keeps the auxiliary before the subject: "By whom was this letter written?". The past tense "wrote" must stay past, so "is" is wrong.',
  },
  {
    key: 'verbal.voice.004',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Choose the correct active form of: "The thief was caught by the police."',
    options: [
      'The police catch the thief.',
      'The police had caught the thief.',
      'The police caught the thief.',
      'The police were catching the thief.',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      '"Was caught" is past simple passive, so the active form is past simple: "The police caught the thief". The other options use the present, past perfect or past continuous.',
  },
  {
    key: 'verbal.voice.005',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the correct passive form of the command: "Open the window."',
    options: [
      'The window be opened.',
      'Let the window be opened.',
      'The window is opened.',
      'Let the window is opened.',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Imperative sentences form the passive with "Let" + object + "be" + past participle: "Let the window be opened". "The window is opened" is a statement, not a command.',
  },
  {
    key: 'verbal.voice.006',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Choose the correct passive form of: "She will have completed the project by Friday."',
    options: [
      'The project will be completed by her by Friday.',
      'The project would have been completed by her by Friday.',
      'The project will have completed by her by Friday.',
      'The project will have been completed by her by Friday.',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The future perfect "will have completed" becomes "will have been completed" in the passive. Dropping "been" leaves an active form, and "would" or "will be" changes the tense.',
  },
  {
    key: 'verbal.voice.007',
    topic: 'verbal-ability',
    subtopic: 'Active and passive voice',
    difficulty: 'medium',
    kind: 'multiple',
    prompt: 'Which of these sentences are in the passive voice? (Select all that apply.)',
    options: [
      'The results were announced yesterday.',
      'The students announced the results.',
      'The bridge is being repaired.',
      'She has finished the report.',
    ],
    correct: [0, 2],
    numericAnswer: null,
    explanation:
      'A passive verb is a form of "be" followed by a past participle, with the receiver of the action as subject: "were announced" and "is being repaired". In the other two sentences the subject performs the action.',
  },

  // Articles and prepositions
  {
    key: 'verbal.articles-prepositions.001',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Fill in the blank: She is ___ honest officer.',
    options: ['a', 'an', 'the', 'no article'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'The choice between "a" and "an" depends on sound, not spelling. The "h" in "honest" is silent, so the word begins with a vowel sound and takes "an".',
  },
  {
    key: 'verbal.articles-prepositions.002',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Fill in the blank: The interview will start ___ 10 a.m.',
    options: ['on', 'in', 'since', 'at'],
    correct: [3],
    numericAnswer: null,
    explanation:
      'We use "at" for a clock time, "on" for days and dates, and "in" for months, years and longer periods. "Since" marks the start of a continuing period and does not fit a future event.',
  },
  {
    key: 'verbal.articles-prepositions.003',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Fill in the blank: ___ Ganga is considered sacred by millions of people.',
    options: ['A', 'An', 'The', 'No article'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Names of rivers, seas and oceans take the definite article: the Ganga, the Arabian Sea, the Indian Ocean. "A" or "an" would suggest one of many Gangas.',
  },
  {
    key: 'verbal.articles-prepositions.004',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Fill in the blanks: Arjun has been absent ___ class ___ Monday.',
    options: ['in, for', 'from, since', 'of, since', 'from, for'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'The fixed expression is "absent from" a place or event. With the present perfect, "since" marks the starting point (Monday) and "for" a length of time (three days), so "for Monday" is wrong.',
  },
  {
    key: 'verbal.articles-prepositions.005',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Fill in the blank: He prefers tea ___ coffee.',
    options: ['than', 'from', 'to', 'against'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'The verb "prefer" is used as "prefer A to B". "Prefer ... than" is a common error; "than" follows comparatives such as "better" or "more", and "would rather".',
  },
  {
    key: 'verbal.articles-prepositions.006',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Which sentence uses articles correctly?',
    options: [
      'He is an European and a honest man.',
      'He is a European and a honest man.',
      'He is a European and an honest man.',
      'He is an European and an honest man.',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      '"European" begins with a "yoo" (consonant) sound, so it takes "a"; "honest" begins with a vowel sound because the "h" is silent, so it takes "an". Articles follow sound, not the first letter.',
  },
  {
    key: 'verbal.articles-prepositions.007',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Fill in the blanks: The two brothers quarrelled ___ the family property, and neither would agree ___ the other.',
    options: ['with, over', 'over, with', 'about, to', 'for, with'],
    correct: [1],
    numericAnswer: null,
    explanation:
      'We quarrel with a person over (or about) a matter, and we agree with a person but agree to a proposal. So the pair is "over, with"; "agree to the other" is wrong because "the other" is a person.',
  },
  {
    key: 'verbal.articles-prepositions.008',
    topic: 'verbal-ability',
    subtopic: 'Articles and prepositions',
    difficulty: 'medium',
    kind: 'multiple',
    prompt: 'Which of these sentences use prepositions correctly? (Select all that apply.)',
    options: [
      'She was born on 5 March.',
      'We will meet in Sunday.',
      'The keys are in the drawer.',
      'He is angry on me.',
    ],
    correct: [0, 2],
    numericAnswer: null,
    explanation:
      'Dates and days take "on" (on 5 March, on Sunday), and things inside a container are "in" it. So "in Sunday" is wrong, and one is angry "with" a person, not "on" them.',
  },
];
