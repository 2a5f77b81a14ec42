import type { DemoCourse, DemoInstructor } from './types.ts';

export const demoInstructors: DemoInstructor[] = [
  {
    key: 'ananya-rao',
    name: 'Ananya Rao',
    designation: 'Senior Data Scientist, 9 years in retail and e-commerce analytics',
    description:
      'Ananya has built demand-forecasting and customer-segmentation models for large online marketplaces and has mentored more than 400 analysts making the switch into data science. She is known for teaching with messy, real-world Indian datasets rather than textbook toys.',
    profilePhoto: '/images/people/ananya-rao.svg',
  },
  {
    key: 'vikram-iyer',
    name: 'Vikram Iyer',
    designation: 'Machine Learning Engineer and former research fellow',
    description:
      'Vikram has spent eight years taking machine learning models from notebooks to production, from fraud detection to recommendation systems. Before moving to industry he worked on speech recognition for Indian languages as a research fellow. He loves explaining the maths behind a model with nothing more than a whiteboard.',
    profilePhoto: '/images/people/vikram-iyer.svg',
  },
  {
    key: 'rohan-mehta',
    name: 'Rohan Mehta',
    designation: 'Python Developer and Corporate Trainer',
    description:
      'Rohan has written Python professionally for over a decade, mostly automation and internal tooling for finance and logistics teams. He has trained more than 3,000 engineers and freshers across India and believes anyone can learn to code if the first steps are small enough.',
    profilePhoto: '/images/people/rohan-mehta.svg',
  },
  {
    key: 'sneha-kulkarni',
    name: 'Sneha Kulkarni',
    designation: 'Lead Product Designer, fintech and SaaS',
    description:
      'Sneha leads product design for payments and lending apps used by millions of first-time smartphone users. She has run design workshops at colleges across Pune and Bengaluru and enjoys helping engineers and graphic designers build a product-thinking mindset.',
    profilePhoto: '/images/people/sneha-kulkarni.svg',
  },
  {
    key: 'arjun-nair',
    name: 'Arjun Nair',
    designation: 'Senior Frontend Engineer, 8 years building consumer web apps',
    description:
      'Arjun builds fast, accessible interfaces with React and TypeScript and has led frontend teams at high-growth consumer startups. He has reviewed hundreds of fresher portfolios and knows exactly what interviewers look for in a frontend project.',
    profilePhoto: '/images/people/arjun-nair.svg',
  },
  {
    key: 'farhan-siddiqui',
    name: 'Farhan Siddiqui',
    designation: 'Staff Backend Engineer, distributed systems and APIs',
    description:
      'Farhan designs APIs and data pipelines that handle millions of requests a day, with a focus on reliability and clean architecture. He has conducted over 200 backend interviews and teaches the practical habits that separate a working project from a production-ready one.',
    profilePhoto: '/images/people/farhan-siddiqui.svg',
  },
];

