import type { DemoCourse } from './types.ts';

/** Nine more demo courses: UI/UX, Frontend, Backend and Web Development. */
export const demoCoursesB: DemoCourse[] = [
  // ───────────────────────────── UI/UX ─────────────────────────────
  {
    title: 'UX Research and Usability Testing',
    subject: 'UI/UX',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/ux-research-usability-testing.svg',
    coverPhoto: '/images/courses/ux-research-usability-testing.svg',
    description: [
      'Plan studies, recruit participants and run interviews',
      'Moderated and remote usability testing, step by step',
      'Affinity mapping to turn notes into clear insights',
      'Project: test a real app and write a findings report',
    ],
    realPrice: 8999,
    discountedPrice: 4499,
    detailDescription:
      'Learn to replace opinions with evidence. This course teaches you how to plan research, talk to users without leading them, run usability tests and turn what you observe into design decisions a product team will act on.',
    duration: '6 weeks',
    overview:
      'Most product arguments end with whoever has the loudest voice. UX research changes that by bringing real user behaviour into the room. In this course you start with the purpose of research and how to choose a method, then learn to write a study plan, recruit the right participants and run interviews that uncover real motivations. The second half is about usability testing, moderated and unmoderated, followed by synthesis with affinity mapping and writing a report that ranks problems by severity. The course project asks you to test an app you use every day and produce a findings report you can add to your portfolio.',
    whatYouWillLearn: [
      'Choose the right research method for each stage of a project',
      'Write a study plan and a screener to recruit the right participants',
      'Run user interviews with open, non-leading questions',
      'Plan and moderate usability tests, in person and remote',
      'Synthesise findings with affinity mapping',
      'Present research with severity ratings and clear recommendations',
    ],
    instructorKey: 'priya-bhattacharya',
    chapters: [
      {
        name: 'Foundations of UX Research',
        lectures: [
          {
            title: 'Why research before you design',
            free: true,
            points: [
              'UX research is the practice of learning how real people behave, so that design decisions rest on evidence instead of opinions in a meeting room.',
              'Fixing a problem found during research costs a few hours, while fixing the same problem after launch can cost weeks of engineering time.',
              'Research answers two kinds of questions: what people do, which you learn by watching, and why they do it, which you learn by asking.',
              'For example, analytics might show that half of users abandon a checkout page, but only interviews reveal that they did not trust the payment step.',
            ],
          },
          {
            title: 'Choosing the right research method',
            free: false,
            points: [
              'Research methods sit on two axes: qualitative versus quantitative, and what people say versus what people actually do.',
              'Interviews and diary studies are qualitative and tell you why, while surveys and analytics are quantitative and tell you how many.',
              'Early in a project, when you are still exploring the problem, qualitative methods with five to eight people usually teach you the most.',
              'Later, once you have a design, usability tests and A B tests check whether it really works for the wider audience.',
            ],
          },
        ],
      },
      {
        name: 'Talking to Users',
        lectures: [
          {
            title: 'Planning a study and recruiting participants',
            free: false,
            points: [
              'Start every study with a one page plan that states the research goal, the questions you want answered and the decision the findings will inform.',
              'Write a short screener survey so you recruit people who match your real users, not simply friends and classmates who are easy to reach.',
              'For a food delivery app, you might screen for people who ordered food online at least twice in the last month.',
              'Offer a fair incentive such as a gift voucher, and always collect written consent before you record any session.',
            ],
          },
          {
            title: 'Running user interviews that go deep',
            free: false,
            points: [
              'A good interview is mostly listening, so aim for the participant to speak for about eighty percent of the time.',
              'Ask open questions about past behaviour, such as tell me about the last time you paid a bill online, rather than asking about future plans.',
              'Avoid leading questions like would you use this feature, because people are polite and will usually say yes.',
              'When an answer is interesting, follow up with why, or can you show me, and then stay silent for a few seconds to let them continue.',
            ],
          },
        ],
      },
      {
        name: 'Usability Testing',
        lectures: [
          {
            title: 'Writing tasks and moderating a usability test',
            free: false,
            points: [
              'A usability test asks real people to complete realistic tasks with your design while you observe where they hesitate, struggle or fail.',
              'Write tasks as scenarios with a goal, such as you want to send five hundred rupees to your roommate, without naming the buttons to press.',
              'Ask participants to think aloud, and resist the urge to help, because every rescue hides a problem that real users will face alone.',
              'Research by the Nielsen Norman Group suggests that testing with about five users uncovers most of the major problems in a single round.',
            ],
          },
          {
            title: 'Remote and unmoderated testing',
            free: false,
            points: [
              'Moderated remote tests run over a video call with screen sharing, which lets you reach participants in smaller cities without any travel.',
              'Unmoderated tests use a testing platform where participants complete tasks on their own while their screen and voice are recorded.',
              'Unmoderated studies are faster and cheaper, but you cannot ask follow up questions, so your task wording must be crystal clear.',
              'Always run a pilot session with a colleague first to catch confusing instructions, broken prototype links and technical glitches.',
            ],
          },
        ],
      },
      {
        name: 'From Findings to Decisions',
        lectures: [
          {
            title: 'Synthesis with affinity mapping',
            free: false,
            points: [
              'After your sessions, write every observation on its own sticky note, one fact per note, using the words of the participant wherever possible.',
              'Group similar notes into clusters, then name each cluster with a sentence that states the insight, not just a topic label.',
              'A cluster called payments is weak, while users distrust a payment screen that looks different from the rest of the app is actionable.',
              'Count how many participants showed each issue, so you can separate a real pattern from one person with a strong opinion.',
            ],
          },
          {
            title: 'Project: writing a usability findings report',
            free: false,
            points: [
              'In the course project, you plan and run a usability test on an app you use every day, then write a findings report about it.',
              'Open the report with the three to five most important findings, because busy product managers may not read beyond the first page.',
              'Rate each issue by severity, from cosmetic to critical, and support it with a short quote or screen recording as evidence.',
              'End with clear recommendations and the next research question, so your study leads to design changes rather than sitting in a shared folder.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need design experience to join?',
        answer:
          'No. Research skills are useful for designers, product managers, developers and marketers alike, and the course assumes no prior design work.',
      },
      {
        question: 'Do I need paid research tools?',
        answer:
          'No. Everything in the course can be done with a video-calling app, a free whiteboard tool such as FigJam and a spreadsheet.',
      },
      {
        question: 'Who will I test with for the project?',
        answer:
          'Five people from your wider circle who match the app’s users are enough. The recruiting lecture shows you how to screen them.',
      },
    ],
    reviews: [
      {
        name: 'Ishita Banerjee',
        comment:
          'The lecture on running interviews fixed my worst habit: asking people whether they would use a feature. My interviews are so much more useful now.',
        rating: 5,
        date: '2025-04-18',
      },
      {
        name: 'Rohit Chawla',
        comment:
          'I tested a grocery app for the project and found three serious checkout problems with just five people. The severity rating template is gold.',
        rating: 5,
        date: '2025-07-09',
      },
      {
        name: 'Ananya Krishnan',
        comment:
          'Very practical. I wish the unmoderated testing lecture had compared a few more platforms, but the pilot session tip saved my first study.',
        rating: 4,
        date: '2025-10-22',
      },
      {
        name: 'Varun Saxena',
        comment:
          'Affinity mapping finally made sense after Priya ma’am showed how to write clusters as insights instead of topics.',
        rating: 5,
        date: '2026-02-03',
      },
      {
        name: 'Megha Rathore',
        comment:
          'Good course for switching from graphic design to UX. The findings report is now the strongest case study in my portfolio.',
        rating: 4,
        date: '2026-06-15',
      },
    ],
    roadmap: [
      {
        title: 'Learn the research toolkit',
        description: 'Understand when to interview, survey, test or look at analytics.',
        icon: '🧰',
      },
      {
        title: 'Talk to real users',
        description: 'Plan a study, recruit the right people and run interviews that go deep.',
        icon: '🎙️',
      },
      {
        title: 'Test your designs',
        description: 'Moderate usability tests and spot where people struggle.',
        icon: '👀',
      },
      {
        title: 'Report and influence',
        description: 'Turn findings into a report that changes what the team builds next.',
        icon: '📣',
      },
    ],
  },
  {
    title: 'Accessibility and Inclusive Design',
    subject: 'UI/UX',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/accessibility-inclusive-design.svg',
    coverPhoto: '/images/courses/accessibility-inclusive-design.svg',
    description: [
      'WCAG and the POUR principles made practical',
      'Colour contrast, keyboard access and touch targets',
      'Hands-on testing with real screen readers',
      'Project: audit and redesign an existing app',
    ],
    realPrice: 6999,
    discountedPrice: 3499,
    detailDescription:
      'Design products that everyone can use, including people with visual, motor, hearing and cognitive disabilities. You will learn the standards, the design rules and the testing habits that make accessibility part of everyday work.',
    duration: '5 weeks',
    overview:
      'Accessibility is often treated as a checklist someone runs just before launch, which is exactly when it is most expensive to fix. This course teaches you to design for it from the first sketch. You begin with who benefits from accessible design and how the WCAG guidelines are organised, then move to the rules that matter most in daily design work: colour and contrast, readable text, keyboard focus and touch targets. You then learn to test with screen readers and automated tools. The course ends with an audit of a real website or app and a redesign of its most serious problems, written up as a portfolio case study.',
    whatYouWillLearn: [
      'Explain permanent, temporary and situational disabilities',
      'Apply the WCAG POUR principles and level AA success criteria',
      'Choose accessible colours, contrast and type sizes',
      'Design keyboard-friendly focus states and touch targets',
      'Test interfaces with NVDA, VoiceOver and TalkBack',
      'Audit a product and prioritise fixes by impact',
    ],
    instructorKey: 'priya-bhattacharya',
    chapters: [
      {
        name: 'Why Accessibility Matters',
        lectures: [
          {
            title: 'Disability, situations and the curb cut effect',
            free: true,
            points: [
              'The World Health Organization estimates that about one in six people worldwide lives with a significant disability, so accessibility is a mainstream concern.',
              'Disabilities can be permanent like blindness, temporary like a broken arm, or situational like using a phone in bright sunlight.',
              'Designing for the edges usually helps everyone, which is called the curb cut effect, after pavement ramps that also help parents with prams.',
              'Captions were built for deaf viewers, yet today millions of people use them to watch videos on a noisy train or in a quiet office.',
            ],
          },
          {
            title: 'Understanding WCAG and the POUR principles',
            free: false,
            points: [
              'The Web Content Accessibility Guidelines, known as WCAG, are the international standard that most laws and company policies refer to.',
              'WCAG is built on four principles: content must be perceivable, operable, understandable and robust, often remembered by the word POUR.',
              'Each guideline has success criteria at levels A, double A and triple A, and most organisations aim to meet level double A.',
              'In India, the Rights of Persons with Disabilities Act of 2016 and government web guidelines also expect digital services to be accessible.',
            ],
          },
        ],
      },
      {
        name: 'Designing Accessible Interfaces',
        lectures: [
          {
            title: 'Colour, contrast and readable text',
            free: false,
            points: [
              'Normal body text needs a contrast ratio of at least four point five to one against its background, and large text needs three to one.',
              'Never use colour as the only way to convey meaning, so pair a red error border with an icon and a written message.',
              'About one in twelve men has some form of colour vision deficiency, so check your palette with a colour blindness simulator.',
              'Keep body text at sixteen pixels or larger with comfortable line height, and make sure the layout survives zooming to two hundred percent.',
            ],
          },
          {
            title: 'Keyboard navigation, focus and touch targets',
            free: false,
            points: [
              'Every action that works with a mouse must also work with a keyboard alone, using Tab to move, and Enter or Space to activate.',
              'The keyboard focus indicator must always be clearly visible, so never remove the focus outline without designing a better replacement.',
              'Focus order should follow the visual reading order, from top to bottom and left to right, so users never jump around the page unexpectedly.',
              'On touch screens, make tap targets at least forty four points square, and leave space between them to prevent accidental taps.',
            ],
          },
        ],
      },
      {
        name: 'Testing and Auditing',
        lectures: [
          {
            title: 'Testing with screen readers',
            free: false,
            points: [
              'A screen reader turns on screen content into speech or braille, and popular ones are NVDA on Windows, VoiceOver on Apple devices and TalkBack on Android.',
              'Screen reader users often jump between headings and landmarks, so a clear heading structure works like a table of contents.',
              'Every meaningful image needs alternative text that describes its purpose, while decorative images should be hidden from assistive technology.',
              'Spend ten minutes a week using your own product with a screen reader and the screen turned off, and you will quickly find real problems.',
            ],
          },
          {
            title: 'Project: auditing and fixing a real app',
            free: false,
            points: [
              'The course project asks you to audit an existing website or app against a checklist of twenty common WCAG success criteria.',
              'Combine automated tools such as Lighthouse with manual keyboard and screen reader checks, because automated scans catch only a fraction of issues.',
              'Record each problem with the affected screen, the guideline it breaks, the people it affects and a suggested fix.',
              'Finally, redesign the three most severe screens and write a short case study explaining how your changes help real people.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is this course for designers or developers?',
        answer:
          'Both. The lectures focus on design decisions, and every rule is explained in a way developers can check in the browser.',
      },
      {
        question: 'Do I need to buy a screen reader?',
        answer:
          'No. NVDA is free on Windows, and VoiceOver and TalkBack come built into Apple devices and Android phones.',
      },
      {
        question: 'Will I get a certificate?',
        answer:
          'Yes. You receive a shareable Pathshala certificate of completion as soon as you finish every lecture.',
      },
    ],
    reviews: [
      {
        name: 'Aditi Menon',
        comment:
          'The screen reader lecture was humbling. I could not even log in to my own college portal with VoiceOver, and now I understand why.',
        rating: 5,
        date: '2025-05-11',
      },
      {
        name: 'Sameer Khan',
        comment:
          'Clear explanation of contrast ratios and focus states. I used the audit checklist at work the very next week.',
        rating: 4,
        date: '2025-09-04',
      },
      {
        name: 'Nandini Rao',
        comment:
          'Good content, but I wanted more on accessible forms and error messages. The keyboard navigation lecture was excellent though.',
        rating: 3,
        date: '2026-01-19',
      },
      {
        name: 'Tushar Pandey',
        comment:
          'The audit project on a bus booking site gave me a case study that every interviewer asked about. Short course, big impact.',
        rating: 4,
        date: '2026-05-27',
      },
      {
        name: 'Kritika Sinha',
        comment:
          'Loved the curb cut effect lecture. It helped me convince my manager that accessibility work helps every user, not just a few.',
        rating: 5,
        date: '2026-09-08',
      },
    ],
    roadmap: [
      {
        title: 'Understand the people',
        description: 'Learn who is excluded by careless design and how WCAG is organised.',
        icon: '♿',
      },
      {
        title: 'Design accessibly',
        description: 'Apply contrast, type, focus and touch-target rules in every screen.',
        icon: '👁️',
      },
      {
        title: 'Audit and redesign',
        description: 'Test a real product, fix its worst problems and write the case study.',
        icon: '🔍',
      },
    ],
  },
  {
    title: 'Mobile App Design for Android and iOS',
    subject: 'UI/UX',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/mobile-app-design.svg',
    coverPhoto: '/images/courses/mobile-app-design.svg',
    description: [
      'Material Design and Apple’s Human Interface Guidelines',
      'Thumb-friendly layouts, navigation and gestures',
      'Forms, onboarding and permission requests that convert',
      'Capstone: a UPI bill payment app prototype in Figma',
    ],
    realPrice: 9999,
    discountedPrice: 5999,
    detailDescription:
      'Design mobile apps that feel natural on both Android and iPhone. You will learn how people hold and use their phones, follow each platform’s conventions and prototype a complete app in Figma.',
    duration: '7 weeks',
    overview:
      'Designing for a phone is not designing a small website. People use apps with one thumb, in short bursts, often on budget devices and patchy networks. This course starts with those realities and the two major design systems, Material Design for Android and the Human Interface Guidelines for iOS. You then learn spacing systems and safe areas, navigation patterns that scale, touch feedback and micro-interactions, and how to design forms and onboarding that people actually finish. The capstone is a UPI bill payment app designed for both platforms and prototyped in Figma, ready to present as a portfolio case study.',
    whatYouWillLearn: [
      'Design for one-handed use and real Indian device conditions',
      'Apply Material Design and Human Interface Guidelines conventions',
      'Build layouts with an eight-point grid and safe areas',
      'Choose navigation patterns that scale as an app grows',
      'Design forms, onboarding and permission requests',
      'Prototype and test a complete app flow in Figma',
    ],
    instructorKey: 'sneha-kulkarni',
    chapters: [
      {
        name: 'Thinking Mobile First',
        lectures: [
          {
            title: 'How people really use their phones',
            free: true,
            points: [
              'Most people use their phones in short bursts of a minute or two, often with one hand, while walking, commuting or waiting in a queue.',
              'Research by Steven Hoober found that around half of users hold their phone in one hand, so the thumb becomes the main pointer.',
              'Place frequent actions in the lower half of the screen where the thumb reaches easily, and keep destructive actions harder to hit by accident.',
              'In India, also design for budget Android phones with smaller screens, slower processors and unreliable mobile data.',
            ],
          },
          {
            title: 'Material Design and the Human Interface Guidelines',
            free: false,
            points: [
              'Android apps follow Material Design from Google, while iPhone apps follow the Human Interface Guidelines from Apple, and users expect each to feel native.',
              'Android users rely on the system back gesture, whereas iPhone users expect a back button at the top left and a swipe from the screen edge.',
              'Both platforms recommend a bottom navigation bar with three to five destinations for the main sections of an app.',
              'When the budget allows only one design, keep a shared visual style but adapt navigation, dialogs and typography to each platform.',
            ],
          },
        ],
      },
      {
        name: 'Layout and Navigation',
        lectures: [
          {
            title: 'Grids, spacing and safe areas',
            free: false,
            points: [
              'Use an eight point spacing system, where every margin and padding is a multiple of eight, so layouts feel consistent and are easy to hand off.',
              'A common mobile grid has four columns with sixteen point outer margins, which keeps content aligned across different screen widths.',
              'Respect the safe areas around notches, camera cutouts and the home indicator, or your buttons may be hidden or hard to tap.',
              'Design first for a narrow screen of about three hundred and sixty points, then check that the layout stretches gracefully on larger phones.',
            ],
          },
          {
            title: 'Navigation patterns that scale',
            free: false,
            points: [
              'Bottom tab bars suit apps with a few equally important sections, such as home, search, orders and profile in a food delivery app.',
              'Place less frequent options behind a profile or more tab, rather than a hamburger menu that many users never open.',
              'Use a stack pattern for drilling into details, where each new screen slides in and going back returns users exactly where they left.',
              'Keep core tasks to as few taps as possible, and test whether a first time user can find each main feature within ten seconds.',
            ],
          },
        ],
      },
      {
        name: 'Interaction and Feedback',
        lectures: [
          {
            title: 'Gestures, feedback and micro interactions',
            free: false,
            points: [
              'Every tap should produce a visible response within about one hundred milliseconds, such as a ripple, a highlight or a pressed button state.',
              'Gestures like swipe to delete are fast for experts but invisible to beginners, so always offer a visible button for the same action.',
              'Small animations called micro interactions confirm actions, like a heart filling with colour when someone likes a post.',
              'Keep most transitions between two hundred and three hundred milliseconds, because slower animations make an app feel sluggish.',
            ],
          },
          {
            title: 'Designing forms and onboarding',
            free: false,
            points: [
              'Forms are where mobile users drop off most, so ask only for information you truly need and explain why you need it.',
              'Show the right keyboard for each field, such as a number pad for phone numbers and one time passwords, and enable autofill wherever possible.',
              'Onboarding should show value quickly, so let people explore the app before forcing them to create an account.',
              'Ask for permissions like location or notifications in context, at the moment a feature needs them, with a short explanation first.',
            ],
          },
        ],
      },
      {
        name: 'Prototyping and the Capstone',
        lectures: [
          {
            title: 'Interactive prototypes in Figma',
            free: false,
            points: [
              'Figma prototypes link frames together with interactions, so you can try a whole flow on a real phone using the Figma mobile app.',
              'Smart animate moves layers with matching names between frames, which creates realistic transitions without writing any code.',
              'Prototype the main happy path plus one or two error states, because fully clickable prototypes take a long time to maintain.',
              'Always test on an actual device, because text sizes and tap targets that look fine on a monitor often feel tiny in the hand.',
            ],
          },
          {
            title: 'Project: designing a UPI bill payment app',
            free: false,
            points: [
              'Your capstone is a bill payment app that lets people pay electricity, mobile and gas bills using UPI.',
              'Start with three short user interviews, map the journey from opening the app to seeing a receipt, and sketch at least three navigation options.',
              'Design the key screens for both Android and iOS, including empty states, loading states and a failed payment screen with a clear retry option.',
              'Finish with a clickable prototype and a case study that explains your decisions, ready to add straight to your portfolio.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know Figma already?',
        answer:
          'Basic Figma knowledge helps. If you are completely new, our Figma and Design Systems course is a good companion, but the prototyping lecture covers what the capstone needs.',
      },
      {
        question: 'Do I need both an Android phone and an iPhone?',
        answer:
          'No. One phone is enough to test your prototypes, and the lectures show the conventions of both platforms side by side.',
      },
      {
        question: 'Does this course teach app development?',
        answer:
          'No, it is a design course. You will produce designs and prototypes that developers can build from, not working app code.',
      },
      {
        question: 'How long will I have access?',
        answer: 'You get lifetime access to the lectures, chapter notes and any future updates.',
      },
    ],
    reviews: [
      {
        name: 'Riya Deshmukh',
        comment:
          'The thumb zone idea from the first lecture changed every screen I design. My bill payment capstone got shortlisted for two internships.',
        rating: 5,
        date: '2025-02-21',
      },
      {
        name: 'Harsh Vardhan',
        comment:
          'Finally understood the real differences between Material and iOS navigation. The side-by-side comparisons are excellent.',
        rating: 5,
        date: '2025-06-30',
      },
      {
        name: 'Sneha Iyer',
        comment:
          'Sneha ma’am’s tips on forms and OTP screens were so practical. I redesigned our college fest app signup using them.',
        rating: 5,
        date: '2025-11-12',
      },
      {
        name: 'Abhishek Tiwari',
        comment:
          'Solid course. The Figma prototyping lecture was a bit quick for a beginner like me, so I had to rewatch it twice.',
        rating: 4,
        date: '2026-03-05',
      },
      {
        name: 'Pallavi Gowda',
        comment:
          'The eight point grid and safe area lecture alone made my designs look far more professional. Great value for the price.',
        rating: 5,
        date: '2026-07-23',
      },
      {
        name: 'Mohit Jain',
        comment:
          'Useful and well structured. I would have liked a second project, but the UPI capstone is detailed enough to learn a lot.',
        rating: 4,
        date: '2026-10-14',
      },
    ],
    roadmap: [
      {
        title: 'Think mobile first',
        description: 'Understand one-handed use and the two platform design systems.',
        icon: '📱',
      },
      {
        title: 'Lay out and navigate',
        description: 'Use grids, safe areas and navigation patterns that scale.',
        icon: '🧭',
      },
      {
        title: 'Design the interactions',
        description: 'Add feedback, micro-interactions, forms and onboarding that people finish.',
        icon: '👆',
      },
      {
        title: 'Prototype the capstone',
        description: 'Build and test a complete UPI bill payment app in Figma.',
        icon: '💳',
      },
    ],
  },
  // ───────────────────────────── Frontend Development ─────────────────────────────
  {
    title: 'TypeScript for Frontend Developers',
    subject: 'Frontend Development',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/typescript-frontend.svg',
    coverPhoto: '/images/courses/typescript-frontend.svg',
    description: [
      'From JavaScript to strict TypeScript, step by step',
      'Unions, narrowing, generics and utility types',
      'Typing React props, state, events and API data',
      'Project: migrate a React app to TypeScript',
    ],
    realPrice: 7999,
    discountedPrice: 3999,
    detailDescription:
      'Write frontend code that catches bugs before your users do. This course takes JavaScript developers through the parts of TypeScript that matter in real React projects, ending with a full migration of an existing app.',
    duration: '6 weeks',
    overview:
      'Most frontend job descriptions in India now list TypeScript, yet many developers only learn it by copying types they do not understand. This course builds the foundations properly. You start with what the compiler does and how to set up a strict project with Vite, then learn core types, union types and narrowing. The third chapter applies everything to React: typing props, state and events, and validating API data at runtime. Finally you learn the generics and utility types you will meet every day, and migrate a small React expense tracker from JavaScript to strict TypeScript.',
    whatYouWillLearn: [
      'Set up a strict TypeScript project with Vite and React',
      'Model data with object types, unions and discriminated unions',
      'Narrow types safely and write exhaustive checks',
      'Type React props, state, events and children',
      'Validate API responses at runtime with Zod',
      'Use generics and utility types to avoid repetition',
    ],
    instructorKey: 'arjun-nair',
    chapters: [
      {
        name: 'Why TypeScript',
        lectures: [
          {
            title: 'What TypeScript adds to JavaScript',
            free: true,
            points: [
              'TypeScript is JavaScript with a type system on top, and almost any valid JavaScript code is also valid TypeScript.',
              'The compiler checks your code before it runs, catching mistakes like passing a number to a function that expects a string.',
              'Types are removed when the code is compiled, so the browser still receives plain JavaScript with no extra runtime cost.',
              'The biggest everyday benefit is editor support, because autocomplete and safe renaming work reliably across your whole project.',
            ],
          },
          {
            title: 'Setting up a strict TypeScript project',
            free: false,
            points: [
              'The fastest way to start a frontend project is with Vite, which offers a ready made template for React with TypeScript.',
              'Compiler settings live in a file called tsconfig dot json, and the most important option is strict mode, which you should always enable.',
              'Strict mode turns on checks such as strict null checks, which force you to handle values that might be null or undefined.',
              'Run the type checker in your editor and again in continuous integration, so no type error ever reaches the main branch.',
            ],
          },
        ],
      },
      {
        name: 'Core Types',
        lectures: [
          {
            title: 'Primitives, arrays and object types',
            free: false,
            points: [
              'The basic types are string, number, boolean, null and undefined, and TypeScript usually infers them, so you rarely annotate simple variables.',
              'Add explicit types at boundaries like function parameters and return values, where they also act as documentation for your teammates.',
              'Describe the shape of an object with an interface or a type alias, listing each property name together with its type.',
              'Mark a property as optional with a question mark, and avoid the any type, because it switches off checking entirely.',
            ],
          },
          {
            title: 'Union types and narrowing',
            free: false,
            points: [
              'A union type says a value can be one of several types, such as a request status that is loading, success or error.',
              'Before using a union you narrow it with checks like typeof or an equality comparison, and TypeScript tracks which case you are in.',
              'Discriminated unions give every variant a shared kind property, which makes switch statements both safe and easy to read.',
              'If you add a new variant and forget to handle it, an exhaustive check using the never type turns that mistake into a compile error.',
            ],
          },
        ],
      },
      {
        name: 'Typing React Applications',
        lectures: [
          {
            title: 'Typing props, state and events',
            free: false,
            points: [
              'Describe the props of a component with an interface, and TypeScript will flag any parent that forgets a required prop or passes the wrong type.',
              'The use state hook infers its type from the initial value, but when state starts as null you should pass the type explicitly.',
              'Event handlers receive typed events, so a change handler on a text input already knows that its target value is a string.',
              'For wrapper components, type the children prop as a React node, so the wrapper can accept text, elements or lists.',
            ],
          },
          {
            title: 'Typing API data safely',
            free: false,
            points: [
              'Data from an API is really unknown at runtime, so a type annotation on a fetch result is only a promise, not a guarantee.',
              'Validate responses with a schema library such as Zod, which checks the data and gives you a matching TypeScript type from one definition.',
              'Keep API types in one shared module, so a change in the backend contract shows up as errors everywhere the data is used.',
              'Model loading and error states as a discriminated union, so the interface can never display data that has not arrived yet.',
            ],
          },
        ],
      },
      {
        name: 'Advanced Patterns',
        lectures: [
          {
            title: 'Generics you will actually use',
            free: false,
            points: [
              'Generics let a function or component work with many types while keeping the connection between its input and output.',
              'A simple example is a function that returns the first item of an array, where the return type matches whatever array you pass in.',
              'A generic list component can accept items of any type along with a render function, and still type check every item.',
              'Constrain a generic with the extends keyword when you need certain properties, such as requiring every item to have an id.',
            ],
          },
          {
            title: 'Utility types and the migration project',
            free: false,
            points: [
              'Built in utility types reshape existing types, such as Partial, which makes every property optional, and Pick, which keeps only chosen properties.',
              'Record describes an object used as a lookup map, and Return Type extracts what a function returns, so you never write a shape twice.',
              'In the course project, you migrate a small React expense tracker from JavaScript to TypeScript, one file at a time.',
              'Start with loose settings, rename files gradually, fix errors as they appear, and finish by enabling strict mode across the whole codebase.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What should I know before starting?',
        answer:
          'You should be comfortable with modern JavaScript and have built at least a small React app. Our JavaScript Essentials and React courses cover both.',
      },
      {
        question: 'Does the course use the latest TypeScript version?',
        answer:
          'Yes. The lectures use a current TypeScript 5 release, and the concepts apply to any recent version.',
      },
      {
        question: 'Is there a project I can show in interviews?',
        answer:
          'Yes. The migrated expense tracker, with strict mode on and validated API data, makes a strong talking point in frontend interviews.',
      },
    ],
    reviews: [
      {
        name: 'Aakash Verma',
        comment:
          'The discriminated unions lecture was an eye-opener. I refactored our loading and error states at work the same week.',
        rating: 5,
        date: '2025-01-28',
      },
      {
        name: 'Shreya Nambiar',
        comment:
          'I had been using any everywhere for a year. Arjun sir explains narrowing so clearly that I finally trust the compiler.',
        rating: 5,
        date: '2025-04-06',
      },
      {
        name: 'Pranav Kulkarni',
        comment:
          'Good pace and great examples. The generics lecture could use one more exercise, but the list component example helped.',
        rating: 4,
        date: '2025-08-13',
      },
      {
        name: 'Zoya Ahmed',
        comment:
          'Validating API data with Zod was the best tip in the course. It caught a real backend bug in my internship project.',
        rating: 5,
        date: '2025-12-01',
      },
      {
        name: 'Gaurav Bhatia',
        comment:
          'The migration project is exactly what happens in real companies. Doing it file by file made strict mode much less scary.',
        rating: 5,
        date: '2026-03-17',
      },
      {
        name: 'Divya Raghavan',
        comment:
          'Short, focused and practical. The React typing chapter answered questions I had for months.',
        rating: 5,
        date: '2026-07-02',
      },
      {
        name: 'Kunal Arora',
        comment:
          'Useful course. I already knew the basics, so the first chapter was slow for me, but the last two chapters were worth it.',
        rating: 4,
        date: '2026-10-29',
      },
    ],
    roadmap: [
      {
        title: 'Set up strict TypeScript',
        description: 'Understand the compiler and start every project in strict mode.',
        icon: '🛡️',
      },
      {
        title: 'Master the core types',
        description: 'Model data with object types, unions and safe narrowing.',
        icon: '🧱',
      },
      {
        title: 'Type your React apps',
        description: 'Add types to props, state, events and validated API data.',
        icon: '⚛️',
      },
      {
        title: 'Migrate a real project',
        description: 'Move an expense tracker from JavaScript to strict TypeScript.',
        icon: '🚚',
      },
    ],
  },
  {
    title: 'Next.js and Web Performance',
    subject: 'Frontend Development',
    level: 'Advanced',
    status: 'published',
    thumbnail: '/images/courses/nextjs-web-performance.svg',
    coverPhoto: '/images/courses/nextjs-web-performance.svg',
    description: [
      'App Router, layouts and server components',
      'Static, dynamic and incremental rendering',
      'Core Web Vitals, Lighthouse and DevTools profiling',
      'Project: a fast e-commerce storefront on Vercel',
    ],
    realPrice: 11999,
    discountedPrice: 6999,
    detailDescription:
      'Build React sites that load fast on real Indian phones and networks. You will learn how Next.js renders pages, how to measure performance properly and how to fix the issues that slow sites down.',
    duration: '8 weeks',
    overview:
      'A slow site loses users before they see a single product. This course teaches you to build with Next.js and to treat speed as a feature. You start with why frameworks render on the server and how the App Router organises routes, layouts and special files. You then compare server and client components, and static, dynamic and incremental rendering, so you can pick the right strategy for each page. The second half is about measurement and optimisation: Core Web Vitals, Lighthouse and the DevTools performance panel, followed by images, fonts and bundle size. The capstone is an e-commerce storefront with a before-and-after performance report.',
    whatYouWillLearn: [
      'Structure an app with the Next.js App Router, layouts and dynamic routes',
      'Decide between server and client components',
      'Choose static, dynamic or incremental rendering for each page',
      'Measure Core Web Vitals with Lighthouse and field data',
      'Optimise images, fonts and JavaScript bundles',
      'Deploy a fast storefront to Vercel',
    ],
    instructorKey: 'arjun-nair',
    chapters: [
      {
        name: 'Next.js Fundamentals',
        lectures: [
          {
            title: 'Why frameworks like Next.js exist',
            free: true,
            points: [
              'A plain React app renders in the browser, so users stare at a blank screen until all the JavaScript has downloaded and run.',
              'Next.js is a React framework that can render pages on the server, sending ready made HTML that improves both speed and search ranking.',
              'It also provides file based routing, image optimisation and data fetching conventions, so teams do not reinvent the same setup every time.',
              'It is popular for content heavy sites like online stores and news portals, where the first impression has to load quickly.',
            ],
          },
          {
            title: 'The App Router, layouts and pages',
            free: false,
            points: [
              'In the App Router, every folder inside the app directory becomes a route, and a file named page defines what that route shows.',
              'A layout file wraps every page below it and stays mounted during navigation, which is ideal for headers, sidebars and footers.',
              'Dynamic segments, written as a folder name in square brackets, let a single page serve every product or blog post by its slug.',
              'Special files for loading and error states give you skeleton screens and friendly error messages without any extra wiring.',
            ],
          },
        ],
      },
      {
        name: 'Rendering Strategies',
        lectures: [
          {
            title: 'Server and client components',
            free: false,
            points: [
              'In the App Router, components are server components by default, which run only on the server and send no JavaScript to the browser.',
              'Server components can read from a database or call private APIs directly, which keeps secret keys away from the client.',
              'Add the use client directive only to components that need interactivity, such as forms, buttons with state or browser APIs.',
              'A good rule is to keep client components small and near the leaves of the tree, so most of the page stays lightweight.',
            ],
          },
          {
            title: 'Static, dynamic and incremental rendering',
            free: false,
            points: [
              'Static rendering builds a page once and serves it from a content delivery network, which is the fastest option for pages that rarely change.',
              'Dynamic rendering builds the page on every request, which suits personalised dashboards and pages that depend on cookies.',
              'Incremental static regeneration sits in between, serving a cached page and rebuilding it in the background after a set number of seconds.',
              'For an online store, product pages might revalidate every sixty seconds, while the cart page is always rendered dynamically.',
            ],
          },
        ],
      },
      {
        name: 'Measuring Performance',
        lectures: [
          {
            title: 'Core Web Vitals explained',
            free: false,
            points: [
              'Core Web Vitals are three metrics from Google that measure real user experience: loading speed, responsiveness and visual stability.',
              'Largest Contentful Paint measures when the main content becomes visible, and it should happen within two and a half seconds.',
              'Interaction to Next Paint measures how quickly the page responds to taps and clicks, and it should stay under two hundred milliseconds.',
              'Cumulative Layout Shift should stay below zero point one, which means content must not jump around while the page is loading.',
            ],
          },
          {
            title: 'Profiling with Lighthouse and DevTools',
            free: false,
            points: [
              'Lighthouse produces a lab score on a simulated slow phone, which is useful for spotting problems before real users feel them.',
              'Field data from the Chrome User Experience Report shows how your site performs for real visitors on their own devices and networks.',
              'The Performance panel in Chrome DevTools records a timeline, where long tasks over fifty milliseconds reveal JavaScript that blocks the main thread.',
              'Always test with network throttling set to a slow mobile connection, because many Indian users browse on crowded mobile data.',
            ],
          },
        ],
      },
      {
        name: 'Optimising for Speed',
        lectures: [
          {
            title: 'Images, fonts and bundle size',
            free: false,
            points: [
              'Images are usually the heaviest part of a page, so use the Next.js image component to serve resized images in modern formats like WebP.',
              'Give every image a width and height so the browser reserves the space, and the layout does not shift when the image arrives.',
              'Load fonts with the built in font module, which hosts them alongside your site and avoids a flash of invisible text.',
              'Run a bundle analyser to find large libraries, and replace or lazy load anything the first screen does not need.',
            ],
          },
          {
            title: 'Project: a fast e-commerce storefront',
            free: false,
            points: [
              'The capstone is a storefront built with Next.js, with a home page, category pages and product detail pages.',
              'You choose a rendering strategy for each page, measure it with Lighthouse, and record the scores before and after every optimisation.',
              'The target is a Lighthouse performance score above ninety on mobile, with all three Core Web Vitals in the good range.',
              'Deploy the finished store to Vercel and write a short performance report that you can walk through in frontend interviews.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know React first?',
        answer:
          'Yes. You should be comfortable with components, props, state and hooks. Our React and Modern Frontend course is the ideal preparation.',
      },
      {
        question: 'Does the course use the Pages Router or the App Router?',
        answer:
          'The App Router, which is the recommended approach for new Next.js projects. Concepts like rendering strategies apply to both.',
      },
      {
        question: 'Will deployment cost me anything?',
        answer: 'No. The capstone fits comfortably within Vercel’s free hobby plan.',
      },
    ],
    reviews: [
      {
        name: 'Siddharth Rao',
        comment:
          'The rendering strategies chapter finally explained when to use static versus dynamic pages. My storefront scored 96 on mobile.',
        rating: 4,
        date: '2025-03-08',
      },
      {
        name: 'Neha Agarwal',
        comment:
          'The Core Web Vitals lecture is the clearest explanation I have seen. I used the Lighthouse before-and-after report in my interview and got the offer.',
        rating: 5,
        date: '2025-09-25',
      },
      {
        name: 'Yash Thakkar',
        comment:
          'Good content but Next.js changes quickly, so a couple of small details differed from the version I installed. Still worth it.',
        rating: 3,
        date: '2026-02-14',
      },
      {
        name: 'Farah Naaz',
        comment:
          'Server versus client components confused me for months. Arjun sir’s rule about keeping client components at the leaves made it simple.',
        rating: 4,
        date: '2026-08-06',
      },
    ],
    roadmap: [
      {
        title: 'Learn the App Router',
        description: 'Understand routes, layouts, dynamic segments and special files.',
        icon: '🛣️',
      },
      {
        title: 'Pick a rendering strategy',
        description: 'Use server components and static, dynamic or incremental rendering wisely.',
        icon: '🖥️',
      },
      {
        title: 'Measure what matters',
        description: 'Track Core Web Vitals with Lighthouse, field data and DevTools.',
        icon: '⏱️',
      },
      {
        title: 'Ship a fast storefront',
        description: 'Optimise images, fonts and bundles, then deploy to Vercel.',
        icon: '⚡',
      },
    ],
  },
  // ───────────────────────────── Backend Development ─────────────────────────────
  {
    title: 'PostgreSQL for Developers',
    subject: 'Backend Development',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/postgresql-for-developers.svg',
    coverPhoto: '/images/courses/postgresql-for-developers.svg',
    description: [
      'Schema design with keys, relations and normalisation',
      'Joins, CTEs and window functions for real reports',
      'Indexes and EXPLAIN ANALYZE for fast queries',
      'Transactions, migrations, backups and pooling',
    ],
    realPrice: 5499,
    discountedPrice: null,
    detailDescription:
      'Go beyond basic SELECT statements and learn to use PostgreSQL the way backend teams do. You will design a schema for a food delivery app, write serious queries and keep them fast and safe in production.',
    duration: '6 weeks',
    overview:
      'Every backend developer works with a database, but many treat it as a black box behind an ORM until something becomes slow or inconsistent. This course opens the box. Using a food delivery app with restaurants, menus, customers and orders as the running example, you design tables and relationships, then write joins, aggregates, common table expressions and window functions. Next you learn how indexes work and how to read query plans with EXPLAIN ANALYZE. The final chapter covers transactions and isolation, schema migrations, backups and connection pooling, the habits that keep production data safe.',
    whatYouWillLearn: [
      'Design normalised tables with primary and foreign keys',
      'Write joins, aggregates and grouped reports',
      'Use CTEs and window functions for ranking and trends',
      'Add the right indexes and read query plans',
      'Keep data consistent with transactions',
      'Run migrations, backups and connection pooling safely',
    ],
    instructorKey: 'farhan-siddiqui',
    chapters: [
      {
        name: 'Relational Foundations',
        lectures: [
          {
            title: 'Why PostgreSQL is a developer favourite',
            free: true,
            points: [
              'PostgreSQL is a free and open source relational database with more than thirty years of development behind it.',
              'It is known for strict correctness, solid support for transactions and rich data types, including JSON, arrays and full text search.',
              'Many Indian startups choose it as their main database, and managed versions are available from every major cloud provider.',
              'In this course, you will model and query the database of a small food delivery app with restaurants, menus, customers and orders.',
            ],
          },
          {
            title: 'Designing tables and relationships',
            free: false,
            points: [
              'Each table should describe one kind of thing, such as customers or orders, and every row needs a primary key that uniquely identifies it.',
              'Relationships are expressed with foreign keys, so an order stores the id of its customer, and the database rejects ids that do not exist.',
              'Normalise your data so each fact lives in exactly one place, which stops the address of a restaurant from disagreeing across hundreds of rows.',
              'A many to many relationship, like orders and menu items, needs a join table that also stores details such as quantity and price.',
            ],
          },
        ],
      },
      {
        name: 'Querying Like a Pro',
        lectures: [
          {
            title: 'Joins, grouping and aggregates',
            free: false,
            points: [
              'An inner join returns only rows that match in both tables, while a left join keeps every row from the first table even without a match.',
              'Group by collapses rows into groups, so aggregate functions like count, sum and average can summarise each group.',
              'To find the revenue of each restaurant last month, join orders to restaurants, filter by date, group by restaurant and sum the order totals.',
              'Use having to filter after grouping, such as keeping only the restaurants that received more than one hundred orders.',
            ],
          },
          {
            title: 'Common table expressions and window functions',
            free: false,
            points: [
              'A common table expression, written with the with keyword, gives a subquery a name so long queries read clearly from top to bottom.',
              'Window functions calculate values across related rows without collapsing them into one, which is the key difference from group by.',
              'Row number and rank are perfect for questions like which three dishes sell the most in each restaurant.',
              'The lag function compares each row with the previous one, which makes month over month growth reports short and readable.',
            ],
          },
        ],
      },
      {
        name: 'Performance and Indexing',
        lectures: [
          {
            title: 'How indexes work',
            free: false,
            points: [
              'An index is a separate sorted structure, usually a B tree, that lets PostgreSQL find rows without scanning the entire table.',
              'Add indexes on columns you filter, join or sort by frequently, such as the customer id column on the orders table.',
              'Indexes are not free, because every insert and update must also update the index, and each index takes extra disk space.',
              'A composite index on two columns helps queries that filter on the first column or on both, but usually not on the second alone.',
            ],
          },
          {
            title: 'Reading query plans with EXPLAIN ANALYZE',
            free: false,
            points: [
              'Put explain analyze in front of a query to see the plan PostgreSQL chose and how long each step actually took.',
              'A sequential scan over a large table inside a frequent query is often the sign of a missing index.',
              'Compare estimated rows with actual rows, because large differences point to outdated statistics, which the analyze command refreshes.',
              'Change one thing at a time, rerun the plan and keep notes, so you know exactly which change made the query faster.',
            ],
          },
        ],
      },
      {
        name: 'Safe and Reliable Data',
        lectures: [
          {
            title: 'Transactions and isolation levels',
            free: false,
            points: [
              'A transaction groups several statements so that they all succeed or all fail together, which keeps your data consistent.',
              'When a customer places an order, saving the order and reducing stock belong in one transaction, so a crash never leaves half an order.',
              'PostgreSQL uses multi version concurrency control, so readers do not block writers and each transaction sees a consistent snapshot.',
              'The default isolation level is read committed, and you can raise it to serializable when correctness matters more than throughput.',
            ],
          },
          {
            title: 'Migrations, backups and connection pooling',
            free: false,
            points: [
              'Change your schema only through versioned migration files kept in Git, so every environment can be rebuilt in exactly the same way.',
              'Take regular backups with pg dump or automated cloud snapshots, and practise restoring them, because an untested backup is only a hope.',
              'Each database connection uses real memory on the server, so web apps should share a small pool of connections instead of opening one per request.',
              'A pooler like PgBouncer, or the pool built into your database driver, lets hundreds of requests share a few dozen connections.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know SQL already?',
        answer:
          'Basic SELECT, WHERE and ORDER BY are enough. Everything beyond that, from joins to window functions, is taught in the course.',
      },
      {
        question: 'Which programming language does the course use?',
        answer:
          'The lectures focus on SQL and PostgreSQL itself, so the skills apply whether your backend is written in Node.js, Java, Python or Go.',
      },
      {
        question: 'How do I install PostgreSQL?',
        answer:
          'We show both a local installation on Windows, macOS and Linux and a free hosted database, so you can choose what suits your laptop.',
      },
    ],
    reviews: [
      {
        name: 'Arvind Subramaniam',
        comment:
          'The EXPLAIN ANALYZE lecture paid for the course. I found a missing index that took our order search from four seconds to forty milliseconds.',
        rating: 5,
        date: '2025-02-11',
      },
      {
        name: 'Pooja Mishra',
        comment:
          'Window functions were always scary for me. The top three dishes per restaurant example made rank and row number click.',
        rating: 4,
        date: '2025-06-19',
      },
      {
        name: 'Rahul Dutta',
        comment:
          'Farhan sir explains transactions with such practical examples. The half-finished order story is something I now repeat to my juniors.',
        rating: 5,
        date: '2025-10-03',
      },
      {
        name: 'Simran Kaur',
        comment:
          'Compact and useful. I wanted a little more on JSON columns, but the schema design chapter was excellent for my final-year project.',
        rating: 4,
        date: '2026-04-21',
      },
      {
        name: 'Nikhil Bansal',
        comment:
          'The connection pooling lecture explained the too many connections error we kept hitting in production. Good course at a fair price.',
        rating: 4,
        date: '2026-09-30',
      },
    ],
    roadmap: [
      {
        title: 'Design the schema',
        description: 'Model a food delivery app with keys, relations and normalised tables.',
        icon: '🐘',
      },
      {
        title: 'Query with confidence',
        description: 'Write joins, aggregates, CTEs and window functions for real reports.',
        icon: '🔎',
      },
      {
        title: 'Make it fast',
        description: 'Add the right indexes and read query plans like a backend engineer.',
        icon: '⚡',
      },
      {
        title: 'Keep data safe',
        description: 'Use transactions, migrations, backups and connection pooling.',
        icon: '🔒',
      },
    ],
  },
  {
    title: 'REST APIs with Java Spring Boot',
    subject: 'Backend Development',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/spring-boot-rest-apis.svg',
    coverPhoto: '/images/courses/spring-boot-rest-apis.svg',
    description: [
      'Spring Boot project structure and dependency injection',
      'REST design, DTOs, validation and error handling',
      'Spring Data JPA, Spring Security and JWT',
      'Capstone: a documented library management API',
    ],
    realPrice: 12999,
    discountedPrice: 7499,
    detailDescription:
      'Build production-style REST APIs with Java and Spring Boot, the stack used by banks, insurers and large IT services companies across India. You finish with a secured, tested and documented API for your portfolio.',
    duration: '8 weeks',
    overview:
      'Spring Boot remains one of the most requested backend skills in Indian job listings, especially in service companies and enterprise product teams. This course takes you from an empty project to a complete API. You learn how Spring Boot projects are structured and how dependency injection works, then design clean REST endpoints with proper status codes, DTOs and pagination. Next you persist data with Spring Data JPA and handle validation and errors consistently. The final chapter covers security with Spring Security and JSON Web Tokens, testing with JUnit, Mockito and Testcontainers, and API documentation with OpenAPI, all applied to a library management capstone.',
    whatYouWillLearn: [
      'Structure a Spring Boot app into controllers, services and repositories',
      'Design REST endpoints with correct methods and status codes',
      'Persist data with Spring Data JPA and avoid the N+1 problem',
      'Validate input and return consistent error responses',
      'Secure APIs with Spring Security and JSON Web Tokens',
      'Test and document an API with JUnit, Testcontainers and OpenAPI',
    ],
    instructorKey: 'farhan-siddiqui',
    chapters: [
      {
        name: 'Getting Started with Spring Boot',
        lectures: [
          {
            title: 'What Spring Boot gives you',
            free: true,
            points: [
              'Spring Boot is a Java framework that turns the large Spring ecosystem into a ready to run application with sensible defaults.',
              'It includes an embedded web server, so your API runs as a single jar file without installing a separate application server.',
              'Banks, insurers and large IT services companies in India use Spring Boot heavily, which makes it a valuable skill for placements.',
              'You start each project with the Spring Initializr website, choosing Java seventeen or later along with the Spring Web and Spring Data JPA starters.',
            ],
          },
          {
            title: 'Project structure and dependency injection',
            free: false,
            points: [
              'A typical Spring Boot project is split into controllers for HTTP, services for business logic and repositories for database access.',
              'Spring creates and connects these objects for you through dependency injection, so a service simply asks for the repository in its constructor.',
              'Constructor injection keeps dependencies explicit, and it makes them easy to replace with fakes in unit tests.',
              'Keep controllers thin, with no business rules inside, so the same logic can be reused by scheduled jobs or message consumers.',
            ],
          },
        ],
      },
      {
        name: 'Designing REST APIs',
        lectures: [
          {
            title: 'Resources, methods and status codes',
            free: false,
            points: [
              'REST APIs model data as resources with noun based addresses, such as a books collection and a single book found by its id.',
              'Use GET to read, POST to create, PUT or PATCH to update and DELETE to remove, and never let a GET request change data.',
              'Return meaningful status codes, such as two hundred and one after creating a resource, four hundred and four when it is missing, and four hundred for invalid input.',
              'Add pagination to list endpoints from day one, because a list that returns ten rows in testing may return a million in production.',
            ],
          },
          {
            title: 'Building controllers with DTOs',
            free: false,
            points: [
              'A rest controller class maps web addresses to Java methods using annotations such as get mapping and post mapping.',
              'Accept and return data transfer objects, usually Java records, instead of exposing your database entities directly.',
              'This separation lets you rename a database column without breaking every mobile app that already calls your API.',
              'Spring converts records to and from JSON automatically with the Jackson library, so your controller methods stay short and focused.',
            ],
          },
        ],
      },
      {
        name: 'Data and Validation',
        lectures: [
          {
            title: 'Persistence with Spring Data JPA',
            free: false,
            points: [
              'Spring Data JPA maps Java classes to database tables, so an entity class called Book is stored as rows in a books table.',
              'Declaring a repository interface gives you methods to save, find by id, find all and delete, without writing any SQL.',
              'Method names like find by author and year are turned into queries automatically, and you can still write custom queries when needed.',
              'Watch for the N plus one problem, where loading fifty books triggers fifty extra queries for their authors, and fix it with a fetch join.',
            ],
          },
          {
            title: 'Validation and error handling',
            free: false,
            points: [
              'Add Bean Validation annotations such as not blank, size and email to your request records, and Spring rejects invalid input automatically.',
              'A controller advice class catches exceptions in one place and turns them into consistent error responses for every endpoint.',
              'Follow the problem details standard, which returns a type, title, status and detail for each error, so clients can handle failures uniformly.',
              'Never leak stack traces or database messages to clients, because they reveal internal details that attackers can use.',
            ],
          },
        ],
      },
      {
        name: 'Production Readiness',
        lectures: [
          {
            title: 'Securing APIs with Spring Security and JWT',
            free: false,
            points: [
              'Once Spring Security is added it protects every endpoint by default, and you open public routes explicitly in a security configuration.',
              'For stateless APIs, clients log in once and receive a signed JSON Web Token, which they send in the authorization header on every request.',
              'Keep access tokens short lived, around fifteen minutes, and use refresh tokens, so a stolen token is useful only briefly.',
              'Always hash passwords with BCrypt, and check permissions on the server for every request rather than trusting the frontend.',
            ],
          },
          {
            title: 'Testing, documentation and the library API project',
            free: false,
            points: [
              'Write fast unit tests for services with JUnit and Mockito, plus a few integration tests that start the whole application.',
              'Testcontainers starts a throwaway PostgreSQL database in Docker for each test run, so your tests behave like production.',
              'The springdoc OpenAPI library generates interactive documentation, giving frontend developers a Swagger page to try every endpoint.',
              'The capstone is a library management API with books, members, loans and late fees, secured with tokens and fully documented.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'How much Java do I need to know?',
        answer:
          'You should be comfortable with classes, interfaces, collections and exceptions. No prior Spring experience is required.',
      },
      {
        question: 'Which tools will I use?',
        answer:
          'Java 17 or later, IntelliJ IDEA Community Edition, Maven, PostgreSQL and Docker for Testcontainers. All of them are free.',
      },
      {
        question: 'Will this help in service-company interviews?',
        answer:
          'Yes. Spring Boot, REST design, JPA and security are common interview topics, and the capstone gives you a concrete project to discuss.',
      },
      {
        question: 'Is Spring Boot 3 covered?',
        answer: 'Yes. The course uses Spring Boot 3, which requires Java 17 or later.',
      },
    ],
    reviews: [
      {
        name: 'Venkatesh Iyer',
        comment:
          'The N+1 lecture explained a performance bug I had been fighting at my service-company job for weeks. Fixed it with a fetch join the same day.',
        rating: 5,
        date: '2025-01-22',
      },
      {
        name: 'Ankita Sharma',
        comment:
          'Very clear on controllers, services and repositories. The JWT lecture was dense, so I had to pause often, but it was complete.',
        rating: 4,
        date: '2025-05-14',
      },
      {
        name: 'Mohammed Faisal',
        comment:
          'The library API capstone with Swagger docs impressed my interviewer. Farhan sir’s code is clean and easy to follow.',
        rating: 5,
        date: '2025-08-28',
      },
      {
        name: 'Rutuja Jadhav',
        comment:
          'Content is good, but I expected more videos for eight weeks. I had to read the Spring docs for some Testcontainers setup.',
        rating: 3,
        date: '2026-01-07',
      },
      {
        name: 'Sourav Ghosh',
        comment:
          'The problem details error format and controller advice lecture made our team’s API so much more consistent.',
        rating: 5,
        date: '2026-05-02',
      },
      {
        name: 'Deepika Naidu',
        comment:
          'Good balance of theory and practice. The status codes lecture should be mandatory for every backend fresher.',
        rating: 4,
        date: '2026-09-18',
      },
    ],
    roadmap: [
      {
        title: 'Set up Spring Boot',
        description: 'Create a project and understand controllers, services and dependency injection.',
        icon: '🌱',
      },
      {
        title: 'Design the API',
        description: 'Build REST endpoints with DTOs, status codes and pagination.',
        icon: '🔌',
      },
      {
        title: 'Persist and validate',
        description: 'Store data with Spring Data JPA and return consistent errors.',
        icon: '💾',
      },
      {
        title: 'Secure, test and document',
        description: 'Add JWT security, automated tests and OpenAPI documentation.',
        icon: '🔐',
      },
      {
        title: 'Ship the capstone',
        description: 'Finish the library management API and add it to your portfolio.',
        icon: '📚',
      },
    ],
  },
  // ───────────────────────────── Web Development ─────────────────────────────
  {
    title: 'Git, GitHub and Deployment Essentials',
    subject: 'Web Development',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/git-github-deployment.svg',
    coverPhoto: '/images/courses/git-github-deployment.svg',
    description: [
      'Commits, branches, merges and conflict resolution',
      'Pull requests and code review on GitHub',
      'CI with GitHub Actions and safe handling of secrets',
      'Project: deploy your portfolio with a pipeline',
    ],
    realPrice: 4499,
    discountedPrice: 2499,
    detailDescription:
      'Learn the workflow every software team expects from day one. You will use Git from the terminal, collaborate through pull requests, automate checks with GitHub Actions and put your projects live on the internet.',
    duration: '4 weeks',
    overview:
      'Freshers are often strong at writing code but nervous about branches, merge conflicts and deployments, which is exactly what they face in their first week at work. This short course closes that gap. You learn how Git records history, how to write good commits and how to branch, merge and resolve conflicts calmly. You then collaborate through pull requests and code review on GitHub, set up continuous integration with GitHub Actions and manage secrets safely. The final chapter deploys frontends and backends with preview links and custom domains, and the project is your own portfolio shipped through an automated pipeline.',
    whatYouWillLearn: [
      'Use Git confidently from the terminal',
      'Write clean commits and a readable history',
      'Branch, merge and resolve conflicts without panic',
      'Open and review pull requests on GitHub',
      'Automate checks with GitHub Actions and handle secrets safely',
      'Deploy sites with preview links and a custom domain',
    ],
    instructorKey: 'karan-malhotra',
    chapters: [
      {
        name: 'Version Control Basics',
        lectures: [
          {
            title: 'Why every developer needs Git',
            free: true,
            points: [
              'Git is a version control system that records snapshots of your project, so you can always see what changed, when and why.',
              'It lets you undo mistakes safely, experiment on branches and work with a team without emailing zip files back and forth.',
              'Almost every software job expects Git, and many recruiters look at the GitHub profile of a candidate before the interview.',
              'In this course you use Git from the terminal, because understanding the commands makes every graphical tool easy to pick up later.',
            ],
          },
          {
            title: 'Commits, staging and a clean history',
            free: false,
            points: [
              'The basic loop is to edit files, stage the changes you want with git add, and save them as a commit with a clear message.',
              'The staging area lets you split unrelated changes into separate commits, which makes history easier to read and to undo.',
              'Write commit messages in the imperative mood, like add login form validation, and keep the first line under about fifty characters.',
              'Use a git ignore file to keep secrets, build folders and large dependency folders out of the repository.',
            ],
          },
        ],
      },
      {
        name: 'Branching and Collaboration',
        lectures: [
          {
            title: 'Branches, merging and conflicts',
            free: false,
            points: [
              'A branch is just a lightweight pointer to a commit, so creating one for every feature costs almost nothing.',
              'When the work is finished you merge the branch back into main, and Git combines changes automatically when they touch different lines.',
              'A merge conflict happens when two branches change the same lines, and Git marks both versions in the file for you to choose.',
              'Resolve conflicts calmly by reading both sides, keeping the correct code, running the app and only then committing the result.',
            ],
          },
          {
            title: 'Pull requests and code review on GitHub',
            free: false,
            points: [
              'On GitHub you push your branch and open a pull request, which shows the changes and invites teammates to review them.',
              'Keep pull requests small, ideally under four hundred changed lines, because reviewers catch far more problems in small changes.',
              'Write a description that explains what changed, why it changed and how to test it, and add screenshots for any visual change.',
              'When you review, comment on the code rather than the person, and phrase suggestions as questions wherever you can.',
            ],
          },
        ],
      },
      {
        name: 'Automation with GitHub Actions',
        lectures: [
          {
            title: 'Continuous integration basics',
            free: false,
            points: [
              'Continuous integration means every push automatically runs checks such as linting, type checking and tests on a clean machine.',
              'GitHub Actions workflows are written as YAML files in a workflows folder inside the hidden dot github directory of your repository.',
              'A workflow has triggers, like a push or a pull request, and jobs made of steps such as checking out code, installing packages and running tests.',
              'Protect the main branch so a pull request can merge only when all checks pass, which keeps broken code away from users.',
            ],
          },
          {
            title: 'Secrets and environment variables',
            free: false,
            points: [
              'Settings that change between environments, like database addresses and API keys, belong in environment variables rather than in your code.',
              'If a secret is ever committed to Git, treat it as leaked, revoke it immediately and create a new one, because history is hard to erase.',
              'GitHub stores encrypted secrets for each repository or environment, and workflows can use them without printing them in logs.',
              'Keep an example environment file with dummy values in the repository, so new teammates know exactly which variables to set.',
            ],
          },
        ],
      },
      {
        name: 'Shipping to Production',
        lectures: [
          {
            title: 'Deploying frontends and backends',
            free: false,
            points: [
              'Static frontends can be deployed for free on platforms like Netlify, Vercel or GitHub Pages, which rebuild your site on every push.',
              'Backends need a server or a container platform, such as Render, Railway or a virtual machine from a cloud provider.',
              'Turn on preview deployments for pull requests, so reviewers can click a link and try a change before it reaches production.',
              'Add a custom domain with HTTPS, which most platforms set up automatically with free certificates from Let’s Encrypt.',
            ],
          },
          {
            title: 'Project: ship your portfolio with a pipeline',
            free: false,
            points: [
              'The final project is to put your portfolio website in a GitHub repository with a clean commit history and a helpful readme.',
              'Add a GitHub Actions workflow that checks formatting, builds the site and fails loudly if anything breaks.',
              'Connect the repository to a hosting platform, so every merge to main deploys automatically and every pull request gets a preview link.',
              'Finish by adding the live link and a short description of your pipeline to your resume and your LinkedIn profile.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'I have never used a terminal. Can I still join?',
        answer:
          'Yes. The first chapter starts from zero and shows every command on Windows, macOS and Linux.',
      },
      {
        question: 'Do I need a paid GitHub account?',
        answer:
          'No. A free GitHub account covers everything in the course, including GitHub Actions minutes for the project.',
      },
      {
        question: 'Does the portfolio project need a backend?',
        answer:
          'No. A static portfolio is enough for the project, but the deployment lecture also covers backends if you want to go further.',
      },
    ],
    reviews: [
      {
        name: 'Aryan Kapoor',
        comment:
          'The merge conflicts lecture removed my fear completely. I resolved my first conflict during my internship without calling anyone.',
        rating: 5,
        date: '2025-03-29',
      },
      {
        name: 'Lavanya Srinivasan',
        comment:
          'My portfolio now deploys automatically with preview links on every pull request. Recruiters noticed the pipeline in my resume.',
        rating: 5,
        date: '2025-08-07',
      },
      {
        name: 'Manish Yadav',
        comment:
          'Good basics and very practical. I wanted a bit more on rebasing, but the pull request and code review lecture was excellent.',
        rating: 4,
        date: '2026-01-30',
      },
      {
        name: 'Tanya Bhardwaj',
        comment:
          'Karan sir’s story about a leaked API key in the secrets lecture will stay with me forever. Short course, very high value.',
        rating: 5,
        date: '2026-06-24',
      },
    ],
    roadmap: [
      {
        title: 'Learn Git properly',
        description: 'Commit, stage and keep a history your teammates can read.',
        icon: '📜',
      },
      {
        title: 'Collaborate on GitHub',
        description: 'Branch, merge, resolve conflicts and review pull requests.',
        icon: '🔀',
      },
      {
        title: 'Automate your checks',
        description: 'Set up GitHub Actions and keep secrets out of your code.',
        icon: '⚙️',
      },
      {
        title: 'Go live',
        description: 'Deploy your portfolio through a pipeline with a custom domain.',
        icon: '🌍',
      },
    ],
  },
  {
    title: 'Web Hosting, Linux and DevOps Basics',
    subject: 'Web Development',
    level: 'Beginner',
    status: 'coming soon',
    thumbnail: '/images/courses/web-hosting-devops-basics.svg',
    coverPhoto: '/images/courses/web-hosting-devops-basics.svg',
    description: [
      'Linux command line and SSH for web developers',
      'Domains, DNS, HTTPS and Nginx',
      'Docker, monitoring, logs and backups',
    ],
    realPrice: 7999,
    discountedPrice: 4999,
    detailDescription:
      'Learn what happens after you write the code. This upcoming course teaches you to run your own Linux server, point a domain at it, serve apps securely and keep them healthy.',
    duration: '5 weeks',
    overview:
      'Platforms that deploy with one click are convenient, but sooner or later every developer has to log in to a server and fix something. This upcoming course builds that confidence. You will learn the Linux command line and SSH, connect a domain through DNS, set up HTTPS and serve applications behind Nginx. The final chapter introduces the DevOps habits that keep a site healthy: packaging apps with Docker, uptime monitoring, centralised logs and automated backups. It pairs naturally with Git, GitHub and Deployment Essentials.',
    whatYouWillLearn: [
      'Work confidently in the Linux terminal',
      'Connect to servers securely with SSH keys',
      'Configure DNS records and free HTTPS certificates',
      'Serve applications behind Nginx as a reverse proxy',
      'Package apps with Docker and Docker Compose',
      'Set up monitoring, logs and automated backups',
    ],
    instructorKey: 'karan-malhotra',
    chapters: [
      {
        name: 'Linux for Web Developers',
        lectures: [
          {
            title: 'Navigating the Linux command line',
            free: false,
            points: [
              'Most web servers run Linux, so basic terminal skills are essential for every developer.',
              'A handful of commands lets you move between folders, list files and read their contents.',
              'File permissions decide who can read, write or run each file on the server.',
            ],
          },
          {
            title: 'Connecting to servers with SSH',
            free: false,
            points: [
              'SSH gives you a secure remote terminal on a server anywhere in the world.',
              'Logging in with a key pair is safer than passwords and should be your default.',
              'Disable direct root login and keep your private key on your own machine only.',
            ],
          },
        ],
      },
      {
        name: 'Hosting a Website',
        lectures: [
          {
            title: 'Domains, DNS and HTTPS',
            free: false,
            points: [
              'DNS records connect your domain name to the address of your server.',
              'A change to DNS can take from a few minutes to several hours to spread.',
              'Free certificates from Let’s Encrypt give every site HTTPS with automatic renewal.',
            ],
          },
          {
            title: 'Serving apps with Nginx',
            free: false,
            points: [
              'Nginx serves static files quickly and forwards other requests to your application.',
              'As a reverse proxy, one server can host several apps on different domains.',
              'Always test a new configuration before reloading Nginx, so the site stays online.',
            ],
          },
        ],
      },
      {
        name: 'DevOps Habits',
        lectures: [
          {
            title: 'Containers with Docker',
            free: false,
            points: [
              'Docker packages your app with its dependencies, so it runs the same everywhere.',
              'A Dockerfile lists the steps that build an image, one layer at a time.',
              'Docker Compose starts your app and its database together with a single command.',
            ],
          },
          {
            title: 'Monitoring, logs and backups',
            free: false,
            points: [
              'Uptime monitors alert you within minutes when your website stops responding.',
              'Centralised logs help you trace an error back to the exact request that failed.',
              'Automated daily backups stored away from the server protect you from disasters.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'When will this course launch?',
        answer:
          'The lectures are being recorded now. Subscribe to the newsletter to hear about the launch date and early-bird price first.',
      },
      {
        question: 'Do I need to rent a server?',
        answer:
          'You will be able to follow along on a free local virtual machine. Renting a small cloud server is optional.',
      },
      {
        question: 'What should I know before starting?',
        answer:
          'You should have built at least one small web app. Git, GitHub and Deployment Essentials is a helpful companion course.',
      },
    ],
    reviews: [],
    roadmap: [
      {
        title: 'Master the terminal',
        description: 'Get comfortable with Linux commands, permissions and SSH.',
        icon: '🐧',
      },
      {
        title: 'Host a real site',
        description: 'Connect a domain, add HTTPS and serve apps with Nginx.',
        icon: '🌐',
      },
      {
        title: 'Run it like DevOps',
        description: 'Containerise, monitor, log and back up your applications.',
        icon: '🐳',
      },
    ],
  },
];
