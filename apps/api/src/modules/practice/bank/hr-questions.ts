import type { QuestionDraft } from './types.ts';

export const hrQuestions: QuestionDraft[] = [
  // Self-introduction
  {
    key: 'hr.self-introduction.001',
    topic: 'hr-round',
    subtopic: 'Self-introduction',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'The interviewer begins with "Tell me about yourself." Which answer is best for a fresher?',
    options: [
      '"My name is Kavya. I was born in Salem. My father works in the electricity board and my mother is a homemaker, and I have one younger brother..."',
      '"Everything is there in my resume, ma\'am."',
      '"I am a final-year B.Tech student in Electronics and Communication from Coimbatore. My final-year project is a low-cost soil-moisture sensor for drip irrigation, for which I wrote the firmware in C. I enjoy turning problems into working code, and I\'m looking to start my career as a software engineer where I can keep learning."',
      '"I am hard-working, honest, sincere, punctual, dedicated and a quick learner."',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'A good introduction is a short professional summary: where you study, one concrete highlight, and what you are looking for, which also gives the interviewer topics to ask about. A family history uses up the time on details the company is not judging, "it is in my resume" sounds unprepared, and a list of adjectives without evidence convinces nobody.',
  },
  {
    key: 'hr.self-introduction.002',
    topic: 'hr-round',
    subtopic: 'Self-introduction',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'How long should your answer to "Tell me about yourself" usually be in a campus HR round?',
    options: [
      'About 10 seconds: just your name and branch',
      'About one to two minutes: education, one or two highlights, and what you are looking for',
      'At least ten minutes, so that nothing is left out',
      'As long as the interviewer does not interrupt you',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'One to two minutes is long enough to show a highlight and short enough to leave time for questions, which is where the real assessment happens. Ten seconds wastes the chance to steer the interview, and a very long answer suggests you cannot prioritise.',
  },
  {
    key: 'hr.self-introduction.003',
    topic: 'hr-round',
    subtopic: 'Self-introduction',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Which of these is the LEAST useful thing to include in your self-introduction?',
    options: [
      'A project in which you solved a real problem',
      'Your marks in each semester, listed one by one',
      'A skill that matters for the role you applied for',
      'Why you are interested in this kind of work',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'The interviewer already has your marks sheet, so reading out every semester adds nothing and takes up time. Projects, relevant skills and your motivation are things the paper cannot show, so they are worth saying aloud.',
  },
  {
    key: 'hr.self-introduction.004',
    topic: 'hr-round',
    subtopic: 'Self-introduction',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'After Class 12 you spent a year preparing for an entrance exam and did not clear it. The interviewer asks about this gap year. What is the best response?',
    options: [
      'Say you were unwell that year, even though you were not',
      'Avoid the question and start talking about your projects',
      'Explain that the coaching institute taught poorly and wasted your year',
      'Say briefly and honestly that you prepared for the exam, what you gained from it, and how you then chose your branch with a clear goal',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'A drop year for an entrance exam is common and acceptable; what the interviewer checks is honesty and whether you can reflect on a setback. A made-up illness can be exposed by follow-up questions or background checks, dodging looks evasive, and blaming others suggests you do not take ownership.',
  },
  {
    key: 'hr.self-introduction.005',
    topic: 'hr-round',
    subtopic: 'Self-introduction',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Which line is the best way to END your self-introduction?',
    options: [
      '"That\'s all about me, sir."',
      '"I hope you will select me because I really need this job."',
      '"...and that is why this role interests me: it lets me build on my Java project work while learning how large client systems are built."',
      '"You can ask me anything; I know everything in my resume."',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Ending by linking your background to the role leaves the interviewer with a clear reason to consider you. "That\'s all" ends flatly, pleading shifts the focus from merit to need, and claiming to know everything invites tough questions and sounds arrogant.',
  },

  // Strengths and weaknesses
  {
    key: 'hr.strengths-weaknesses.001',
    topic: 'hr-round',
    subtopic: 'Strengths and weaknesses',
    difficulty: 'easy',
    kind: 'single',
    prompt: '"What is your greatest strength?" Which answer is best?',
    options: [
      '"I am very hard-working."',
      '"I stay with a problem until it is solved. In our final-year project the sensor readings were noisy for two weeks; I went back to the datasheet, found we were sampling too fast, and fixed it before the review."',
      '"Everything. I am good at all subjects."',
      '"I am a born leader and can manage any team."',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'A strength is believable only with evidence, and a short real example shows the strength in action. A bare claim like "hard-working" is what every candidate says, "everything" sounds unserious, and a grand claim such as "born leader" invites a probe you may not survive.',
  },
  {
    key: 'hr.strengths-weaknesses.002',
    topic: 'hr-round',
    subtopic: 'Strengths and weaknesses',
    difficulty: 'medium',
    kind: 'single',
    prompt: '"What is your biggest weakness?" Which answer is best?',
    options: [
      '"I have no weaknesses."',
      '"I am a perfectionist; I just work too hard."',
      '"I get angry quickly when people around me are slow."',
      '"I used to hesitate to speak in group discussions. In second year I joined the college debating club, and now I volunteer to present in team reviews, though I still prepare notes before important meetings."',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The best answer names a real but manageable weakness and shows concrete steps you are taking, which demonstrates self-awareness. "No weaknesses" and the "perfectionist" cliché sound rehearsed or evasive, and admitting to anger with colleagues raises a serious teamwork concern.',
  },
  {
    key: 'hr.strengths-weaknesses.003',
    topic: 'hr-round',
    subtopic: 'Strengths and weaknesses',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'For a software developer role, which weakness would be the most damaging to mention?',
    options: [
      '"I sometimes take on too many tasks, so I now keep a written to-do list and agree priorities early."',
      '"I am still building confidence in public speaking."',
      '"I find it hard to focus on details, and I usually don\'t check my code before submitting it."',
      '"I haven\'t worked on cloud platforms yet, so I\'m doing an online course."',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      "Carelessness with details, with no plan to fix it, hits the core of a developer's job, where untested code causes defects. The other weaknesses either matter less for the role or come with a clear remedy, which is what interviewers want to hear.",
  },
  {
    key: 'hr.strengths-weaknesses.004',
    topic: 'hr-round',
    subtopic: 'Strengths and weaknesses',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'The interviewer says, "Your CGPA is 6.8, lower than most candidates today. Why?" What is the best response?',
    options: [
      '"The professors in my college mark very strictly."',
      'Accept it honestly, give the reason in a sentence without excuses, and point to evidence that you learn and deliver, such as better grades in later semesters, projects or certifications',
      '"CGPA doesn\'t matter in real life."',
      'Stay silent and wait for the next question',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      "Owning the fact and moving quickly to evidence of growth turns a weak point into a story of improvement. Blaming professors sounds like excuse-making, dismissing CGPA argues with the company's own criteria, and silence leaves the doubt unanswered.",
  },
  {
    key: 'hr.strengths-weaknesses.005',
    topic: 'hr-round',
    subtopic: 'Strengths and weaknesses',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Asked to name three strengths, a candidate says, "Hard-working, honest and a team player." What would improve this answer the most?',
    options: [
      'Adding more adjectives, such as sincere and punctual',
      'Repeating the same three words more confidently',
      'Supporting at least one strength with a short, specific example',
      'Mentioning the strengths of family members as well',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Interviewers hear these same three words all day; one specific example, such as how you divided work in a project team, makes them credible. More adjectives or more confidence do not add evidence, and family members are not being interviewed.',
  },

  // Situational judgement
  {
    key: 'hr.situational.001',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'A member of your final-year project group is not doing their part, and the submission is a week away. What is the best action?',
    options: [
      'Complain about them to the project guide immediately',
      'Talk to them privately to understand the reason, agree on specific tasks and a date, and involve the guide only if things still do not move',
      'Do their part yourself and say nothing to anyone',
      'Leave their name out of the report',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'A private conversation first respects the teammate, may reveal a genuine problem such as illness, and usually fixes the issue fastest; escalating is the next step if it does not. Going straight to the guide damages trust, silently doing their work hides the problem and burns you out, and removing their name is not your decision to make.',
  },
  {
    key: 'hr.situational.002',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      "On Friday evening you realise you will miss Monday's deadline for a module your manager assigned to you. What is the best action?",
    options: [
      'Work through the weekend and say nothing unless you actually miss the deadline',
      'Submit whatever you have on Monday without testing it',
      'Tell the manager on Monday that the requirements were unclear',
      'Inform your manager now: what is done, what remains, a realistic new date, and options such as delivering the core part first',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Early warning gives your manager time to adjust plans or re-prioritise, and a clear status with options shows ownership. Staying silent turns a small risk into a surprise, untested code creates bigger problems later, and a last-minute excuse damages trust.',
  },
  {
    key: 'hr.situational.003',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      "You notice that a colleague has been copying code from a paid, licensed library into the client's project without a licence. What is the best action?",
    options: [
      'Ignore it, since it is not your module',
      'Copy the same code into your own module, since it saves time',
      'Raise it with the colleague first, and if it is not corrected, inform your lead, since licence violations can expose the client and the company to legal risk',
      'Post about it on social media so that everyone knows',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Using unlicensed code is a legal and ethical problem for the whole project, so it must be fixed, and speaking to the colleague first gives them a fair chance to correct it. Ignoring it or copying it makes you part of the violation, and a public post breaches confidentiality and professionalism.',
  },
  {
    key: 'hr.situational.004',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'During a client call, your team lead quotes a figure that you know is wrong. What is the best action?',
    options: [
      'Send the lead a quiet message during the call, or tell them immediately afterwards, so that they can correct it with the client',
      'Interrupt and correct the lead loudly in front of the client',
      'Stay silent and never mention it',
      'Call the client privately afterwards to say your lead was wrong',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A discreet message gets the error corrected while letting the team speak to the client with one voice. Correcting the lead publicly embarrasses them and the team, staying silent lets a wrong figure stand, and going around the lead to the client breaks trust within the team.',
  },
  {
    key: 'hr.situational.005',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'A friend offers you the leaked questions of an internal certification exam that you must take next week. What is the best action?',
    options: [
      'Decline, and report the leak to the team that runs the exam, as company policy expects',
      'Take a look, since everyone else probably will',
      'Decline, but pass them on to your juniors',
      'Take them, but memorise only a few questions',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Using leaked questions is cheating whatever others do, and companies treat integrity breaches very seriously, often with termination. Reporting the leak protects the value of the certification for everyone; passing it on or using "only a few" questions is still taking part.',
  },
  {
    key: 'hr.situational.006',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Two senior colleagues give you conflicting instructions for the same task. What is the best action?',
    options: [
      'Follow whoever is more senior without telling the other',
      'Do half of what each person asked',
      'Point out the conflict to both of them, for example in one short email, and ask them to agree, or ask your manager to set the priority',
      'Do nothing until someone notices',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Making the conflict visible lets the people who own the decision resolve it, and a written note avoids confusion later. Quietly picking one side leaves the other surprised, half-doing both satisfies nobody, and waiting wastes time.',
  },
  {
    key: 'hr.situational.007',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'easy',
    kind: 'single',
    prompt: "You made a mistake that took the team's test server down for an hour. What is the best action?",
    options: [
      'Hide it and hope nobody traces it to you',
      'Inform your lead immediately, explain what happened, help fix it, and suggest a step to prevent a repeat',
      'Blame the server for being unstable',
      'Fix it quietly and delete the logs',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Mistakes are expected from freshers; hiding them is not. Owning up quickly shortens the outage and builds trust, while hiding, blaming or deleting logs turns an honest mistake into a disciplinary issue.',
  },
  {
    key: 'hr.situational.008',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'You are on a night-shift support rotation. At 2 a.m. a production alert fires for a system you do not know well. What is the best action?',
    options: [
      'Ignore it until the morning shift arrives',
      'Restart every server, just to be safe',
      'Message the client directly to explain the problem',
      'Follow the runbook, escalate to the on-call owner as the process says, and keep the incident channel updated',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Support teams have runbooks and escalation paths precisely for this situation; following them gets the right expert involved fast, and updates keep everyone informed. Ignoring an alert can cost the client heavily, random restarts can make things worse, and client communication is usually handled by designated people.',
  },
  {
    key: 'hr.situational.009',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'In a group discussion round, one participant keeps interrupting and dominating. What is the best approach?',
    options: [
      'Speak louder than them to be heard',
      'Stay quiet for the rest of the discussion',
      'Wait for a natural pause, briefly acknowledge their point, add your own with a fact or example, and invite quieter members to speak',
      'Tell the moderator that the participant is being rude',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Evaluators in a group discussion look for content, listening and the ability to steer a group calmly; acknowledging and building on others while including quiet members shows all three. Shouting and complaining look aggressive, and silence gives the evaluators nothing to assess.',
  },
  {
    key: 'hr.situational.010',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Your manager asks you to mark a task "complete" in the tracker before testing is done, to show progress to the client. What is the best response?',
    options: [
      'Politely explain the risk and suggest marking it "in testing" with an expected completion date, offering to help finish the testing quickly',
      'Do it, since the manager is responsible',
      'Refuse angrily and complain to HR',
      'Mark it complete and quietly skip the testing',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A polite explanation with an honest alternative protects the client and your manager while still showing progress. Blindly complying makes the report misleading, an angry complaint skips the simple conversation that usually solves this, and skipping tests risks defects reaching the client.',
  },
  {
    key: 'hr.situational.011',
    topic: 'hr-round',
    subtopic: 'Situational judgement',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'A new joinee in your team is struggling with tools that you know well. What is the best action?',
    options: [
      'Ignore it, since helping is not in your job description',
      'Do their tasks for them so the work gets done',
      'Tell the manager that the new joinee is slow',
      'Offer a short session to show them the tools and share useful links, without taking over their work',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Helping a colleague learn makes the whole team faster and shows the initiative that gets freshers noticed. Ignoring them slows the team, doing their work stops them learning, and reporting them instead of helping damages team spirit.',
  },

  // Company and role fit
  {
    key: 'hr.role-fit.001',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'easy',
    kind: 'single',
    prompt: '"Why do you want to join our company?" Which answer is best?',
    options: [
      '"Because it is a big company and the salary is good."',
      '"Because I need a job."',
      '"My friends are also joining, so I want to join too."',
      'A specific answer linking something true about the company, such as its domains, training programme or projects, to your interests and goals',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'A specific, researched reason shows genuine interest and suggests you will stay and grow. Size, salary, need or friends could apply to any company, so they tell the interviewer nothing about your fit and can sound as if you will leave for the next offer.',
  },
  {
    key: 'hr.role-fit.002',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'medium',
    kind: 'single',
    prompt: '"Why should we hire you?" Which answer is best?',
    options: [
      '"Because I am the best candidate here."',
      'Two or three relevant strengths, each with brief evidence, connected to what the role needs',
      '"Because I really need this job for my family."',
      '"That is for you to decide, sir."',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      "This question invites you to make your case, so match your proven strengths to the role's needs. Claiming to be the best is unprovable and arrogant, a personal need does not show value to the company, and handing the question back wastes the opportunity.",
  },
  {
    key: 'hr.role-fit.003',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'You are a mechanical engineering graduate applying to an IT services company. The interviewer asks why you are not taking up a core job. What is the best answer?',
    options: [
      '"Core companies don\'t pay well."',
      '"IT is easier than mechanical."',
      '"I didn\'t get any core offers."',
      'Describe your genuine interest in software, with evidence such as projects, courses or coding practice, and how your engineering problem-solving is useful in the role',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The interviewer wants to know whether you will be committed to software work; evidence of your own effort answers that, and linking your engineering background turns it into an asset. The other answers suggest you chose IT only as a fallback or by underestimating it.',
  },
  {
    key: 'hr.role-fit.004',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'hard',
    kind: 'single',
    prompt: '"Where do you see yourself in five years?" Which answer is best for a fresher?',
    options: [
      '"In your chair."',
      '"I plan to go abroad for an MBA in two years."',
      '"Having grown into a strong engineer in this domain, owning modules and guiding juniors, and growing with the company."',
      '"I don\'t plan that far ahead."',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      "Companies invest months in training freshers, so they look for a growth plan that fits within the company. A joke about the interviewer's chair can sound arrogant, announcing a plan to leave in two years makes you a poor investment, and having no plan suggests low motivation.",
  },
  {
    key: 'hr.role-fit.005',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'easy',
    kind: 'single',
    prompt: "Before a company's HR interview, which research about the company is the most useful?",
    options: [
      'Its main lines of business, recent news, key domains or clients, and the role and training you are applying for',
      'Its share price today',
      "Details of the founder's family",
      'Gossip about the company on social media',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Knowing what the company does and what the role involves lets you give specific answers to "Why us?" and ask good questions. A share price or the founder\'s family says little about your fit, and repeating online gossip can offend the interviewer.',
  },
  {
    key: 'hr.role-fit.006',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'At the end of the HR round, you are asked, "Do you have any questions for us?" What is the best response?',
    options: [
      '"No, nothing."',
      '"How many leaves will I get, and when is the first increment?"',
      '"Have I been selected?"',
      'A thoughtful question about the role, such as what the first months of training look like or how freshers are allocated to projects',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'A good question shows interest in the work and leaves a final positive impression. "No" wastes the moment, leading with leave and increments signals that benefits matter more than the job, and asking about the result puts the interviewer on the spot.',
  },
  {
    key: 'hr.role-fit.007',
    topic: 'hr-round',
    subtopic: 'Company and role fit',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      '"Are you willing to work on any technology, even one you have not chosen?" Your favourite language is Python. Which answer is best?',
    options: [
      '"No, I will only work in Python."',
      '"Yes, I\'m open to learning whatever the project needs. I\'ve enjoyed Python most so far and would be glad to use it when there is a chance."',
      '"Yes, whatever. I don\'t mind anything."',
      '"Only if the salary is higher."',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Service companies allocate freshers according to project needs, so flexibility matters, and mentioning a genuine preference without making it a condition shows both openness and interest. A flat refusal or a salary condition signals inflexibility, and "whatever" sounds indifferent.',
  },

  // Salary and relocation
  {
    key: 'hr.salary-relocation.001',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'easy',
    kind: 'single',
    prompt:
      'In a campus drive where the package is fixed and announced, HR asks, "What are your salary expectations?" What is the best answer?',
    options: [
      '"At least double the announced package."',
      '"I\'m comfortable with the package announced for this role; at this stage my priority is learning and a good start."',
      '"Whatever you give, I will take, even half."',
      '"I will decide after I see my other offers."',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'In campus hiring the fresher package is usually fixed, so HR is checking that your expectations are realistic and that you are serious about joining. Demanding double is unrealistic, offering to take half undervalues you, and hinting at other offers suggests you may not join.',
  },
  {
    key: 'hr.salary-relocation.002',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'The company asks freshers to sign a two-year service agreement (bond), and you are unsure about it. What is the best approach?',
    options: [
      'Politely ask HR for the exact terms, such as the duration, the amount payable if you leave early and what it covers, and read the agreement before deciding',
      'Sign it without reading, since everyone signs',
      'Sign it now and plan to leave in six months without paying',
      'Refuse to discuss it and walk out',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A service agreement is a contract, so you should understand exactly what you commit to; asking about it politely is normal and professional. Signing blindly risks surprises later, signing while planning to break it is dishonest and can have legal and reference consequences, and walking out closes the door without information.',
  },
  {
    key: 'hr.salary-relocation.003',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      '"Are you willing to relocate anywhere in India?" You would prefer Hyderabad but can move elsewhere. Which answer is best?',
    options: [
      '"No, only Hyderabad."',
      '"Yes," while privately planning to turn down any posting outside Hyderabad',
      '"Yes, I\'m open to relocating. If there is a choice, Hyderabad would be my preference, but it is not a condition."',
      '"I will relocate only if you pay extra."',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'Honest flexibility with a stated preference is what HR hopes to hear; many companies record preferences even if they cannot always honour them. A rigid "no" can end your chances, a false "yes" leads to problems when the posting comes, and a demand for extra pay sounds transactional.',
  },
  {
    key: 'hr.salary-relocation.004',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      "You hold an offer from Company B at ₹4.5 LPA with an uncertain joining date. In Company A's interview (₹3.6 LPA, joining in two months), HR asks whether you have other offers. What is the best answer?",
    options: [
      'Say you have no other offer',
      'Say that B pays more, so A must match it',
      'Refuse to answer the question',
      'Say honestly that you have another offer you are considering, without using it to pressure them, and explain what genuinely interests you about A',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Honesty without pressure keeps trust and shows you are a considered decision-maker; companies expect good candidates to have options. Lying can surface later (placement cells and HR teams talk to each other), ultimatums rarely work in campus hiring, and refusing to answer seems evasive.',
  },
  {
    key: 'hr.salary-relocation.005',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      '"Are you comfortable working night shifts?" You are, but you attend a weekly class on Thursday evenings. Which answer is best?',
    options: [
      '"Yes, I\'m comfortable with shifts. I attend a class on Thursday evenings, which I can move to the weekend if the roster needs it."',
      '"Yes, no problem," and say nothing about the class',
      '"No, never."',
      '"Only if you give me a cab and an extra allowance."',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Being open about a small commitment while offering a solution shows honesty and flexibility. Hiding it causes friction when the roster clashes, a flat "no" may rule you out of shift-based roles, and opening with conditions sounds transactional (transport and allowances are usually company policy anyway).',
  },
  {
    key: 'hr.salary-relocation.006',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'Some months after joining, you learn that a colleague in the same role earns more than you. What is the best action?',
    options: [
      'Complain about it in the team group chat',
      'Post a comparison of the two salaries on social media',
      'Work less so that your effort matches your pay',
      'Focus on your performance and raise your pay with your manager during the appraisal discussion, with evidence of your contribution',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'Pay can differ for many reasons (joining batch, role band, negotiation), and the proper place to raise yours is a one-to-one appraisal conversation backed by results. Public complaints and posts often breach confidentiality policies, and cutting effort weakens the very case you want to make.',
  },
  {
    key: 'hr.salary-relocation.007',
    topic: 'hr-round',
    subtopic: 'Salary and relocation',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Your offer letter states a CTC of ₹4.2 LPA. Which statement is true?',
    options: [
      'Your monthly in-hand salary will be exactly ₹35,000',
      'CTC is the amount you receive after income tax',
      "CTC usually includes components such as the employer's PF contribution and sometimes variable pay, so the monthly in-hand amount is less than CTC divided by 12",
      'CTC is a one-time bonus paid at the end of the year',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      "Cost to Company is everything the company spends on you in a year, including parts you do not receive monthly, such as the employer's PF contribution and any variable or annual components. After deductions such as your own PF and tax, the monthly in-hand pay is less than ₹4,20,000 / 12 = ₹35,000; read the salary breakup to know the real figure.",
  },

  // Workplace communication
  {
    key: 'hr.communication.001',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'Which is the best subject line for an email asking your manager for two days of leave?',
    options: [
      '"Hi"',
      '"URGENT!!!"',
      '"Leave request: 14–15 March (family function)"',
      'No subject line at all',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'A good subject line says what the email is about and what is needed, so your manager can act on it and find it later. "Hi" and a blank subject say nothing, and "URGENT!!!" overstates a routine request and looks unprofessional.',
  },
  {
    key: 'hr.communication.002',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'You must email a client about a delay in delivery. Which opening is best?',
    options: [
      '"Hey, so the thing got delayed."',
      '"Dear Ms Rao, I am writing to update you on the payment module. Testing found an issue that moves delivery from 10 June to 13 June; here is what we are doing about it."',
      '"As you know, these things take time."',
      '"Sorry sorry sorry for the delay!!"',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'A professional update states the facts clearly (what, why, the new date) and moves on to the plan, which reassures the client. Casual, vague or over-apologetic openings make the client worry and reduce their confidence in the team.',
  },
  {
    key: 'hr.communication.003',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'When should you use "Reply all" on a work email?',
    options: [
      'Always, so that everyone stays informed',
      'Never',
      'Only when you are upset about something',
      'Only when everyone on the thread needs to see your reply',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      '"Reply all" is right when your answer matters to the whole group, and wrong when it concerns only the sender, because it fills everyone\'s inbox. Never using it can leave people out, and emails written when upset should not be sent at all until you have calmed down.',
  },
  {
    key: 'hr.communication.004',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'A client sends an angry email blaming your team for an outage that was actually caused by their own server. What is the best response?',
    options: [
      'Reply immediately, pointing out that it was their fault',
      'Forward it to your team with a sarcastic comment',
      'Gather the facts first, then reply calmly: acknowledge the impact, share what was found with evidence, propose the next step, and copy your lead',
      'Ignore the email',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      "A calm, fact-based reply that acknowledges the client's trouble resolves the issue without making them lose face, and involving your lead keeps the relationship managed. A defensive reply escalates the conflict, sarcastic forwards have a way of reaching the wrong people, and silence looks like an admission.",
  },
  {
    key: 'hr.communication.005',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'medium',
    kind: 'single',
    prompt:
      'Three working days ago you asked a colleague for access to a test server, and they have not replied. Which follow-up is best?',
    options: [
      '"??"',
      '"Why haven\'t you replied yet?"',
      'Calling them ten times in an hour',
      '"Hi Arjun, following up on my request below for access to the test server; it is blocking my work on the login module. Please let me know if you need anything from me."',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'A polite follow-up that restates the request and explains why it matters makes it easy for a busy colleague to act. "??" is unclear, an accusing tone creates friction, and repeated calls are intrusive.',
  },
  {
    key: 'hr.communication.006',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'During a team video call, you are not the one speaking. What is good etiquette?',
    options: [
      'Stay on mute unless you are speaking, and keep paying attention',
      'Keep your microphone on while you type',
      'Take another phone call on speaker',
      'Leave the call without telling anyone',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'Muting prevents background noise from disturbing others, and attention means you can respond when asked. Typing noise and a second call distract everyone, and leaving silently can look as if you were never listening.',
  },
  {
    key: 'hr.communication.007',
    topic: 'hr-round',
    subtopic: 'Workplace communication',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'Your manager approves a change to the plan during a phone call. What should you do next?',
    options: [
      'Send a short email summarising what was agreed, so that there is a written record',
      'Nothing; the call is enough',
      'Post it in a public channel with a screenshot of the call log',
      'Mention it only if a problem comes up later',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A brief written summary confirms that you both understood the same thing and protects everyone if questions arise later. Verbal approvals are easily forgotten or misremembered, and raising them only after a problem looks like covering yourself.',
  },

  // Behavioural (STAR)
  {
    key: 'hr.behavioural.001',
    topic: 'hr-round',
    subtopic: 'Behavioural (STAR method)',
    difficulty: 'easy',
    kind: 'single',
    prompt: 'In the STAR method for answering behavioural questions, what does STAR stand for?',
    options: [
      'Skill, Talent, Attitude, Result',
      'Strategy, Team, Analysis, Review',
      'Situation, Task, Action, Result',
      'Situation, Talent, Approach, Reward',
    ],
    correct: [2],
    numericAnswer: null,
    explanation:
      'STAR stands for Situation (the context), Task (what you had to achieve), Action (what you did) and Result (the outcome). It keeps a "tell me about a time when..." answer short, structured and focused on your own role.',
  },
  {
    key: 'hr.behavioural.002',
    topic: 'hr-round',
    subtopic: 'Behavioural (STAR method)',
    difficulty: 'medium',
    kind: 'single',
    prompt: 'In a STAR answer, which part should usually take the most time?',
    options: ['Situation', 'Task', 'Action', 'Result'],
    correct: [2],
    numericAnswer: null,
    explanation:
      'The Action part shows what YOU did and how you think, which is what the interviewer is assessing. Situation and Task need only a sentence or two of context, and the Result should be short and, ideally, measurable.',
  },
  {
    key: 'hr.behavioural.003',
    topic: 'hr-round',
    subtopic: 'Behavioural (STAR method)',
    difficulty: 'medium',
    kind: 'single',
    prompt: '"Tell me about a time you worked under pressure." Which answer is best?',
    options: [
      '"I always work well under pressure. Pressure brings out the best in me."',
      '"Our team did a hackathon once and we did really well under pressure."',
      '"Once there was a lot of pressure in a project, but somehow we managed."',
      '"In our third-year hackathon, our API failed two hours before the demo, and as the backend member it was mine to fix. I rolled back to the last working version, wrote a quick test to isolate the failing call, and found a date-format bug. We demoed on time and came second out of 40 teams."',
    ],
    correct: [3],
    numericAnswer: null,
    explanation:
      'The best answer follows STAR: a specific situation, your task, the actions you personally took, and a concrete result. The others are generic claims, hide your own role behind "our team", or leave out what was actually done.',
  },
  {
    key: 'hr.behavioural.004',
    topic: 'hr-round',
    subtopic: 'Behavioural (STAR method)',
    difficulty: 'hard',
    kind: 'single',
    prompt: 'Which is the strongest "Result" to end a STAR answer about automating a lab report?',
    options: [
      '"Report generation time dropped from 40 minutes to 6, and the lab now uses my script every week."',
      '"It went well."',
      '"Everyone was happy."',
      '"I learnt a lot."',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'A measurable result, plus evidence that the work lasted, proves impact in a way the interviewer can remember. "Went well" and "everyone was happy" are vague, and "I learnt a lot" is a reflection worth adding, but not a result on its own.',
  },
  {
    key: 'hr.behavioural.005',
    topic: 'hr-round',
    subtopic: 'Behavioural (STAR method)',
    difficulty: 'medium',
    kind: 'single',
    prompt: '"Tell me about a time you failed." What is the best approach?',
    options: [
      'Describe a real, moderate failure, your part in it, how you recovered, and what you do differently now',
      'Say that you have never failed',
      'Describe a failure that was entirely caused by other people',
      'Describe a serious lapse in honesty',
    ],
    correct: [0],
    numericAnswer: null,
    explanation:
      'This question tests self-awareness and learning, so own a genuine but recoverable failure and show the change it led to. Claiming never to have failed sounds dishonest, blaming others shows no ownership, and an integrity lapse raises a red flag that no lesson can offset in an interview.',
  },
  {
    key: 'hr.behavioural.006',
    topic: 'hr-round',
    subtopic: 'Behavioural (STAR method)',
    difficulty: 'hard',
    kind: 'single',
    prompt:
      'While a candidate is describing a team project, the interviewer interrupts: "But what did YOU do?" What mistake was the candidate most probably making?',
    options: [
      'Giving too many numbers',
      'Saying "we" throughout, so that their own contribution was unclear',
      'Describing a college project instead of a job',
      'Speaking too slowly',
    ],
    correct: [1],
    numericAnswer: null,
    explanation:
      'Interviewers assess the individual, so an answer full of "we" hides what you personally contributed. Use "I" for your actions while giving the team credit for the whole; numbers and college projects are perfectly fine for freshers.',
  },
];