export const demoCourses: DemoCourse[] = [
  // ───────────────────────────── Data Science ─────────────────────────────
  {
    title: 'Data Science with Python and Pandas',
    subject: 'Data Science',
    status: 'published',
    thumbnail: '/images/courses/data-science-python-pandas.svg',
    coverPhoto: '/images/courses/data-science-python-pandas.svg',
    review: 5,
    description: [
      'Clean, reshape and analyse real datasets with Pandas',
      'Visualise insights with Matplotlib and Seaborn',
      'Four guided projects on Indian retail and public data',
      'Certificate and portfolio review on completion',
    ],
    realPrice: 12999,
    discountedPrice: 4999,
    detailDescription:
      "A hands-on introduction to data science using Python's most popular analysis stack. You will work with real datasets, from festive-season retail sales to city air-quality readings, and learn to turn raw numbers into clear, defensible insights.",
    duration: '10 weeks',
    overview:
      'This course takes you from opening your first Jupyter notebook to presenting a complete analysis to a non-technical audience. Each week pairs short concept videos with a practical notebook, so you practise every idea on data that looks like what you will meet at work: missing values, inconsistent spellings, mixed date formats and all. You will learn NumPy for fast numerical work, Pandas for wrangling and aggregation, and Matplotlib and Seaborn for visual storytelling. The course closes with a capstone project that you can add to your GitHub profile and discuss confidently in interviews for data analyst and junior data scientist roles.',
    whatYouWillLearn: [
      'Load, clean and merge messy CSV, Excel and JSON data',
      'Use NumPy arrays and vectorised operations confidently',
      'Group, pivot and aggregate data to answer business questions',
      'Work with dates and time series in Pandas',
      'Build clear, honest charts with Matplotlib and Seaborn',
      'Present findings in a well-structured notebook report',
    ],
    instructorKey: 'ananya-rao',
    students: 2140,
    chapters: [
      {
        name: 'Getting Started with Data Science',
        duration: '54m',
        lectures: [
          { title: 'What does a data scientist actually do?', duration: '08:45', free: true },
          { title: 'Setting up Anaconda and Jupyter', duration: '12:10', free: false },
          { title: 'Python refresher for data work', duration: '18:30', free: false },
          { title: 'Your first notebook: exploring a CSV', duration: '14:05', free: false },
        ],
      },
      {
        name: 'NumPy Essentials',
        duration: '47m',
        lectures: [
          { title: 'Arrays, shapes and dtypes', duration: '15:20', free: false },
          { title: 'Vectorised operations and broadcasting', duration: '17:45', free: false },
          { title: 'Indexing, slicing and boolean masks', duration: '13:50', free: false },
        ],
      },
      {
        name: 'Data Wrangling with Pandas',
        duration: '1h 38m',
        lectures: [
          { title: 'Series and DataFrames', duration: '16:40', free: false },
          { title: 'Handling missing values and duplicates', duration: '19:15', free: false },
          { title: 'Merging, joining and concatenating', duration: '21:05', free: false },
          { title: 'GroupBy and pivot tables', duration: '22:30', free: false },
          { title: 'Working with dates and time series', duration: '18:10', free: false },
        ],
      },
      {
        name: 'Visualisation and Storytelling',
        duration: '1h 12m',
        lectures: [
          { title: 'Matplotlib fundamentals', duration: '14:25', free: false },
          { title: 'Statistical plots with Seaborn', duration: '16:50', free: false },
          { title: 'Choosing the right chart', duration: '11:35', free: false },
          { title: 'Project: festive-season sales analysis', duration: '28:40', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need prior programming experience?',
        answer:
          'Basic familiarity with Python helps, but the first chapter includes a refresher that covers everything you need for this course.',
      },
      {
        question: 'What software do I need?',
        answer:
          'A laptop with at least 8 GB RAM and the free Anaconda distribution. We walk you through the installation on Windows, macOS and Linux.',
      },
      {
        question: 'Will this help me get a data analyst job?',
        answer:
          'The projects are designed to be portfolio-ready, and you get a one-on-one portfolio review at the end. Many learners pair this course with our placement preparation track.',
      },
      {
        question: 'How long will I have access to the videos?',
        answer: 'You get lifetime access to all recordings, notebooks and future updates of this course.',
      },
    ],
    reviews: [
      {
        name: 'Priya Sharma',
        comment:
          'The GroupBy and pivot table lectures finally made things click for me. The datasets feel real, not like the usual iris and titanic examples.',
        rating: 5,
        date: '2025-03-14',
      },
      {
        name: 'Karthik Reddy',
        comment:
          'Very well paced. I was working in sales ops and used the festive-season project idea directly at my job.',
        rating: 5,
        date: '2025-06-02',
      },
      {
        name: 'Neha Joshi',
        comment:
          'Good content overall. The NumPy chapter felt a little fast for a complete beginner, but the notebooks helped.',
        rating: 4,
        date: '2025-08-19',
      },
      {
        name: 'Mohammed Asif',
        comment:
          'Ananya ma’am explains with so much clarity. The portfolio review at the end was worth the fee alone.',
        rating: 5,
        date: '2025-11-27',
      },
      {
        name: 'Sakshi Patil',
        comment: 'Cracked my first data analyst interview after finishing this. Thank you Pathshala!',
        rating: 5,
        date: '2026-02-09',
      },
    ],
    roadmap: [
      {
        title: 'Python and NumPy basics',
        description: 'Get comfortable with notebooks, Python syntax and fast numerical arrays.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Wrangle data with Pandas',
        description: 'Clean, merge and aggregate real datasets until they are ready for analysis.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Visualise and tell the story',
        description: 'Turn numbers into charts that a manager can understand in ten seconds.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Capstone project',
        description: 'Complete an end-to-end analysis and get it reviewed by your mentor.',
        icon: '/images/roadmap/project.svg',
      },
    ],
  },
  {
    title: 'SQL and Data Analysis for Business',
    subject: 'Data Science',
    status: 'published',
    thumbnail: '/images/courses/sql-data-analysis.svg',
    coverPhoto: '/images/courses/sql-data-analysis.svg',
    review: 4,
    description: [
      'Write SQL queries from SELECT to window functions',
      'Answer real business questions on sales and customer data',
      'Build KPI reports that managers actually read',
      'Practice with 150+ interview-style SQL problems',
    ],
    realPrice: 7999,
    discountedPrice: 2999,
    detailDescription:
      'Learn the single most requested skill in analyst job descriptions: SQL. This course moves from simple lookups to window functions and cohort analysis using a realistic online-store database.',
    duration: '6 weeks',
    overview:
      'Almost every company stores its data in a relational database, and almost every analyst interview includes a SQL round. In this course you will query a realistic e-commerce database with orders, customers, products, returns and payments, starting from simple filters and building up to joins, subqueries, common table expressions and window functions. Alongside the syntax, you will learn how to translate a vague business question such as "why did repeat purchases drop last quarter?" into a precise query, and how to present the answer as a clean KPI report. The final week is dedicated to interview practice with timed problems of the kind asked by product companies and consulting firms.',
    whatYouWillLearn: [
      'Filter, sort and aggregate data with confidence',
      'Combine tables with inner, outer and self joins',
      'Use subqueries and common table expressions to keep queries readable',
      'Apply window functions for rankings, running totals and retention',
      'Design KPI reports for sales, marketing and operations teams',
      'Solve timed SQL interview problems',
    ],
    instructorKey: 'ananya-rao',
    students: 1685,
    chapters: [
      {
        name: 'SQL Foundations',
        duration: '51m',
        lectures: [
          { title: 'How databases store business data', duration: '09:20', free: true },
          { title: 'SELECT, WHERE and ORDER BY', duration: '14:35', free: false },
          { title: 'Aggregates and GROUP BY', duration: '16:10', free: false },
          { title: 'Filtering groups with HAVING', duration: '10:45', free: false },
        ],
      },
      {
        name: 'Joining Data',
        duration: '41m',
        lectures: [
          { title: 'Inner joins on orders and customers', duration: '15:05', free: false },
          { title: 'Left, right and full outer joins', duration: '13:40', free: false },
          { title: 'Self joins and handling duplicates', duration: '12:25', free: false },
        ],
      },
      {
        name: 'Advanced Querying',
        duration: '1h 10m',
        lectures: [
          { title: 'Subqueries and CTEs', duration: '17:55', free: false },
          { title: 'Window functions: ROW_NUMBER, RANK and LAG', duration: '21:30', free: false },
          { title: 'Cohort and retention analysis', duration: '19:40', free: false },
          { title: 'CASE expressions for custom buckets', duration: '11:15', free: false },
        ],
      },
      {
        name: 'Reporting and Interview Practice',
        duration: '1h 3m',
        lectures: [
          { title: 'Designing a monthly KPI report', duration: '16:20', free: false },
          { title: 'Query performance basics', duration: '12:50', free: false },
          { title: 'Ten classic SQL interview problems', duration: '34:15', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Which database is used in the course?',
        answer:
          'We use PostgreSQL, but everything you learn carries over to MySQL, SQL Server and cloud warehouses with only minor syntax changes.',
      },
      {
        question: 'Is this course suitable for non-engineers?',
        answer:
          'Yes. Many learners come from commerce, MBA and operations backgrounds. No programming experience is required.',
      },
      {
        question: 'Are the practice problems included?',
        answer:
          'Yes, you get access to more than 150 practice problems with solutions and explanations, grouped by difficulty.',
      },
    ],
    reviews: [
      {
        name: 'Rahul Gupta',
        comment:
          'Window functions always scared me. After this course I used them in my interview at a consulting firm and got the offer.',
        rating: 5,
        date: '2025-02-21',
      },
      {
        name: 'Divya Menon',
        comment: 'Practical and to the point. I would have liked one more lecture on query optimisation.',
        rating: 4,
        date: '2025-05-30',
      },
      {
        name: 'Harsh Vardhan',
        comment: 'The practice problem bank is excellent. Did all 150 in three weeks.',
        rating: 5,
        date: '2025-09-12',
      },
      {
        name: 'Ishita Banerjee',
        comment:
          'Decent course. The joins chapter is great, the reporting chapter felt a little basic for me.',
        rating: 3,
        date: '2026-01-08',
      },
    ],
    roadmap: [
      {
        title: 'Learn the basics',
        description: 'Understand tables, keys and the core SELECT statement.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Master joins and aggregates',
        description: 'Combine data across tables and summarise it by any dimension.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Build business reports',
        description: 'Create KPI reports with window functions and cohort analysis.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Practise for interviews',
        description: 'Solve timed problems modelled on real analyst interview rounds.',
        icon: '/images/roadmap/trophy.svg',
      },
    ],
  },

  // ──────────────────────────── Machine Learning ────────────────────────────
  {
    title: 'Machine Learning A–Z',
    subject: 'Machine Learning',
    status: 'published',
    thumbnail: '/images/courses/machine-learning-a-z.svg',
    coverPhoto: '/images/courses/machine-learning-a-z.svg',
    review: 5,
    description: [
      'Regression, classification, clustering and ensembles',
      'Intuition first, then maths, then code with scikit-learn',
      'Five end-to-end projects with real data',
      'Model evaluation and deployment basics included',
    ],
    realPrice: 19999,
    discountedPrice: 7999,
    detailDescription:
      'A complete, practical journey through classical machine learning. You will understand how each algorithm works, when to use it and how to evaluate it honestly, then build and ship five projects.',
    duration: '14 weeks',
    overview:
      'Machine Learning A–Z is built for learners who can write basic Python and want to understand machine learning properly rather than copying code from tutorials. Every algorithm is introduced with a visual intuition, followed by just enough maths to see why it works, and then implemented with scikit-learn on a real dataset. You will cover linear and logistic regression, decision trees, random forests, gradient boosting, k-means and PCA, and you will learn the skills that matter most in practice: feature engineering, cross-validation, handling imbalanced data and choosing the right metric. The course ends with deploying a model behind a small API so you can demonstrate a working project in interviews.',
    whatYouWillLearn: [
      'Frame a business problem as a machine learning task',
      'Engineer features and prepare data for modelling',
      'Train regression, classification and clustering models',
      'Use cross-validation and the right metrics to evaluate models',
      'Tune hyperparameters and compare models fairly',
      'Explain predictions to non-technical stakeholders',
      'Deploy a trained model behind a simple REST API',
    ],
    instructorKey: 'vikram-iyer',
    students: 3180,
    chapters: [
      {
        name: 'Foundations of Machine Learning',
        duration: '52m',
        lectures: [
          { title: 'What machine learning is (and is not)', duration: '10:25', free: true },
          { title: 'The ML workflow from data to deployment', duration: '13:40', free: true },
          { title: 'Train, validation and test splits', duration: '12:05', free: false },
          { title: 'Bias, variance and overfitting', duration: '15:50', free: false },
        ],
      },
      {
        name: 'Regression',
        duration: '1h 3m',
        lectures: [
          { title: 'Simple and multiple linear regression', duration: '18:35', free: false },
          { title: 'Regularisation with Ridge and Lasso', duration: '16:20', free: false },
          { title: 'Project: predicting used-car prices', duration: '27:45', free: false },
        ],
      },
      {
        name: 'Classification',
        duration: '1h 41m',
        lectures: [
          { title: 'Logistic regression and decision boundaries', duration: '17:10', free: false },
          { title: 'Decision trees and random forests', duration: '20:35', free: false },
          { title: 'Gradient boosting in practice', duration: '19:55', free: false },
          { title: 'Precision, recall and the confusion matrix', duration: '14:30', free: false },
          { title: 'Project: loan default prediction', duration: '29:15', free: false },
        ],
      },
      {
        name: 'Unsupervised Learning',
        duration: '57m',
        lectures: [
          { title: 'K-means clustering', duration: '15:45', free: false },
          { title: 'Dimensionality reduction with PCA', duration: '16:55', free: false },
          { title: 'Project: customer segmentation', duration: '24:10', free: false },
        ],
      },
      {
        name: 'From Notebook to Production',
        duration: '59m',
        lectures: [
          { title: 'Pipelines and reproducible preprocessing', duration: '14:20', free: false },
          { title: 'Saving and versioning models', duration: '10:40', free: false },
          { title: 'Serving a model with FastAPI', duration: '21:25', free: false },
          { title: 'Monitoring models after launch', duration: '12:35', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'How much maths do I need?',
        answer:
          'School-level algebra is enough to start. We explain the required statistics and linear algebra inside the course, always with visuals first.',
      },
      {
        question: 'Do I need to know Python?',
        answer:
          'Yes, you should be comfortable with basic Python. If you are not, take Python Foundations for Beginners first.',
      },
      {
        question: 'Will we cover deep learning?',
        answer:
          'This course focuses on classical machine learning. Neural networks and generative AI are covered in our upcoming Deep Learning and Generative AI course.',
      },
      {
        question: 'Is there mentor support?',
        answer:
          'Yes. You can ask doubts in weekly live sessions and get feedback on every project submission.',
      },
    ],
    reviews: [
      {
        name: 'Aditya Verma',
        comment:
          'Best ML course I have taken, and I have tried many. Vikram sir explains the intuition so well that the maths stops being scary.',
        rating: 5,
        date: '2025-01-18',
      },
      {
        name: 'Pooja Nambiar',
        comment:
          'The loan default project was very close to what I was asked in my interview at a fintech company. Highly recommended.',
        rating: 5,
        date: '2025-04-07',
      },
      {
        name: 'Siddharth Jain',
        comment: 'Content is great. Some lectures are long, so keep the notes handy.',
        rating: 4,
        date: '2025-07-23',
      },
      {
        name: 'Ayesha Khan',
        comment: 'Loved the deployment chapter. Finally I have a live project link on my resume.',
        rating: 5,
        date: '2025-10-15',
      },
      {
        name: 'Manoj Kumar',
        comment:
          'Good course, the weekly live doubt sessions were very helpful for a working professional like me.',
        rating: 4,
        date: '2026-03-02',
      },
      {
        name: 'Tanvi Deshpande',
        comment: 'Clear, structured and honest about what each algorithm can and cannot do.',
        rating: 5,
        date: '2026-06-11',
      },
    ],
    roadmap: [
      {
        title: 'Understand the fundamentals',
        description: 'Learn how models learn from data and how to avoid overfitting.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Supervised learning',
        description: 'Build regression and classification models on real datasets.',
        icon: '/images/roadmap/brain.svg',
      },
      {
        title: 'Unsupervised learning',
        description: 'Discover structure in data with clustering and PCA.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Hands-on projects',
        description: 'Complete five projects, each reviewed by a mentor.',
        icon: '/images/roadmap/project.svg',
      },
      {
        title: 'Deploy your model',
        description: 'Serve a model behind an API and share a live demo.',
        icon: '/images/roadmap/code.svg',
      },
    ],
  },
  {
    title: 'Deep Learning and Generative AI',
    subject: 'Machine Learning',
    status: 'coming soon',
    thumbnail: '/images/courses/deep-learning-generative-ai.svg',
    coverPhoto: '/images/courses/deep-learning-generative-ai.svg',
    review: 5,
    description: [
      'Neural networks from scratch to transformers',
      'Build with PyTorch and open-source language models',
      'Retrieval-augmented generation and prompt design',
      'Capstone: ship your own AI assistant',
    ],
    realPrice: 24999,
    discountedPrice: 9999,
    detailDescription:
      'Go beyond classical machine learning and understand the models behind modern AI. From simple neural networks to transformers and retrieval-augmented generation, you will build every piece yourself.',
    duration: '16 weeks',
    overview:
      'This upcoming programme builds on Machine Learning A–Z and takes you into deep learning and generative AI. You will start by implementing a neural network from scratch to understand backpropagation, then move to PyTorch for convolutional networks, sequence models and transformers. The second half focuses on working with open-source language models: tokenisation, embeddings, fine-tuning, prompt design and retrieval-augmented generation. The capstone is an AI assistant grounded in your own documents, deployed so that recruiters can try it.',
    whatYouWillLearn: [
      'Implement and train neural networks from first principles',
      'Build image and text models with PyTorch',
      'Understand attention and the transformer architecture',
      'Fine-tune open-source language models on a budget',
      'Build retrieval-augmented generation pipelines',
      'Evaluate and deploy generative AI applications responsibly',
    ],
    instructorKey: 'vikram-iyer',
    students: 0,
    chapters: [
      {
        name: 'Neural Network Foundations',
        duration: '50m',
        lectures: [
          { title: 'From linear models to neurons', duration: '12:30', free: true },
          { title: 'Backpropagation by hand', duration: '19:45', free: false },
          { title: 'Training loops in PyTorch', duration: '17:20', free: false },
        ],
      },
      {
        name: 'Transformers and Language Models',
        duration: '1h 1m',
        lectures: [
          { title: 'Attention is all you need, explained', duration: '21:10', free: false },
          { title: 'Tokenisation and embeddings', duration: '15:35', free: false },
          { title: 'Retrieval-augmented generation', duration: '23:50', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'When will this course launch?',
        answer:
          'We are recording the final modules now. Subscribe to the newsletter and you will be the first to know the launch date and price.',
      },
      {
        question: 'What are the prerequisites?',
        answer:
          'Comfort with Python and the core ideas from Machine Learning A–Z, such as train/test splits, loss functions and evaluation metrics.',
      },
      {
        question: 'Do I need a GPU?',
        answer:
          'No. All heavy training runs on free cloud notebooks, and we show you how to work within their limits.',
      },
    ],
    reviews: [],
    roadmap: [
      {
        title: 'Neural network basics',
        description: 'Build and train a network from scratch to understand every step.',
        icon: '/images/roadmap/brain.svg',
      },
      {
        title: 'Deep learning with PyTorch',
        description: 'Train image and sequence models with modern tooling.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Generative AI in practice',
        description: 'Work with language models, embeddings and retrieval pipelines.',
        icon: '/images/roadmap/project.svg',
      },
    ],
  },

  // ──────────────────────────────── Python ────────────────────────────────
  {
    title: 'Python Foundations for Beginners',
    subject: 'Python',
    status: 'published',
    thumbnail: '/images/courses/python-foundations.svg',
    coverPhoto: '/images/courses/python-foundations.svg',
    review: 5,
    description: [
      'Zero to confident Python in six weeks',
      'Short lessons with a coding exercise after each one',
      'Explained in simple English with Hindi subtitles',
      'Ideal first step for data science and development',
    ],
    realPrice: 4999,
    discountedPrice: 1499,
    detailDescription:
      'The friendliest way to learn your first programming language. Starting from installing Python, you will write real programs every week and finish by building a small command-line expense tracker.',
    duration: '6 weeks',
    overview:
      'Python Foundations is designed for college students, career switchers and anyone who has never written a line of code. Lessons are short and practical: every concept is followed immediately by an exercise in the browser, so you learn by doing rather than by watching. You will cover variables, data types, conditions, loops, functions, lists and dictionaries, files and error handling, and you will get a gentle introduction to object-oriented programming. By the end you will have built a command-line expense tracker and will be ready to move on to data science, automation or web development with Python.',
    whatYouWillLearn: [
      'Install Python and write programs in VS Code',
      'Use variables, conditions and loops to solve problems',
      'Write reusable functions and organise code into modules',
      'Work with lists, dictionaries, sets and tuples',
      'Read and write files and handle errors gracefully',
      'Understand the basics of classes and objects',
    ],
    instructorKey: 'rohan-mehta',
    students: 3020,
    chapters: [
      {
        name: 'Welcome to Python',
        duration: '41m',
        lectures: [
          { title: 'Why Python is a great first language', duration: '06:40', free: true },
          { title: 'Installing Python and VS Code', duration: '11:25', free: false },
          { title: 'Your first program: hello, Pathshala', duration: '08:15', free: false },
          { title: 'Variables and data types', duration: '14:50', free: false },
        ],
      },
      {
        name: 'Making Decisions and Repeating Work',
        duration: '53m',
        lectures: [
          { title: 'if, elif and else', duration: '12:35', free: false },
          { title: 'while loops', duration: '10:20', free: false },
          { title: 'for loops and range', duration: '13:45', free: false },
          { title: 'Practice: a number guessing game', duration: '16:30', free: false },
        ],
      },
      {
        name: 'Functions and Collections',
        duration: '49m',
        lectures: [
          { title: 'Defining and calling functions', duration: '15:10', free: false },
          { title: 'Lists and list comprehensions', duration: '17:05', free: false },
          { title: 'Dictionaries, sets and tuples', duration: '16:45', free: false },
        ],
      },
      {
        name: 'Files, Errors and Your First Project',
        duration: '1h 10m',
        lectures: [
          { title: 'Reading and writing files', duration: '13:20', free: false },
          { title: 'Handling exceptions', duration: '11:55', free: false },
          { title: 'A gentle introduction to classes', duration: '18:25', free: false },
          { title: 'Project: command-line expense tracker', duration: '26:40', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'I have never coded before. Is this course for me?',
        answer:
          'Absolutely. This course assumes no prior knowledge and starts from installing Python on your laptop.',
      },
      {
        question: 'Can I follow the course on a low-end laptop?',
        answer:
          'Yes. Python and VS Code run comfortably on a laptop with 4 GB RAM. You can also use the in-browser exercises from any device.',
      },
      {
        question: 'What should I learn after this course?',
        answer:
          'You can continue with Data Science with Python and Pandas, Python for Automation and Scripting, or our web development tracks.',
      },
    ],
    reviews: [
      {
        name: 'Ankit Yadav',
        comment:
          'I am from a mechanical background and was scared of coding. Rohan sir made it so simple. Now I write small scripts at work.',
        rating: 5,
        date: '2025-02-03',
      },
      {
        name: 'Shreya Chatterjee',
        comment: 'Short videos, lots of practice. Perfect for a first-year student like me.',
        rating: 5,
        date: '2025-06-28',
      },
      {
        name: 'Vivek Pandey',
        comment: 'Good for beginners. If you already know another language, you can finish it in a week.',
        rating: 4,
        date: '2025-09-05',
      },
      {
        name: 'Lakshmi Subramanian',
        comment:
          'The expense tracker project gave me a lot of confidence. Hindi subtitles are a nice touch for my friends.',
        rating: 5,
        date: '2026-01-22',
      },
      {
        name: 'Gaurav Singh',
        comment: 'Value for money. Would love a few more practice questions in the functions chapter.',
        rating: 4,
        date: '2026-04-16',
      },
    ],
    roadmap: [
      {
        title: 'Set up and say hello',
        description: 'Install Python and write your very first program.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Core programming skills',
        description: 'Master conditions, loops, functions and collections with daily practice.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Build your first project',
        description: 'Create a command-line expense tracker from scratch.',
        icon: '/images/roadmap/project.svg',
      },
    ],
  },
  {
    title: 'Python for Automation and Scripting',
    subject: 'Python',
    status: 'published',
    thumbnail: '/images/courses/python-automation.svg',
    coverPhoto: '/images/courses/python-automation.svg',
    review: 4,
    description: [
      'Automate Excel reports, emails and file chores',
      'Scrape websites and call REST APIs',
      'Schedule scripts to run on their own',
      'Save hours of repetitive work every week',
    ],
    realPrice: 6999,
    discountedPrice: 2499,
    detailDescription:
      'Put Python to work on the boring parts of your job. You will automate spreadsheets, emails, PDFs, web data and folder clean-ups, and schedule everything to run without you.',
    duration: '5 weeks',
    overview:
      'Most office work still involves copying numbers between spreadsheets, renaming files and sending the same email every Monday. In this course you will learn to hand those tasks to Python. We start with the standard library for working with files and folders, then move on to openpyxl and pandas for Excel reports, smtplib for emails, PDF handling, web scraping with requests and BeautifulSoup, and calling REST APIs. Finally you will package your scripts with a simple command-line interface and schedule them with cron or Windows Task Scheduler, so that your reports are ready before you reach the office.',
    whatYouWillLearn: [
      'Organise, rename and back up files automatically',
      'Generate and format Excel reports with Python',
      'Send personalised emails with attachments',
      'Extract data from PDFs and websites',
      'Work with JSON and REST APIs',
      'Schedule scripts and build simple command-line tools',
    ],
    instructorKey: 'rohan-mehta',
    students: 1240,
    chapters: [
      {
        name: 'Automation Mindset and Files',
        duration: '36m',
        lectures: [
          { title: 'Spotting tasks worth automating', duration: '07:55', free: true },
          { title: 'Working with paths using pathlib', duration: '12:40', free: false },
          { title: 'Bulk renaming and organising folders', duration: '15:15', free: false },
        ],
      },
      {
        name: 'Excel, PDFs and Email',
        duration: '1h 8m',
        lectures: [
          { title: 'Reading and writing Excel with openpyxl', duration: '18:20', free: false },
          { title: 'Monthly sales report with pandas', duration: '21:05', free: false },
          { title: 'Extracting text and tables from PDFs', duration: '14:30', free: false },
          { title: 'Sending emails with attachments', duration: '13:45', free: false },
        ],
      },
      {
        name: 'Web Data and APIs',
        duration: '57m',
        lectures: [
          { title: 'HTTP requests and JSON', duration: '12:50', free: false },
          { title: 'Scraping pages with BeautifulSoup', duration: '19:35', free: false },
          { title: 'Working with public REST APIs', duration: '16:10', free: false },
          { title: 'Scraping responsibly', duration: '08:25', free: false },
        ],
      },
      {
        name: 'Scheduling and Packaging',
        duration: '1h',
        lectures: [
          { title: 'Command-line tools with argparse', duration: '13:15', free: false },
          { title: 'Scheduling with cron and Task Scheduler', duration: '11:40', free: false },
          { title: 'Logging and error alerts', duration: '10:55', free: false },
          { title: 'Project: automated weekly report', duration: '24:30', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know Python already?',
        answer:
          'You should know the basics: variables, loops, functions and lists. Python Foundations for Beginners covers all of this.',
      },
      {
        question: 'Will the scripts work on Windows?',
        answer:
          'Yes. Every lesson is demonstrated on Windows, with notes for macOS and Linux where anything differs.',
      },
      {
        question: 'Can I automate tasks for my own office?',
        answer:
          'That is the idea. In the final project you pick a real task from your work or college and automate it with mentor guidance.',
      },
    ],
    reviews: [
      {
        name: 'Nikhil Agarwal',
        comment:
          'My Monday reporting used to take three hours. Now a script does it while I have chai. Worth every rupee.',
        rating: 5,
        date: '2025-04-25',
      },
      {
        name: 'Meera Pillai',
        comment: 'Practical course. The web scraping section could go a bit deeper, but overall very useful.',
        rating: 4,
        date: '2025-08-08',
      },
      {
        name: 'Abhishek Tiwari',
        comment: 'Good examples, especially the Excel chapter. Some audio in chapter 3 is a bit low.',
        rating: 3,
        date: '2025-12-01',
      },
      {
        name: 'Fatima Sheikh',
        comment: 'I automated our college fest registrations with what I learnt here. Very happy.',
        rating: 5,
        date: '2026-05-19',
      },
    ],
    roadmap: [
      {
        title: 'Automate your files',
        description: 'Rename, sort and back up files and folders with a few lines of code.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Office automation',
        description: 'Generate Excel reports, read PDFs and send emails automatically.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Web data and APIs',
        description: 'Collect data from websites and services without copy-paste.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Automate a real task',
        description: 'Pick a chore from your work or college and hand it over to Python.',
        icon: '/images/roadmap/project.svg',
      },
    ],
  },

  // ──────────────────────────────── UI/UX ────────────────────────────────
  {
    title: 'UI/UX Design Masterclass',
    subject: 'UI/UX',
    status: 'published',
    thumbnail: '/images/courses/ui-ux-design-masterclass.svg',
    coverPhoto: '/images/courses/ui-ux-design-masterclass.svg',
    review: 5,
    description: [
      'User research, wireframing and prototyping',
      'Visual design: typography, colour and layout',
      'Usability testing with real users',
      'Three case studies for your design portfolio',
    ],
    realPrice: 14999,
    discountedPrice: 5999,
    detailDescription:
      'Learn the complete product design process used by modern product teams. From interviewing users to testing high-fidelity prototypes, you will design three apps and turn them into portfolio case studies.',
    duration: '12 weeks',
    overview:
      'Good design is not about making screens pretty; it is about solving the right problem for the right people. This masterclass walks you through the full design process: understanding users through interviews and surveys, defining problems, mapping user journeys, sketching and wireframing, and then building polished, interactive prototypes in Figma. You will learn the visual fundamentals of typography, colour, spacing and grids, and you will run usability tests to improve your designs with evidence. Throughout the course you will work on three projects inspired by Indian products, such as a vernacular grocery app, and you will finish with a portfolio that tells the story behind each design decision.',
    whatYouWillLearn: [
      'Plan and conduct user interviews and surveys',
      'Create personas, journey maps and problem statements',
      'Sketch, wireframe and build interactive prototypes in Figma',
      'Apply typography, colour and layout principles',
      'Design accessible interfaces for diverse users',
      'Run usability tests and iterate on feedback',
      'Present your work as compelling portfolio case studies',
    ],
    instructorKey: 'sneha-kulkarni',
    students: 1870,
    chapters: [
      {
        name: 'Design Thinking and Research',
        duration: '55m',
        lectures: [
          { title: 'What UI and UX designers really do', duration: '09:35', free: true },
          { title: 'The design thinking process', duration: '12:20', free: false },
          { title: 'Planning and running user interviews', duration: '17:45', free: false },
          { title: 'Personas and journey maps', duration: '14:55', free: false },
        ],
      },
      {
        name: 'Wireframing and Information Architecture',
        duration: '45m',
        lectures: [
          { title: 'Sketching ideas quickly', duration: '10:15', free: false },
          { title: 'Information architecture and user flows', duration: '15:40', free: false },
          { title: 'Low-fidelity wireframes in Figma', duration: '19:25', free: false },
        ],
      },
      {
        name: 'Visual Design Fundamentals',
        duration: '58m',
        lectures: [
          { title: 'Typography that reads well on mobile', duration: '16:05', free: false },
          { title: 'Colour, contrast and accessibility', duration: '15:30', free: false },
          { title: 'Spacing, grids and layout', duration: '13:50', free: false },
          { title: 'Designing for Indian languages', duration: '12:45', free: false },
        ],
      },
      {
        name: 'Prototyping and Testing',
        duration: '44m',
        lectures: [
          { title: 'Interactive prototypes and smart animate', duration: '18:10', free: false },
          { title: 'Running a usability test', duration: '14:40', free: false },
          { title: 'Iterating on feedback', duration: '11:20', free: false },
        ],
      },
      {
        name: 'Building Your Portfolio',
        duration: '41m',
        lectures: [
          { title: 'Anatomy of a great case study', duration: '13:25', free: false },
          { title: 'Writing about your design decisions', duration: '10:50', free: false },
          { title: 'Preparing for design interviews', duration: '16:35', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know how to draw?',
        answer:
          'Not at all. UI/UX design is about problem solving. Simple boxes and arrows are all the sketching you will need.',
      },
      {
        question: 'Which tools will I use?',
        answer:
          'We use Figma, which is free for individuals. A FigJam board is used for research and brainstorming.',
      },
      {
        question: 'Is this useful for developers?',
        answer:
          'Yes. Many frontend developers take this course to collaborate better with designers and to build more usable products.',
      },
      {
        question: 'Will I get feedback on my designs?',
        answer:
          'Every project gets a written review from a mentor, and you can join live design critique sessions twice a month.',
      },
    ],
    reviews: [
      {
        name: 'Riya Kapoor',
        comment:
          'Sneha ma’am’s feedback on my case study was incredibly detailed. I landed a product design internship two months later.',
        rating: 5,
        date: '2025-03-09',
      },
      {
        name: 'Aman Khurana',
        comment: 'Loved the chapter on designing for Indian languages. Nobody else teaches this.',
        rating: 5,
        date: '2025-07-14',
      },
      {
        name: 'Nandini Rao',
        comment:
          'Very complete course. The research chapter is the strongest. Prototyping part could have more examples.',
        rating: 4,
        date: '2025-10-03',
      },
      {
        name: 'Yash Thakur',
        comment:
          'I came from graphic design and this course helped me think like a product designer. Great mentors.',
        rating: 5,
        date: '2026-02-26',
      },
      {
        name: 'Kavya Hegde',
        comment:
          'The live critique sessions are gold. Slightly expensive, but the discount made it worth it.',
        rating: 4,
        date: '2026-07-05',
      },
    ],
    roadmap: [
      {
        title: 'Understand your users',
        description: 'Learn to research, interview and empathise with real users.',
        icon: '/images/roadmap/users.svg',
      },
      {
        title: 'Shape the solution',
        description: 'Map flows and create wireframes that solve the right problem.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Design with polish',
        description: 'Apply typography, colour and layout to craft beautiful interfaces.',
        icon: '/images/roadmap/project.svg',
      },
      {
        title: 'Test and iterate',
        description: 'Validate your prototypes with users and improve them with evidence.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Build your portfolio',
        description: 'Turn three projects into case studies that impress hiring managers.',
        icon: '/images/roadmap/trophy.svg',
      },
    ],
  },
  {
    title: 'Figma and Design Systems',
    subject: 'UI/UX',
    status: 'published',
    thumbnail: '/images/courses/figma-design-systems.svg',
    coverPhoto: '/images/courses/figma-design-systems.svg',
    review: 4,
    description: [
      'Master auto layout, components and variants',
      'Build a scalable design system from scratch',
      'Design tokens, theming and dark mode',
      'Smooth handoff to developers',
    ],
    realPrice: 8999,
    discountedPrice: 3499,
    detailDescription:
      'Work faster and more consistently in Figma by building your own design system. You will create tokens, components and documentation that a real product team could adopt.',
    duration: '6 weeks',
    overview:
      'As products grow, inconsistent buttons and one-off colours slow everyone down. This course teaches you to think in systems. You will start with Figma power features such as auto layout, constraints, components, variants and variables, then use them to build a complete design system: colour and typography tokens, spacing scales, a component library with documentation, and light and dark themes. We also cover how design systems are maintained in real teams, how to version them, and how to hand off designs so developers can implement them exactly. By the end you will have a polished, published design system file to showcase in your portfolio.',
    whatYouWillLearn: [
      'Use auto layout and constraints for responsive designs',
      'Build components with variants and properties',
      'Define colour, type and spacing tokens with variables',
      'Create light and dark themes from a single source',
      'Document components so teams can use them correctly',
      'Prepare clean developer handoff with Dev Mode',
    ],
    instructorKey: 'sneha-kulkarni',
    students: 960,
    chapters: [
      {
        name: 'Figma Power Features',
        duration: '55m',
        lectures: [
          { title: 'Why design systems matter', duration: '08:30', free: true },
          { title: 'Auto layout in depth', duration: '18:45', free: false },
          { title: 'Constraints and responsive frames', duration: '12:15', free: false },
          { title: 'Components, instances and overrides', duration: '15:50', free: false },
        ],
      },
      {
        name: 'Foundations and Tokens',
        duration: '59m',
        lectures: [
          { title: 'Colour palettes and semantic tokens', duration: '16:25', free: false },
          { title: 'Type scales and text styles', duration: '13:10', free: false },
          { title: 'Spacing, radius and elevation', duration: '11:35', free: false },
          { title: 'Theming and dark mode with variables', duration: '17:40', free: false },
        ],
      },
      {
        name: 'Building the Component Library',
        duration: '1h 4m',
        lectures: [
          { title: 'Buttons, inputs and form controls', duration: '19:20', free: false },
          { title: 'Cards, lists and navigation', duration: '17:05', free: false },
          { title: 'Variants and component properties', duration: '14:45', free: false },
          { title: 'Documenting usage guidelines', duration: '12:30', free: false },
        ],
      },
      {
        name: 'Handoff and Maintenance',
        duration: '52m',
        lectures: [
          { title: 'Developer handoff with Dev Mode', duration: '13:55', free: false },
          { title: 'Versioning and publishing libraries', duration: '10:40', free: false },
          { title: 'Project: a design system for a food delivery app', duration: '27:20', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is this course for beginners?',
        answer:
          'You should already know basic Figma, such as frames, shapes and text. If you are new to design, start with the UI/UX Design Masterclass.',
      },
      {
        question: 'Do I need a paid Figma plan?',
        answer:
          'No. Everything in the course can be done on the free plan, although we point out the features that need a paid team plan.',
      },
      {
        question: 'Will developers find this useful?',
        answer:
          'Yes. Frontend developers who work with design systems will understand how tokens and components map to code.',
      },
    ],
    reviews: [
      {
        name: 'Sanjana Iyer',
        comment: 'Auto layout finally makes sense! My files are so much cleaner now.',
        rating: 5,
        date: '2025-05-11',
      },
      {
        name: 'Rohit Malhotra',
        comment: 'Good depth on tokens and theming. The handoff chapter is short but useful.',
        rating: 4,
        date: '2025-09-29',
      },
      {
        name: 'Anjali Mishra',
        comment:
          'Nice course, though a couple of lectures use an older Figma interface. The concepts are still correct.',
        rating: 3,
        date: '2026-01-15',
      },
      {
        name: 'Deepak Choudhary',
        comment: 'The food delivery design system project is now the highlight of my portfolio.',
        rating: 5,
        date: '2026-06-23',
      },
    ],
    roadmap: [
      {
        title: 'Master Figma',
        description: 'Get fluent with auto layout, constraints and components.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Define the foundations',
        description: 'Create colour, type and spacing tokens with themes.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Build the library',
        description: 'Design and document a complete set of reusable components.',
        icon: '/images/roadmap/project.svg',
      },
      {
        title: 'Collaborate with developers',
        description: 'Hand off designs that engineers can implement pixel-perfect.',
        icon: '/images/roadmap/users.svg',
      },
    ],
  },

  // ───────────────────────── Frontend Development ─────────────────────────
  {
    title: 'React and Modern Frontend',
    subject: 'Frontend Development',
    status: 'published',
    thumbnail: '/images/courses/react-modern-frontend.svg',
    coverPhoto: '/images/courses/react-modern-frontend.svg',
    review: 5,
    description: [
      'React with hooks, TypeScript and Vite',
      'Routing, data fetching and state management',
      'Tailwind CSS and accessible components',
      'Testing and deploying production apps',
    ],
    realPrice: 11999,
    discountedPrice: 4499,
    detailDescription:
      'Build fast, modern web apps the way product companies do. You will learn React with TypeScript, manage state and server data properly, and deploy a polished project you can show in interviews.',
    duration: '10 weeks',
    overview:
      'React is the most in-demand frontend skill in Indian job listings, but many courses stop at toy counters and to-do lists. This course teaches React as it is used in real teams today. You will set up projects with Vite and TypeScript, think in components, manage local and global state, fetch and cache server data, build routing with nested layouts, and style everything with Tailwind CSS while keeping it accessible. You will also learn to test components, measure performance and deploy to the cloud. The final project is a movie-booking app with authentication, search and a seat picker, built step by step with code reviews from your mentor.',
    whatYouWillLearn: [
      'Think in components and manage props and state cleanly',
      'Use hooks, including writing your own custom hooks',
      'Add TypeScript to React for safer code',
      'Fetch, cache and update server data',
      'Build multi-page apps with client-side routing',
      'Style responsive, accessible interfaces with Tailwind CSS',
      'Test and deploy a production-ready React app',
    ],
    instructorKey: 'arjun-nair',
    students: 2460,
    chapters: [
      {
        name: 'React Fundamentals',
        duration: '58m',
        lectures: [
          { title: 'Why React, and how it renders', duration: '10:50', free: true },
          { title: 'Project setup with Vite and TypeScript', duration: '12:25', free: false },
          { title: 'Components, props and JSX', duration: '16:40', free: false },
          { title: 'State and events with useState', duration: '18:15', free: false },
        ],
      },
      {
        name: 'Hooks and State Management',
        duration: '1h 3m',
        lectures: [
          { title: 'Side effects with useEffect', duration: '17:30', free: false },
          { title: 'Context and useReducer', duration: '19:05', free: false },
          { title: 'Writing custom hooks', duration: '14:20', free: false },
          { title: 'When to reach for a state library', duration: '11:45', free: false },
        ],
      },
      {
        name: 'Data, Routing and Styling',
        duration: '1h 7m',
        lectures: [
          { title: 'Fetching and caching server data', duration: '20:10', free: false },
          { title: 'Routing with nested layouts', duration: '16:55', free: false },
          { title: 'Tailwind CSS in practice', duration: '15:35', free: false },
          { title: 'Accessible forms and dialogs', duration: '14:05', free: false },
        ],
      },
      {
        name: 'Shipping to Production',
        duration: '1h 18m',
        lectures: [
          { title: 'Testing components', duration: '16:15', free: false },
          { title: 'Performance and code splitting', duration: '13:30', free: false },
          { title: 'Deploying to the cloud', duration: '09:55', free: false },
          { title: 'Project: movie-booking app', duration: '38:20', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know JavaScript first?',
        answer:
          'Yes. You should be comfortable with modern JavaScript, including arrow functions, arrays, objects and promises. JavaScript Essentials for the Web covers all of this.',
      },
      {
        question: 'Is TypeScript mandatory?',
        answer:
          'We use TypeScript throughout because most companies now expect it, but we introduce it gently and explain every type we write.',
      },
      {
        question: 'Will this prepare me for frontend interviews?',
        answer:
          'The course includes common React interview questions, and the final project is reviewed by a mentor so you can discuss it confidently.',
      },
    ],
    reviews: [
      {
        name: 'Varun Saxena',
        comment:
          'Finally a React course that uses TypeScript properly. The movie-booking project is very close to real work.',
        rating: 5,
        date: '2025-02-14',
      },
      {
        name: 'Sneha Reddy',
        comment:
          'Arjun sir’s code reviews taught me more than any tutorial. Got placed as a frontend developer!',
        rating: 5,
        date: '2025-06-20',
      },
      {
        name: 'Kunal Bhatt',
        comment: 'Very good course. The state management chapter is excellent. Testing part could be longer.',
        rating: 4,
        date: '2025-09-17',
      },
      {
        name: 'Aparna Krishnan',
        comment: 'Clear explanations of useEffect. I used to write so many bugs with it before.',
        rating: 5,
        date: '2025-12-12',
      },
      {
        name: 'Prateek Goel',
        comment: 'Solid content and good pace. Would recommend to anyone with basic JavaScript.',
        rating: 4,
        date: '2026-03-28',
      },
      {
        name: 'Zoya Ansari',
        comment:
          'The accessibility lessons were an eye-opener. My interviewer was impressed that I knew about them.',
        rating: 5,
        date: '2026-08-04',
      },
    ],
    roadmap: [
      {
        title: 'React fundamentals',
        description: 'Components, props and state with a modern Vite and TypeScript setup.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Hooks and state',
        description: 'Manage complex state with hooks, context and reducers.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Real-world features',
        description: 'Add routing, data fetching and responsive styling.',
        icon: '/images/roadmap/project.svg',
      },
      {
        title: 'Ship it',
        description: 'Test, optimise and deploy your movie-booking app.',
        icon: '/images/roadmap/trophy.svg',
      },
    ],
  },
  {
    title: 'JavaScript Essentials for the Web',
    subject: 'Frontend Development',
    status: 'published',
    thumbnail: '/images/courses/javascript-essentials.svg',
    coverPhoto: '/images/courses/javascript-essentials.svg',
    review: 4,
    description: [
      'Modern JavaScript from the ground up',
      'DOM manipulation and browser events',
      'Async code with promises and async/await',
      'Build three interactive mini-projects',
    ],
    realPrice: 5999,
    discountedPrice: 1999,
    detailDescription:
      'Learn the language of the web properly before jumping into frameworks. This course covers modern JavaScript, the DOM and asynchronous programming through small, satisfying projects.',
    duration: '6 weeks',
    overview:
      'Frameworks come and go, but a strong grasp of JavaScript lasts a whole career. This course covers the language the way it is written today: let and const, arrow functions, destructuring, modules, array methods, classes and closures. You will then learn how JavaScript talks to the browser through the DOM and events, and how to handle asynchronous work with promises, async/await and the Fetch API. Each chapter ends with a mini-project, including a quiz app, a weather dashboard using a public API and a kanban board that saves to local storage, so you finish with both understanding and something to show.',
    whatYouWillLearn: [
      'Write clean, modern ES2023+ JavaScript',
      'Use array methods like map, filter and reduce fluently',
      'Understand scope, closures and the this keyword',
      'Select and update the DOM and handle events',
      'Work with promises, async/await and the Fetch API',
      'Organise code with ES modules',
    ],
    instructorKey: 'arjun-nair',
    students: 1780,
    chapters: [
      {
        name: 'Language Basics',
        duration: '54m',
        lectures: [
          { title: 'How JavaScript runs in the browser', duration: '08:20', free: true },
          { title: 'Variables, types and operators', duration: '13:35', free: false },
          { title: 'Functions and arrow functions', duration: '14:50', free: false },
          { title: 'Objects, arrays and destructuring', duration: '17:25', free: false },
        ],
      },
      {
        name: 'Thinking in JavaScript',
        duration: '59m',
        lectures: [
          { title: 'Array methods: map, filter and reduce', duration: '16:45', free: false },
          { title: 'Scope and closures', duration: '15:10', free: false },
          { title: 'Understanding this', duration: '12:40', free: false },
          { title: 'Classes and modules', duration: '14:15', free: false },
        ],
      },
      {
        name: 'The DOM and Events',
        duration: '52m',
        lectures: [
          { title: 'Selecting and updating elements', duration: '13:05', free: false },
          { title: 'Events and event delegation', duration: '15:55', free: false },
          { title: 'Project: quiz app', duration: '22:30', free: false },
        ],
      },
      {
        name: 'Asynchronous JavaScript',
        duration: '1h 10m',
        lectures: [
          { title: 'The event loop, visualised', duration: '11:50', free: false },
          { title: 'Promises and async/await', duration: '18:35', free: false },
          { title: 'Fetching data from APIs', duration: '14:25', free: false },
          { title: 'Project: weather dashboard', duration: '25:40', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know HTML and CSS?',
        answer:
          'Basic HTML and CSS will help you follow the DOM chapters. HTML, CSS and Responsive Web Design is a good companion course.',
      },
      {
        question: 'Is this enough to start learning React?',
        answer: 'Yes. This course is designed as the direct prerequisite for React and Modern Frontend.',
      },
      {
        question: 'Are there coding exercises?',
        answer:
          'Every lecture has a short exercise, and every chapter ends with a mini-project reviewed by a mentor.',
      },
    ],
    reviews: [
      {
        name: 'Arpit Sinha',
        comment: 'Closures and the event loop explained better than anywhere else I have seen.',
        rating: 5,
        date: '2025-03-27',
      },
      {
        name: 'Bhavana Reddy',
        comment:
          'Good course for beginners. The projects are fun but I wanted one bigger project at the end.',
        rating: 4,
        date: '2025-08-02',
      },
      {
        name: 'Imran Qureshi',
        comment: 'Helped me clear the JavaScript round in my campus placement. Thanks Arjun sir.',
        rating: 5,
        date: '2025-11-18',
      },
      {
        name: 'Ritika Saini',
        comment: 'Content is good but the pace in the async chapter is a little fast. Rewatching helped.',
        rating: 3,
        date: '2026-04-07',
      },
    ],
    roadmap: [
      {
        title: 'Learn the language',
        description: 'Variables, functions, objects and arrays in modern JavaScript.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Think like a JavaScript developer',
        description: 'Master closures, array methods and modules.',
        icon: '/images/roadmap/brain.svg',
      },
      {
        title: 'Bring pages to life',
        description: 'Manipulate the DOM and handle user events.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Go asynchronous',
        description: 'Fetch live data and build a weather dashboard.',
        icon: '/images/roadmap/project.svg',
      },
    ],
  },

  // ───────────────────────── Backend Development ─────────────────────────
  {
    title: 'Node.js and Express Backend',
    subject: 'Backend Development',
    status: 'published',
    thumbnail: '/images/courses/nodejs-express-backend.svg',
    coverPhoto: '/images/courses/nodejs-express-backend.svg',
    review: 5,
    description: [
      'Build REST APIs with Node.js and Express',
      'PostgreSQL, authentication and authorisation',
      'Validation, error handling and testing',
      'Deploy a production-ready API',
    ],
    realPrice: 11999,
    discountedPrice: 4999,
    detailDescription:
      'Learn to build secure, well-structured backend services with Node.js. You will design REST APIs, connect them to a database, add authentication and deploy a complete e-commerce backend.',
    duration: '10 weeks',
    overview:
      'Backend development is where business logic lives, and companies look for engineers who can build APIs that are correct, secure and easy to maintain. In this course you will learn how Node.js works under the hood, build REST APIs with Express, and connect them to PostgreSQL using a modern query builder. You will implement signup and login with hashed passwords and JSON Web Tokens, protect routes with role-based access, validate input, handle errors consistently and write automated tests. The final project is an e-commerce backend with products, carts, orders and payment webhooks, deployed to the cloud with environment-based configuration and logging.',
    whatYouWillLearn: [
      'Understand the Node.js event loop and module system',
      'Design clean REST APIs with Express',
      'Model data and write queries for PostgreSQL',
      'Implement authentication with JWT and secure cookies',
      'Validate input and handle errors consistently',
      'Write integration tests for your API',
      'Deploy and monitor a Node.js service',
    ],
    instructorKey: 'farhan-siddiqui',
    students: 2210,
    chapters: [
      {
        name: 'Node.js Fundamentals',
        duration: '37m',
        lectures: [
          { title: 'What happens when you hit an API', duration: '09:45', free: true },
          { title: 'The Node.js runtime and event loop', duration: '14:30', free: false },
          { title: 'Modules, npm and project structure', duration: '12:55', free: false },
        ],
      },
      {
        name: 'Building REST APIs with Express',
        duration: '59m',
        lectures: [
          { title: 'Routes, controllers and middleware', duration: '18:20', free: false },
          { title: 'Designing resource-oriented endpoints', duration: '15:45', free: false },
          { title: 'Validation with schemas', duration: '13:10', free: false },
          { title: 'Centralised error handling', duration: '11:35', free: false },
        ],
      },
      {
        name: 'Databases and Authentication',
        duration: '1h 12m',
        lectures: [
          { title: 'Relational modelling with PostgreSQL', duration: '19:40', free: false },
          { title: 'Queries, migrations and transactions', duration: '21:15', free: false },
          { title: 'Password hashing and JWT login', duration: '17:50', free: false },
          { title: 'Role-based access control', duration: '13:25', free: false },
        ],
      },
      {
        name: 'Testing and Deployment',
        duration: '1h 20m',
        lectures: [
          { title: 'Integration testing your API', duration: '16:05', free: false },
          { title: 'Configuration, logging and secrets', duration: '12:20', free: false },
          { title: 'Deploying to the cloud', duration: '14:45', free: false },
          { title: 'Project: e-commerce backend', duration: '36:30', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'What should I know before starting?',
        answer: 'You should be comfortable with JavaScript, including functions, objects and async/await.',
      },
      {
        question: 'Why PostgreSQL and not MongoDB?',
        answer:
          'Most product companies use a relational database for core business data, and SQL skills transfer everywhere. We also discuss when a document database is the better fit.',
      },
      {
        question: 'Does the course cover payments?',
        answer:
          'Yes. The final project integrates a payment gateway in test mode, including order creation and webhook verification.',
      },
      {
        question: 'Will I get help when I am stuck?',
        answer: 'Yes. Mentors answer doubts in the community forum and in weekly live sessions.',
      },
    ],
    reviews: [
      {
        name: 'Akash Dubey',
        comment:
          'The best part is how Farhan sir explains why, not just how. My code structure improved a lot after this course.',
        rating: 5,
        date: '2025-01-30',
      },
      {
        name: 'Pallavi Srinivasan',
        comment: 'The authentication chapter is excellent. Finally understood JWTs and cookies properly.',
        rating: 5,
        date: '2025-05-16',
      },
      {
        name: 'Rakesh Yadav',
        comment: 'Good course. I wish there was a little more on caching, but the project is very complete.',
        rating: 4,
        date: '2025-08-27',
      },
      {
        name: 'Simran Kaur',
        comment:
          'Testing was something I always skipped. Now I write tests for every API. Great mentor support.',
        rating: 5,
        date: '2025-12-20',
      },
      {
        name: 'Tarun Bose',
        comment: 'Very practical. The e-commerce backend is now the main project on my resume.',
        rating: 4,
        date: '2026-05-03',
      },
    ],
    roadmap: [
      {
        title: 'Node.js fundamentals',
        description: 'Understand the runtime, the event loop and project structure.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Design REST APIs',
        description: 'Build clean endpoints with validation and error handling.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Data and security',
        description: 'Connect PostgreSQL and add authentication and authorisation.',
        icon: '/images/roadmap/users.svg',
      },
      {
        title: 'Build the capstone',
        description: 'Create and deploy a complete e-commerce backend.',
        icon: '/images/roadmap/project.svg',
      },
    ],
  },
  {
    title: 'System Design for Backend Engineers',
    subject: 'Backend Development',
    status: 'coming soon',
    thumbnail: '/images/courses/system-design-backend.svg',
    coverPhoto: '/images/courses/system-design-backend.svg',
    review: 5,
    description: [
      'Scalability, caching and load balancing',
      'Databases, queues and event-driven design',
      'Case studies of popular Indian-scale apps',
      'Mock system design interviews',
    ],
    realPrice: 15999,
    discountedPrice: 6999,
    detailDescription:
      'Learn to design systems that serve millions of users. This upcoming course covers the building blocks of scalable backends and prepares you for system design interview rounds.',
    duration: '8 weeks',
    overview:
      'System design rounds decide most mid-level and senior backend offers, yet few engineers get to design large systems at work. This course fills that gap. You will learn the core building blocks, including load balancers, caches, databases, replication, sharding, message queues and CDNs, and practise combining them to meet real requirements around scale, latency and cost. Each week includes a case study inspired by products that handle Indian scale, such as a food delivery platform, a ticket booking system during a flash sale and a UPI-style payment flow, followed by a mock interview with feedback.',
    whatYouWillLearn: [
      'Estimate traffic, storage and bandwidth requirements',
      'Choose between SQL and NoSQL databases with clear reasoning',
      'Use caching, replication and sharding to scale',
      'Design asynchronous workflows with message queues',
      'Reason about consistency, availability and failure',
      'Communicate designs clearly in interviews',
    ],
    instructorKey: 'farhan-siddiqui',
    students: 0,
    chapters: [
      {
        name: 'Building Blocks',
        duration: '46m',
        lectures: [
          { title: 'How to approach a system design question', duration: '11:15', free: true },
          { title: 'Load balancers and horizontal scaling', duration: '16:30', free: false },
          { title: 'Caching strategies', duration: '18:05', free: false },
        ],
      },
      {
        name: 'Case Studies',
        duration: '1h 16m',
        lectures: [
          { title: 'Designing a URL shortener', duration: '22:40', free: false },
          { title: 'Designing a ticket booking system for flash sales', duration: '27:25', free: false },
          { title: 'Designing a payments flow', duration: '25:50', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'When will this course be available?',
        answer:
          'The course is in production. Add it to your wishlist or subscribe to the newsletter to hear about the launch first.',
      },
      {
        question: 'Is it suitable for freshers?',
        answer:
          'It is aimed at engineers with some backend experience, but motivated final-year students who have built APIs will also benefit.',
      },
      {
        question: 'Will there be mock interviews?',
        answer: 'Yes. Each case study is followed by a live mock interview slot with written feedback.',
      },
    ],
    reviews: [],
    roadmap: [
      {
        title: 'Learn the building blocks',
        description: 'Load balancers, caches, databases and queues explained simply.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Study real systems',
        description: 'Break down how large-scale products are designed.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Practise mock interviews',
        description: 'Design systems live and receive detailed feedback.',
        icon: '/images/roadmap/users.svg',
      },
    ],
  },

  // ─────────────────────────── Web Development ───────────────────────────
  {
    title: 'Full-Stack Web Development Bootcamp',
    subject: 'Web Development',
    status: 'published',
    thumbnail: '/images/courses/full-stack-web-development-bootcamp.svg',
    coverPhoto: '/images/courses/full-stack-web-development-bootcamp.svg',
    review: 5,
    description: [
      'HTML, CSS, JavaScript, React, Node.js and SQL',
      'Live classes, mentor support and code reviews',
      'Build and deploy four full-stack projects',
      'Placement support with mock interviews',
    ],
    realPrice: 24999,
    discountedPrice: 9999,
    detailDescription:
      'Our most complete programme for becoming a job-ready web developer. Over six months you will learn the full stack, build four deployed projects and prepare for placements with dedicated support.',
    duration: '24 weeks',
    overview:
      'The Full-Stack Web Development Bootcamp is a structured, mentor-led programme for students and career switchers who want to become professional web developers. You will start with the foundations of the web, including HTML, CSS, responsive layouts and JavaScript, then build interactive frontends with React and robust backends with Node.js, Express and PostgreSQL. Along the way you will learn Git, REST API design, authentication and deployment. Every module ends with a project, and the programme culminates in a team capstone where you collaborate like a real product team. In the final weeks, placement preparation covers resumes, LinkedIn, DSA basics and mock technical interviews.',
    whatYouWillLearn: [
      'Build responsive websites with semantic HTML and modern CSS',
      'Write modern JavaScript and use Git and GitHub confidently',
      'Create interactive single-page apps with React',
      'Build REST APIs with Node.js, Express and PostgreSQL',
      'Add authentication, payments and file uploads',
      'Deploy full-stack apps to the cloud',
      'Prepare for technical interviews with mock rounds',
    ],
    instructorKey: 'farhan-siddiqui',
    students: 1420,
    chapters: [
      {
        name: 'Web Foundations',
        duration: '1h 4m',
        lectures: [
          { title: 'How the web works', duration: '10:30', free: true },
          { title: 'Semantic HTML', duration: '15:45', free: true },
          { title: 'CSS layout with Flexbox and Grid', duration: '21:20', free: false },
          { title: 'Git and GitHub for beginners', duration: '16:35', free: false },
        ],
      },
      {
        name: 'JavaScript and the Browser',
        duration: '1h',
        lectures: [
          { title: 'Modern JavaScript essentials', duration: '24:15', free: false },
          { title: 'DOM, events and forms', duration: '18:50', free: false },
          { title: 'Async JavaScript and Fetch', duration: '17:25', free: false },
        ],
      },
      {
        name: 'Frontend with React',
        duration: '1h 34m',
        lectures: [
          { title: 'Components, props and state', duration: '19:40', free: false },
          { title: 'Hooks and data fetching', duration: '22:05', free: false },
          { title: 'Routing and forms', duration: '17:15', free: false },
          { title: 'Project: job board frontend', duration: '34:45', free: false },
        ],
      },
      {
        name: 'Backend with Node.js and SQL',
        duration: '1h 19m',
        lectures: [
          { title: 'Express APIs from scratch', duration: '20:30', free: false },
          { title: 'PostgreSQL and data modelling', duration: '23:10', free: false },
          { title: 'Authentication and sessions', duration: '18:55', free: false },
          { title: 'File uploads and payments', duration: '16:40', free: false },
        ],
      },
      {
        name: 'Capstone and Placement Prep',
        duration: '1h 11m',
        lectures: [
          { title: 'Planning a team capstone', duration: '12:20', free: false },
          { title: 'Deploying a full-stack app', duration: '15:35', free: false },
          { title: 'Resume and LinkedIn for developers', duration: '13:50', free: false },
          { title: 'Mock technical interview walkthrough', duration: '29:05', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is this bootcamp suitable for complete beginners?',
        answer:
          'Yes. We start from the very basics of HTML. What matters most is committing 12 to 15 hours a week for six months.',
      },
      {
        question: 'Are classes live or recorded?',
        answer:
          'Both. Core lessons are recorded so you can learn at your own pace, and there are live doubt-clearing and project sessions every week.',
      },
      {
        question: 'Do you offer placement support?',
        answer:
          'Yes. You get resume and LinkedIn reviews, mock technical interviews and access to our hiring partner network. We do not promise guaranteed jobs, but we prepare you thoroughly.',
      },
      {
        question: 'Can I pay in instalments?',
        answer: 'Yes, no-cost EMI options are available on most major credit cards at checkout.',
      },
    ],
    reviews: [
      {
        name: 'Sourav Das',
        comment:
          'Six months well spent. I moved from a non-IT job to a full-stack developer role. The mentors really care.',
        rating: 5,
        date: '2025-04-12',
      },
      {
        name: 'Kritika Agarwal',
        comment: 'Team capstone felt like a real job. We used pull requests, code reviews and stand-ups.',
        rating: 5,
        date: '2025-07-29',
      },
      {
        name: 'Nitin Chauhan',
        comment:
          'Intense but rewarding. The React module is the best. Backend module is a bit heavy at first.',
        rating: 4,
        date: '2025-10-21',
      },
      {
        name: 'Harini Venkatesh',
        comment:
          'The mock interviews were tougher than my actual interviews, which is exactly what I needed.',
        rating: 5,
        date: '2026-01-31',
      },
      {
        name: 'Mohit Sharma',
        comment: 'Great structure. Sometimes live sessions ran over time, but all the doubts got solved.',
        rating: 4,
        date: '2026-05-14',
      },
      {
        name: 'Asha Thomas',
        comment:
          'I was a homemaker returning to work after five years. This bootcamp gave me my confidence back.',
        rating: 5,
        date: '2026-09-08',
      },
      {
        name: 'Rajat Mehra',
        comment: 'Good value for money compared to other bootcamps. Placement support is genuine.',
        rating: 4,
        date: '2026-10-19',
      },
    ],
    roadmap: [
      {
        title: 'Web foundations',
        description: 'HTML, CSS, Git and the basics of how the web works.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'JavaScript and React',
        description: 'Build interactive frontends with modern tooling.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Backend and databases',
        description: 'Create secure APIs with Node.js, Express and PostgreSQL.',
        icon: '/images/roadmap/chart.svg',
      },
      {
        title: 'Team capstone',
        description: 'Ship a full-stack product with your team, just like at work.',
        icon: '/images/roadmap/users.svg',
      },
      {
        title: 'Placement preparation',
        description: 'Polish your resume and practise with mock technical interviews.',
        icon: '/images/roadmap/trophy.svg',
      },
    ],
  },
  {
    title: 'HTML, CSS and Responsive Web Design',
    subject: 'Web Development',
    status: 'published',
    thumbnail: '/images/courses/html-css-responsive.svg',
    coverPhoto: '/images/courses/html-css-responsive.svg',
    review: 4,
    description: [
      'Semantic HTML and modern CSS from scratch',
      'Flexbox, Grid and mobile-first layouts',
      'Accessibility and performance basics',
      'Build and publish your personal portfolio site',
    ],
    realPrice: 4999,
    discountedPrice: null,
    detailDescription:
      'Everything you need to build beautiful, responsive websites by hand. You will learn HTML and CSS properly and finish by publishing your own portfolio website.',
    duration: '4 weeks',
    overview:
      'Every web developer, designer and even data scientist benefits from knowing how web pages are built. This course starts with semantic HTML and the CSS box model, then teaches modern layout with Flexbox and Grid, responsive design with media queries and fluid units, and polish with transitions and custom properties. Accessibility and performance are woven in from the first lesson rather than tacked on at the end. You will build several small layouts, including a restaurant menu and a product landing page, and finish by designing, building and publishing your own portfolio site for free.',
    whatYouWillLearn: [
      'Structure pages with semantic, accessible HTML',
      'Understand the box model, selectors and specificity',
      'Build layouts with Flexbox and CSS Grid',
      'Design mobile-first with media queries and fluid units',
      'Use custom properties and transitions for polish',
      'Publish a website for free on the internet',
    ],
    instructorKey: 'arjun-nair',
    students: 2890,
    chapters: [
      {
        name: 'HTML Foundations',
        duration: '37m',
        lectures: [
          { title: 'Your first web page', duration: '07:50', free: true },
          { title: 'Semantic elements and page structure', duration: '13:25', free: false },
          { title: 'Links, images and forms', duration: '15:40', free: false },
        ],
      },
      {
        name: 'Styling with CSS',
        duration: '48m',
        lectures: [
          { title: 'Selectors, cascade and specificity', duration: '14:35', free: false },
          { title: 'The box model', duration: '11:20', free: false },
          { title: 'Colours, fonts and custom properties', duration: '12:55', free: false },
          { title: 'Transitions and hover effects', duration: '09:40', free: false },
        ],
      },
      {
        name: 'Modern Layout',
        duration: '58m',
        lectures: [
          { title: 'Flexbox from zero to confident', duration: '18:15', free: false },
          { title: 'CSS Grid for page layouts', duration: '17:30', free: false },
          { title: 'Project: restaurant menu page', duration: '21:45', free: false },
        ],
      },
      {
        name: 'Responsive Design and Publishing',
        duration: '1h 4m',
        lectures: [
          { title: 'Mobile-first design and media queries', duration: '15:05', free: false },
          { title: 'Responsive images and fluid type', duration: '12:10', free: false },
          { title: 'Accessibility checklist', duration: '10:25', free: false },
          { title: 'Project: publish your portfolio site', duration: '26:35', free: false },
        ],
      },
    ],
    faqs: [
      {
        question: 'Why is there no discount on this course?',
        answer:
          'This course is already priced as an affordable starting point for everyone, so it is offered at a single flat price.',
      },
      {
        question: 'Do I need any software?',
        answer: 'Just a web browser and the free VS Code editor. Everything runs on any laptop.',
      },
      {
        question: 'Will I have a live website at the end?',
        answer:
          'Yes. In the final project you publish your portfolio site on a free hosting service with your own link.',
      },
    ],
    reviews: [
      {
        name: 'Pranav Kulkarni',
        comment: 'Flexbox and Grid finally make sense. My portfolio site looks professional now.',
        rating: 5,
        date: '2025-02-27',
      },
      {
        name: 'Jyoti Prasad',
        comment: 'Good beginner course. Simple language and short videos.',
        rating: 4,
        date: '2025-06-09',
      },
      {
        name: 'Sameer Khan',
        comment: 'Nice content but I expected a bit more on animations.',
        rating: 3,
        date: '2025-10-30',
      },
      {
        name: 'Madhuri Naidu',
        comment: 'Loved that accessibility is taught from the start. Very thoughtful course.',
        rating: 5,
        date: '2026-03-17',
      },
      {
        name: 'Dev Arora',
        comment: 'Perfect first course before the full-stack bootcamp. Totally worth the price.',
        rating: 4,
        date: '2026-07-22',
      },
    ],
    roadmap: [
      {
        title: 'Write HTML',
        description: 'Structure content with semantic, accessible markup.',
        icon: '/images/roadmap/book.svg',
      },
      {
        title: 'Style with CSS',
        description: 'Control colour, typography and spacing with confidence.',
        icon: '/images/roadmap/code.svg',
      },
      {
        title: 'Master layouts',
        description: 'Build any layout with Flexbox and Grid.',
        icon: '/images/roadmap/project.svg',
      },
      {
        title: 'Go responsive and publish',
        description: 'Make it work on every screen and share it with the world.',
        icon: '/images/roadmap/trophy.svg',
      },
    ],
  },
];
