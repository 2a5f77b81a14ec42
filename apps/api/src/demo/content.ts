import type {
  DemoCollaborator,
  DemoMentor,
  DemoPlacementCourse,
  DemoService,
  DemoTestimonial,
} from './types.ts';

/** Demo landing-page content: mentors, services, testimonials, banners, collaborators and placement courses. */

export const demoMentors: DemoMentor[] = [
  {
    name: 'Kavya Reddy',
    email: 'kavya.reddy@pathshala.in',
    description:
      'Kavya is a Staff Software Engineer who has spent eleven years building payment and checkout systems for consumer apps. She mentors final-year students on data structures and has sat on the other side of more than 500 campus interviews.',
    linkedIn: 'https://www.linkedin.com/in/kavya-reddy-pathshala',
    profilePhoto: '/images/mentors/kavya-reddy.svg',
    coverPhoto: '/images/mentors/kavya-reddy-cover.svg',
  },
  {
    name: 'Aditya Deshpande',
    email: 'aditya.deshpande@pathshala.in',
    description:
      'Aditya is an Engineering Manager who leads backend teams working on high-traffic logistics platforms. He runs our mock technical interviews and is known for feedback that is blunt, specific and kind.',
    linkedIn: 'https://www.linkedin.com/in/aditya-deshpande-pathshala',
    profilePhoto: '/images/mentors/aditya-deshpande.svg',
    coverPhoto: '/images/mentors/aditya-deshpande-cover.svg',
  },
  {
    name: 'Meera Pillai',
    email: 'meera.pillai@pathshala.in',
    description:
      'Meera is a Senior Data Scientist who builds credit-risk and fraud models for a digital lending startup. She guides learners through their first end-to-end machine learning projects, from messy CSVs to a deployed API.',
    linkedIn: '',
    profilePhoto: '/images/mentors/meera-pillai.svg',
    coverPhoto: '/images/mentors/meera-pillai-cover.svg',
  },
  {
    name: 'Harpreet Singh Bedi',
    email: 'harpreet.bedi@pathshala.in',
    description:
      'Harpreet is a Cloud and DevOps Architect with a decade of experience running infrastructure for SaaS products. He helps students turn college projects into production-grade deployments with CI/CD, containers and monitoring.',
    linkedIn: 'https://www.linkedin.com/in/harpreet-singh-bedi-pathshala',
    profilePhoto: '/images/mentors/harpreet-singh-bedi.svg',
    coverPhoto: '/images/mentors/harpreet-singh-bedi-cover.svg',
  },
  {
    name: 'Nikhil Verma',
    email: 'nikhil.verma@pathshala.in',
    description:
      'Nikhil is a Senior Frontend Engineer who has shipped React and React Native apps used by millions of people across India. He reviews portfolios and shows learners how to talk about their projects with confidence.',
    linkedIn: 'https://www.linkedin.com/in/nikhil-verma-pathshala',
    profilePhoto: '/images/mentors/nikhil-verma.svg',
    coverPhoto: '/images/mentors/nikhil-verma-cover.svg',
  },
  {
    name: 'Priyanka Banerjee',
    email: 'priyanka.banerjee@pathshala.in',
    description:
      'Priyanka is a Talent Acquisition Lead who has hired freshers for engineering, product and analytics roles for nine years. She coaches students on resumes, LinkedIn profiles and the HR round, with a recruiter’s eye for detail.',
    linkedIn: 'https://www.linkedin.com/in/priyanka-banerjee-pathshala',
    profilePhoto: '/images/mentors/priyanka-banerjee.svg',
    coverPhoto: '/images/mentors/priyanka-banerjee-cover.svg',
  },
  {
    name: 'Imran Qureshi',
    email: 'imran.qureshi@pathshala.in',
    description:
      'Imran is a Product Manager who moved from software testing into product roles at two fast-growing startups. He mentors learners on product thinking, case interviews and how to break into non-coding tech careers.',
    linkedIn: '',
    profilePhoto: '/images/mentors/imran-qureshi.svg',
    coverPhoto: '/images/mentors/imran-qureshi-cover.svg',
  },
  {
    name: 'Lakshmi Subramanian',
    email: 'lakshmi.subramanian@pathshala.in',
    description:
      'Lakshmi is a Professor of Computer Science and former head of a training and placement cell at an engineering college. She designs our aptitude curriculum and has helped thousands of students clear their first placement test.',
    linkedIn: 'https://www.linkedin.com/in/lakshmi-subramanian-pathshala',
    profilePhoto: '/images/mentors/lakshmi-subramanian.svg',
    coverPhoto: '/images/mentors/lakshmi-subramanian-cover.svg',
  },
  {
    name: 'Siddharth Menon',
    email: 'siddharth.menon@pathshala.in',
    description:
      'Siddharth is a Data Engineering Lead who builds the batch and streaming pipelines behind dashboards at a large quick-commerce company. He helps learners move from writing SQL queries to designing reliable data pipelines with Spark, Airflow and cloud warehouses.',
    linkedIn: 'https://www.linkedin.com/in/siddharth-menon-pathshala',
    profilePhoto: '/images/mentors/siddharth-menon.svg',
    coverPhoto: '/images/mentors/siddharth-menon-cover.svg',
  },
  {
    name: 'Ayesha Khan',
    email: 'ayesha.khan@pathshala.in',
    description:
      'Ayesha is a Senior Security Engineer who runs penetration tests and secure code reviews for banking and insurance apps. She mentors students preparing for cybersecurity roles and shows developers how to spot the vulnerabilities attackers look for first.',
    linkedIn: 'https://www.linkedin.com/in/ayesha-khan-pathshala',
    profilePhoto: '/images/mentors/ayesha-khan.svg',
    coverPhoto: '/images/mentors/ayesha-khan-cover.svg',
  },
  {
    name: 'Tanvi Agrawal',
    email: 'tanvi.agrawal@pathshala.in',
    description:
      'Tanvi is a Design Manager who leads a team of product designers working on travel and ticketing apps. She reviews design portfolios every week and helps learners turn their projects into case studies that explain the problem, the process and the result.',
    linkedIn: '',
    profilePhoto: '/images/mentors/tanvi-agrawal.svg',
    coverPhoto: '/images/mentors/tanvi-agrawal-cover.svg',
  },
  {
    name: 'Vivek Chauhan',
    email: 'vivek.chauhan@pathshala.in',
    description:
      'Vivek is a Senior Android Engineer who has built Kotlin apps for agritech and healthcare startups serving users in small towns and villages. He mentors learners on mobile development, offline-first design and performance on low-end phones.',
    linkedIn: 'https://www.linkedin.com/in/vivek-chauhan-pathshala',
    profilePhoto: '/images/mentors/vivek-chauhan.svg',
    coverPhoto: '/images/mentors/vivek-chauhan-cover.svg',
  },
];

export const demoServices: DemoService[] = [
  {
    title: 'Placement Preparation',
    description:
      'Aptitude, data structures, mock interviews and the HR round, plus resume building and LinkedIn reviews, so you walk into campus drives ready.',
    coverPhoto: '/images/services/placement-preparation.svg',
    index: 1,
  },
  {
    title: 'Mock Technical Interviews',
    description:
      'Practise live coding and problem-solving rounds with working engineers and get a detailed feedback report.',
    coverPhoto: '/images/services/mock-technical-interviews.svg',
    index: 3,
  },
  {
    title: 'Workshops & Webinars',
    description:
      'Free and paid live sessions on trending topics like AI/ML, cloud and system design, taught by industry mentors.',
    coverPhoto: '/images/services/workshops-webinars.svg',
    index: 7,
  },
  {
    title: 'Industry Projects',
    description:
      'Build real-world projects from problem statements written by practitioners and add them to your portfolio.',
    coverPhoto: '/images/services/industry-projects.svg',
    index: 6,
  },
  {
    title: 'internships',
    description:
      'Remote, hybrid and on-site internships of three to six months that let you apply your skills on real teams.',
    coverPhoto: '/images/services/internships.svg',
    index: 4,
  },
  {
    title: 'Careers',
    description:
      'Join the team that teaches you: open roles in teaching, engineering and design, and a clear hiring process.',
    coverPhoto: '/images/services/careers.svg',
    index: 5,
  },
  {
    title: 'contact-us',
    description:
      'Not sure where to start? Write to our counsellors for help picking the course, track or internship that fits your goals.',
    coverPhoto: '/images/services/contact-us.svg',
    index: null,
  },
  {
    title: 'courses',
    description:
      'Self-paced video courses and bootcamps in data science, machine learning, web development and design.',
    coverPhoto: '/images/services/courses.svg',
    index: 2,
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Aman Gupta',
    designation: 'B.Tech CSE, 2025 — placed as SDE',
    message:
      'The DSA track and the weekly mock interviews changed how I approach problems. By the time placement season started I was solving mediums in under twenty minutes. I cleared three technical rounds in my very first drive.',
    profilePhoto: '/images/testimonials/aman-gupta.svg',
  },
  {
    name: 'Sanya Malhotra',
    designation: 'BCA, 2024 — Frontend Developer',
    message:
      'Coming from a BCA background I was unsure I could compete with engineering graduates. The React bootcamp and the portfolio review gave me projects I was proud to talk about in interviews.',
    profilePhoto: '/images/testimonials/sanya-malhotra.svg',
  },
  {
    name: 'Rahul Yadav',
    designation: 'B.Tech ECE, 2025 — placed as Data Analyst',
    message:
      'I switched from electronics to data after the SQL and Python courses. The aptitude practice tests were almost identical in difficulty to my actual online assessment. My mentor also helped me prepare for the case-study round.',
    profilePhoto: '/images/testimonials/rahul-yadav.svg',
  },
  {
    name: 'Fatima Sheikh',
    designation: 'MCA, 2024 — UI/UX Design Intern',
    message:
      'The design masterclass taught me to explain my decisions, not just show pretty screens. I landed a remote internship within a month of finishing my case studies.',
    profilePhoto: '/images/testimonials/fatima-sheikh.svg',
  },
  {
    name: 'Karthik Raman',
    designation: 'B.E. IT, 2025 — placed as Backend Engineer',
    message:
      'The Node.js course and the mock system-design interview were exactly what I needed. I went into my final round calm because I had already practised the same kind of questions with a mentor.',
    profilePhoto: '/images/testimonials/karthik-raman.svg',
  },
  {
    name: 'Neha Joshi',
    designation: 'B.Sc Statistics, 2024 — ML Engineer Trainee',
    message:
      'The free AI/ML bootcamp got me hooked, and the machine learning course took me the rest of the way. The capstone project became the main talking point in every interview I gave.',
    profilePhoto: '/images/testimonials/neha-joshi.svg',
  },
  {
    name: 'Pooja Thakur',
    designation: 'Diploma in Computer Engineering, 2025 — Software Development Intern',
    message:
      'The resume workshop turned my one-page list of subjects into a resume that actually got shortlisted. The HR round session helped me answer questions about my diploma with confidence.',
    profilePhoto: '/images/testimonials/pooja-thakur.svg',
  },
  {
    name: 'Deepak Solanki',
    designation: 'B.Com, 2024 — Junior Web Developer',
    message:
      'I came from commerce with no coding background at all. The HTML and JavaScript courses got me started, and the Git and deployment course taught me to put every project live with a proper pipeline. Interviewers actually opened my links, and that is how I got my first developer job.',
    profilePhoto: '/images/testimonials/deepak-solanki.svg',
  },
];

export const demoCollaborators: DemoCollaborator[] = [
  {
    name: 'Deccan Institute of Technology',
    logo: '/images/collaborators/deccan-institute-of-technology.svg',
    website: 'https://example.edu/deccan-institute-of-technology',
  },
  {
    name: 'Konkan College of Engineering',
    logo: '/images/collaborators/konkan-college-of-engineering.svg',
    website: 'https://example.edu/konkan-college-of-engineering',
  },
  {
    name: 'Vindhya School of Computing',
    logo: '/images/collaborators/vindhya-school-of-computing.svg',
    website: 'https://example.edu/vindhya-school-of-computing',
  },
  {
    name: 'Sahyadri Polytechnic Institute',
    logo: '/images/collaborators/sahyadri-polytechnic-institute.svg',
    website: 'https://example.edu/sahyadri-polytechnic-institute',
  },
  {
    name: 'Kaveri Institute of Engineering',
    logo: '/images/collaborators/kaveri-institute-of-engineering.svg',
    website: 'https://example.edu/kaveri-institute-of-engineering',
  },
  {
    name: 'Aravalli Learning Trust',
    logo: '/images/collaborators/aravalli-learning-trust.svg',
    website: 'https://example.edu/aravalli-learning-trust',
  },
];

export const demoPlacementCourses: DemoPlacementCourse[] = [
  {
    title: 'Aptitude Placement Course',
    subject: 'Aptitude and Quantitative',
    coverPhoto: '/images/placement/aptitude-placement-course.svg',
    description: [
      { text: '50+ hours of lectures' },
      { text: '1000+ practice questions' },
      { text: 'Mock placement tests' },
    ],
    realPrice: 2999,
    discountedPrice: 1499,
    price: 1499,
    review: 5,
    level: 'Beginner',
    instructorName: 'Ritika Menon',
    status: 'published',
  },
  {
    title: 'Quantitative Aptitude Speed Drills',
    subject: 'Aptitude and Quantitative',
    coverPhoto: '/images/placement/quantitative-aptitude-speed-drills.svg',
    description: [
      { text: 'Daily 20-minute timed drills' },
      { text: 'Shortcuts for percentages, ratios and time-and-work' },
      { text: 'Weekly leaderboard with your batch' },
    ],
    realPrice: 0,
    discountedPrice: null,
    price: 0,
    review: 4,
    level: 'Intermediate',
    instructorName: 'Sandeep Kulkarni',
    status: 'published',
  },
  {
    title: 'DSA Crash Course for Placements',
    subject: 'Data Structures',
    coverPhoto: '/images/placement/dsa-crash-course-for-placements.svg',
    description: [
      { text: '120+ hand-picked coding problems' },
      { text: 'Arrays to dynamic programming in 8 weeks' },
      { text: 'One-on-one code review add-on', realPrice: 1499, price: 999 },
      { text: 'Weekly timed contests' },
    ],
    realPrice: 4999,
    discountedPrice: 2999,
    price: 2999,
    review: 5,
    level: 'Intermediate',
    instructorName: 'Sandeep Kulkarni',
    status: 'published',
  },
  {
    title: 'Graph Algorithms Interview Prep',
    subject: 'Data Structures',
    coverPhoto: '/images/placement/graph-algorithms-interview-prep.svg',
    description: [
      { text: 'BFS, DFS, shortest paths and spanning trees' },
      { text: 'Problems modelled on product-company coding rounds' },
      { text: 'Live doubt-solving sessions' },
    ],
    realPrice: 3499,
    discountedPrice: 2499,
    price: 2499,
    review: 4,
    level: 'Expert',
    instructorName: 'Sandeep Kulkarni',
    status: 'coming soon',
  },
  {
    title: 'Technical Interview Masterclass',
    subject: 'Mock Interviews',
    coverPhoto: '/images/placement/technical-interview-masterclass.svg',
    description: [
      { text: 'Think-aloud problem solving' },
      { text: 'Two mock technical interviews', realPrice: 1999, price: 1299 },
      { text: 'Detailed written feedback after every round' },
      { text: 'System design basics for freshers' },
    ],
    realPrice: 3999,
    discountedPrice: 2499,
    price: 2499,
    review: 5,
    level: 'Expert',
    instructorName: 'Ritika Menon',
    status: 'published',
  },
  {
    title: 'Group Discussion Essentials',
    subject: 'Mock Interviews',
    coverPhoto: '/images/placement/group-discussion-essentials.svg',
    description: [
      { text: 'Frameworks for opening and summarising a discussion' },
      { text: 'Practice topics from recent campus drives' },
      { text: 'Recorded peer group discussions with feedback' },
    ],
    realPrice: 0,
    discountedPrice: null,
    price: 0,
    review: 4,
    level: 'Beginner',
    instructorName: 'Ritika Menon',
    status: 'published',
  },
  {
    title: 'ATS-Friendly Resume Workshop',
    subject: 'Resume Building',
    coverPhoto: '/images/placement/ats-friendly-resume-workshop.svg',
    description: [
      { text: 'Templates that pass applicant-tracking systems' },
      { text: 'A bank of action verbs and impact bullet points' },
      { text: 'Personal resume review by a recruiter', realPrice: 799, price: 499 },
    ],
    realPrice: 999,
    discountedPrice: 499,
    price: 499,
    review: 4,
    level: 'Beginner',
    instructorName: 'Ritika Menon',
    status: 'published',
  },
  {
    title: 'LinkedIn Profile Makeover',
    subject: 'LinkedIn Optimisation',
    coverPhoto: '/images/placement/linkedin-profile-makeover.svg',
    description: [
      { text: 'Headline and About section formulas' },
      { text: 'Connection and referral message scripts' },
      { text: 'A 25-point profile checklist' },
    ],
    realPrice: 0,
    discountedPrice: null,
    price: 0,
    review: 3,
    level: 'Beginner',
    instructorName: 'Sandeep Kulkarni',
    status: 'published',
  },
  {
    title: 'HR Interview Strategies',
    subject: 'HR Round Strategies',
    coverPhoto: '/images/placement/hr-interview-strategies.svg',
    description: [
      { text: "Answering 'Tell me about yourself' with a clear story" },
      { text: 'The STAR method for behavioural questions' },
      { text: 'Handling relocation, bond and gap-year questions' },
      { text: 'Mock HR interview', realPrice: 999, price: 599 },
    ],
    realPrice: 1999,
    discountedPrice: 1199,
    price: 1199,
    review: 4,
    level: 'Intermediate',
    instructorName: 'Ritika Menon',
    status: 'published',
  },
  {
    title: 'Salary Negotiation & Offer Letters',
    subject: 'HR Round Strategies',
    coverPhoto: '/images/placement/salary-negotiation-and-offer-letters.svg',
    description: [
      { text: 'Reading CTC, in-hand salary and joining bonuses' },
      { text: 'Comparing multiple offers side by side' },
      { text: 'Polite negotiation scripts for freshers' },
    ],
    realPrice: 1499,
    discountedPrice: 999,
    price: 999,
    review: 3,
    level: 'Expert',
    instructorName: 'Sandeep Kulkarni',
    status: 'coming soon',
  },
];
