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
  {
    key: 'nandini-krishnan',
    name: 'Nandini Krishnan',
    designation: 'Principal Data Scientist, statistics and experimentation',
    description:
      'Nandini has spent eleven years designing experiments and statistical models for consumer apps, from pricing tests to changes in recommendation feeds. She leads an experimentation team and teaches analysts how to tell a real effect from noise, with clear reasoning first and formulas second.',
    profilePhoto: '/images/people/nandini-krishnan.svg',
  },
  {
    key: 'devansh-joshi',
    name: 'Devansh Joshi',
    designation: 'Python Engineer, testing, APIs and automation',
    description:
      'Devansh builds Python services and automation pipelines for logistics and insurance companies, and looks after the test suites that keep them reliable. He runs a Python meetup in Ahmedabad and believes that well-tested, well-structured code is the fastest way to ship.',
    profilePhoto: '/images/people/devansh-joshi.svg',
  },
  {
    key: 'priya-bhattacharya',
    name: 'Priya Bhattacharya',
    designation: 'UX Researcher and Accessibility Specialist',
    description:
      'Priya has led user research for health, banking and public-service apps used in many Indian languages. She audits products against accessibility guidelines, tests with screen-reader users, and helps teams design interfaces that work for everyone, not just the average user.',
    profilePhoto: '/images/people/priya-bhattacharya.svg',
  },
  {
    key: 'karan-malhotra',
    name: 'Karan Malhotra',
    designation: 'Cloud and DevOps Engineer, deployment and infrastructure',
    description:
      'Karan has spent nine years running web applications in the cloud, from containers and CI pipelines to monitoring and on-call rotations. He has moved several startups from a single hand-managed server to automated, reliable deployments and teaches the habits that keep production calm.',
    profilePhoto: '/images/people/karan-malhotra.svg',
  },
];

export const demoCourses: DemoCourse[] = [
  // ───────────────────────────── Data Science ─────────────────────────────
  {
    title: 'Data Science with Python and Pandas',
    subject: 'Data Science',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/data-science-python-pandas.svg',
    coverPhoto: '/images/courses/data-science-python-pandas.svg',
    description: [
      'Clean, reshape and analyse real datasets with Pandas',
      'Visualise insights with Matplotlib and Seaborn',
      'A guided project on festive-season retail sales',
      'Certificate and portfolio review on completion',
    ],
    realPrice: 12999,
    discountedPrice: 4999,
    detailDescription:
      "A hands-on introduction to data science using Python's most popular analysis stack. You will work with realistic retail data, from store lists with inconsistent city names to a year of festive-season sales, and learn to turn raw numbers into clear, defensible insights.",
    duration: '10 weeks',
    overview:
      'This course takes you from opening your first Jupyter notebook to presenting a complete analysis to a non-technical audience. Each lecture teaches one idea with a concrete example, so you practise on data that looks like what you will meet at work: missing values, inconsistent spellings, mixed date formats and all. You will learn NumPy for fast numerical work, Pandas for cleaning, merging and aggregation, and Matplotlib and Seaborn for visual storytelling. The course closes with a festive-season sales project that you can add to your GitHub profile and discuss confidently in interviews.',
    whatYouWillLearn: [
      'Load, clean and merge messy CSV data',
      'Use NumPy arrays and vectorised operations confidently',
      'Group, pivot and aggregate data to answer business questions',
      'Parse dates and summarise data by month and season',
      'Build clear, honest charts with Matplotlib and Seaborn',
      'Present findings in a well-structured notebook report',
    ],
    instructorKey: 'ananya-rao',
    chapters: [
      {
        name: 'Getting Started with Data Science',
        lectures: [
          {
            title: 'What does a data scientist actually do?',
            free: true,
            points: [
              'A data scientist turns a business question into data, analysis and a clear recommendation that someone can act on.',
              'Most of the working day goes into finding, cleaning and understanding data, not into building fancy models.',
              'A typical question sounds like this: which cities drove the drop in Diwali sales compared with last year, and why?',
              'The core toolkit is Python, Pandas for tables, a charting library and enough statistics to know when a difference is real.',
              'In this course you will practise every step on messy Indian retail data.',
            ],
          },
          {
            title: 'Your first notebook: exploring a CSV',
            free: false,
            points: [
              'Install the free Anaconda distribution, open Jupyter from its launcher, and create a new notebook in a folder for this course.',
              'A notebook mixes code cells and text cells, and you run the selected cell by pressing shift and enter together.',
              'Import pandas, then load a file with the read csv function to get a table that Pandas calls a DataFrame.',
              'Call head to see the first five rows, shape to count rows and columns, and info to check column types and missing values.',
              'Always look at the raw data first, because surprises like blank cities or prices stored as text show up here.',
            ],
          },
        ],
      },
      {
        name: 'NumPy Essentials',
        lectures: [
          {
            title: 'Arrays, shapes and data types',
            free: false,
            points: [
              'A NumPy array is a grid of values that all share one data type, which makes it far faster than a Python list.',
              'The shape tells you the size of each dimension, so a table of 1000 rows and 3 columns has shape 1000 by 3.',
              'Common data types are 64 bit integers, 64 bit floats and booleans, and mixing types forces NumPy to pick one that fits all.',
              'Check the dtype attribute early, because numbers read in as text cannot be added or averaged until you convert them.',
            ],
          },
          {
            title: 'Vectorised operations and boolean masks',
            free: false,
            points: [
              'Vectorised code applies one operation to a whole array at once, so multiplying prices by 1.18 adds GST to every item without a loop.',
              'Broadcasting lets an array combine with a single number or a matching row, stretching the smaller one to fit automatically.',
              'A boolean mask is an array of true and false values, such as prices greater than 500, created with one comparison.',
              'Indexing an array with a mask keeps only the matching items, which is how you filter thousands of rows in one line.',
              'If you find yourself writing a for loop over NumPy values, look for a vectorised function instead.',
            ],
          },
        ],
      },
      {
        name: 'Data Wrangling with Pandas',
        lectures: [
          {
            title: 'Cleaning missing values, duplicates and dates',
            free: false,
            points: [
              'Start every cleaning job by counting the missing values in each column, chaining the is null and sum methods together.',
              'Drop rows only when very few are missing; otherwise fill the gaps with a sensible value, such as the median price for that category.',
              'Remove exact duplicate rows with drop duplicates, and standardise spellings so that Bengaluru and Bangalore count as one city.',
              'Convert date text into real dates with the to datetime function, passing day first so that 5 March is not read as May 3.',
              'Keep a short log of every cleaning decision, because someone will ask why the totals changed.',
            ],
          },
          {
            title: 'Merging, grouping and pivot tables',
            free: false,
            points: [
              'The merge function joins two DataFrames on a shared key, such as adding store details to every sales row using the store id.',
              'Choose the join type deliberately: a left join keeps every sales row, even when a store is missing from the lookup table.',
              'Group by splits rows into groups, applies a summary like sum or mean, and combines the results into a new table.',
              'A pivot table spreads one grouping across columns, for example cities down the side and months across the top.',
              'After every merge, compare row counts before and after, because duplicate keys silently multiply your totals.',
            ],
          },
        ],
      },
      {
        name: 'Visualisation and Storytelling',
        lectures: [
          {
            title: 'Charts with Matplotlib and Seaborn',
            free: false,
            points: [
              'Matplotlib draws every chart on a figure containing one or more axes, and you should label both axes and add a title before sharing.',
              'Seaborn builds on Matplotlib and draws statistical plots like histograms, box plots and bar charts of averages in a single call.',
              'Pick the chart from the question: lines for trends over time, bars for comparing categories, and scatter plots for relationships.',
              'Start bar charts at zero, avoid pie charts with many slices, and use one highlight colour for the point you want noticed.',
            ],
          },
          {
            title: 'Project: festive-season sales analysis',
            free: false,
            points: [
              'In this project you analyse a year of store sales to explain how the Diwali season performed against the rest of the year.',
              'First clean the data, parse the dates, and add columns for month, city and whether each day falls in the festive window.',
              'Then compare average daily sales inside and outside the festive window, by city and by product category.',
              'Finish with three charts and a short written summary that states the finding, the evidence and one recommended action.',
              'Your mentor reviews the notebook for correct numbers, clear charts and conclusions that the data actually supports.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need prior programming experience?',
        answer:
          'Basic familiarity with Python helps. If you have never written Python, take Python Foundations for Beginners first; this course only uses the basics it covers.',
      },
      {
        question: 'What software do I need?',
        answer:
          'A laptop with at least 8 GB RAM and the free Anaconda distribution. The first notebook lecture shows you how to install it and open Jupyter.',
      },
      {
        question: 'Will this help me get a data analyst job?',
        answer:
          'The festive-season project is designed to be portfolio-ready, and you get a one-on-one portfolio review at the end. Many learners pair this course with our placement preparation track.',
      },
      {
        question: 'How long will I have access to the videos?',
        answer: 'You get lifetime access to all recordings, chapter notes and future updates of this course.',
      },
    ],
    reviews: [
      {
        name: 'Priya Sharma',
        comment:
          'The merging and pivot table lecture finally made things click for me. The datasets feel real, not like the usual iris and titanic examples.',
        rating: 5,
        date: '2025-03-14',
      },
      {
        name: 'Karthik Reddy',
        comment:
          'Very well paced. I work in sales ops and reused the festive-season project idea for our own Diwali numbers.',
        rating: 5,
        date: '2025-06-02',
      },
      {
        name: 'Neha Joshi',
        comment:
          'Good content overall. The NumPy chapter felt a little fast for a complete beginner, but the chapter notes helped.',
        rating: 4,
        date: '2025-08-19',
      },
      {
        name: 'Mohammed Asif',
        comment:
          'Ananya ma’am explains with so much clarity. The portfolio review of my festive-season notebook was worth the fee alone.',
        rating: 5,
        date: '2025-11-27',
      },
      {
        name: 'Sakshi Patil',
        comment:
          'The cleaning lecture with Bengaluru and Bangalore spelt two ways was so relatable. My office data has exactly these problems.',
        rating: 4,
        date: '2026-02-09',
      },
    ],
    roadmap: [
      {
        title: 'Python and NumPy basics',
        description: 'Get comfortable with notebooks, Python syntax and fast numerical arrays.',
        icon: '🐍',
      },
      {
        title: 'Wrangle data with Pandas',
        description: 'Clean, merge and aggregate real datasets until they are ready for analysis.',
        icon: '🧹',
      },
      {
        title: 'Visualise and tell the story',
        description: 'Turn numbers into charts that a manager can understand in ten seconds.',
        icon: '📊',
      },
      {
        title: 'Capstone project',
        description: 'Complete an end-to-end analysis and get it reviewed by your mentor.',
        icon: '🏁',
      },
    ],
  },
  {
    title: 'SQL and Data Analysis for Business',
    subject: 'Data Science',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/sql-data-analysis.svg',
    coverPhoto: '/images/courses/sql-data-analysis.svg',
    description: [
      'Write SQL queries from SELECT to window functions',
      'Answer real business questions on sales and customer data',
      'Build KPI reports that managers actually read',
      'Practise timed, interview-style SQL problems',
    ],
    realPrice: 7999,
    discountedPrice: 2999,
    detailDescription:
      'Learn the single most requested skill in analyst job descriptions: SQL. This course moves from simple lookups to window functions and cohort analysis using a realistic online-store database.',
    duration: '6 weeks',
    overview:
      'Almost every company stores its data in a relational database, and almost every analyst interview includes a SQL round. In this course you will query a realistic e-commerce database with orders, customers, products and payments, starting from simple filters and building up to joins, subqueries, common table expressions and window functions. Alongside the syntax, you will learn how to translate a vague business question such as "why did repeat purchases drop last quarter?" into a precise query, and how to present the answer as a clean KPI report. The final lecture is dedicated to interview practice with timed problems of the kind asked by product companies and consulting firms.',
    whatYouWillLearn: [
      'Filter, sort and aggregate data with confidence',
      'Combine tables with inner and outer joins',
      'Use subqueries and common table expressions to keep queries readable',
      'Apply window functions for rankings, running totals and retention',
      'Design KPI reports for sales, marketing and operations teams',
      'Solve timed SQL interview problems',
    ],
    instructorKey: 'ananya-rao',
    chapters: [
      {
        name: 'SQL Foundations',
        lectures: [
          {
            title: 'How databases store business data',
            free: true,
            points: [
              'A relational database stores data in tables, where each row is one record, such as an order, and each column is one attribute.',
              'Every table has a primary key, a column like order id whose value is unique for each row and never empty.',
              'A foreign key links tables together, so the customer id in the orders table points to exactly one row in the customers table.',
              "Splitting data this way avoids repeating a customer's address on every order, which keeps updates consistent.",
              'SQL is the language you use to ask questions of these tables, and it works much the same way across most databases.',
            ],
          },
          {
            title: 'Selecting, filtering and sorting rows',
            free: false,
            points: [
              'A select statement names the columns you want and the table they come from, such as order id and amount from orders.',
              'The where clause keeps only rows that meet a condition, for example orders placed in Mumbai with an amount above 2000 rupees.',
              'Combine conditions with and, or and not, and use the in keyword to match any value from a short list of cities.',
              'Order by sorts the result in ascending order by default, and adding the word desc puts the largest amounts first.',
              'Add a limit while exploring a big table, so a careless query returns ten rows instead of ten million.',
            ],
          },
        ],
      },
      {
        name: 'Aggregating and Joining Data',
        lectures: [
          {
            title: 'Grouping and summarising with aggregates',
            free: false,
            points: [
              'Aggregate functions such as count, sum, average, minimum and maximum collapse many rows into a single summary value.',
              'Group by splits rows into groups first, so the sum of amount grouped by city gives one total for every city.',
              'Every column in the select list must either appear in the group by clause or be wrapped in an aggregate function.',
              'Use where to filter rows before grouping and having to filter groups afterwards, such as cities with more than 500 orders.',
              'Remember that counting a column skips empty values, while count star counts every row.',
            ],
          },
          {
            title: 'Joining orders, customers and products',
            free: false,
            points: [
              'A join combines rows from two tables wherever the key columns match, such as orders and customers on customer id.',
              'An inner join keeps only rows that match on both sides, so orders with an unknown customer simply disappear from the result.',
              'A left join keeps every row from the first table and fills missing matches with null, which is ideal for finding customers who never ordered.',
              'Give tables short aliases to keep long joins readable, and always qualify column names that appear in both tables.',
              'Check row counts after joining, because a key that repeats on both sides multiplies rows and inflates revenue.',
            ],
          },
        ],
      },
      {
        name: 'Advanced Querying',
        lectures: [
          {
            title: 'Subqueries and common table expressions',
            free: false,
            points: [
              'A subquery is a query inside another query, such as finding orders whose amount is above the overall average order value.',
              'A common table expression starts with the word with, gives an intermediate result a name, and lets later steps use it like a table.',
              'Break complicated questions into named steps: first monthly revenue per customer, then customers whose revenue fell, then their cities.',
              'Readable queries are easier to review and debug, so prefer a chain of small named steps over one deeply nested query.',
            ],
          },
          {
            title: 'Window functions for rankings and running totals',
            free: false,
            points: [
              'A window function calculates a value across related rows while keeping every row, unlike group by, which collapses them.',
              'The over clause defines the window, and partition by splits it into groups, such as one window per customer.',
              'Row number and rank order the rows within each partition, which makes finding the top three products in every city easy.',
              "Lag looks at the previous row, so you can compare this month's revenue with last month's on the same line.",
              'A sum over an ordered window produces a running total, useful for tracking revenue from the start of the quarter.',
            ],
          },
        ],
      },
      {
        name: 'Reporting and Interview Practice',
        lectures: [
          {
            title: 'Project: monthly KPI and retention report',
            free: false,
            points: [
              'In this project you build a monthly report for an online store covering revenue, orders, average order value and repeat customers.',
              'Agree on definitions first; for example, a repeat customer is someone who ordered in an earlier month as well as this one.',
              'A cohort groups customers by the month of their first order, and retention is the share of each cohort that returns later.',
              'Use a common table expression for each metric and window functions for month on month change, then join the pieces into one table.',
              'Present each number with one sentence of interpretation, because managers read the story before the table.',
            ],
          },
          {
            title: 'Solving timed SQL interview problems',
            free: false,
            points: [
              'Interview problems follow a few patterns: top results per group, second highest value, running totals, duplicates and consecutive days.',
              'Before typing, restate the question, list the tables and columns you need, and sketch the expected output in two or three rows.',
              'For the second highest salary, rank salaries with dense rank in a subquery and keep the rows where the rank is two.',
              'Say your assumptions aloud, such as how ties and missing values are handled, because interviewers score reasoning as well as syntax.',
              'Finally, test the query in your head against a tiny example that includes a tie and an empty table.',
            ],
          },
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
        question: 'Are practice problems included?',
        answer:
          'Yes. The final lecture works through the classic interview problem patterns step by step, and you can practise each pattern on the course database.',
      },
    ],
    reviews: [
      {
        name: 'Rahul Gupta',
        comment:
          'Window functions always scared me. After the rankings and running totals lecture I used them confidently in a consulting interview.',
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
        comment:
          'The timed interview problems lecture taught me to sketch the expected output before writing a query. Simple habit, big difference.',
        rating: 4,
        date: '2025-09-12',
      },
      {
        name: 'Ishita Banerjee',
        comment:
          'Decent course. The joins lecture is great, but the KPI report project felt a little basic for me.',
        rating: 3,
        date: '2026-01-08',
      },
      {
        name: 'Sunil Rawat',
        comment:
          'The cohort part of the KPI and retention project finally showed me how those retention tables are actually built.',
        rating: 5,
        date: '2026-06-17',
      },
    ],
    roadmap: [
      {
        title: 'Learn the basics',
        description: 'Understand tables, keys and the core SELECT statement.',
        icon: '🗃️',
      },
      {
        title: 'Master joins and aggregates',
        description: 'Combine data across tables and summarise it by any dimension.',
        icon: '🔗',
      },
      {
        title: 'Build business reports',
        description: 'Create KPI reports with window functions and cohort analysis.',
        icon: '📈',
      },
      {
        title: 'Practise for interviews',
        description: 'Solve timed problems modelled on real analyst interview rounds.',
        icon: '🎤',
      },
    ],
  },

  // ──────────────────────────── Machine Learning ────────────────────────────
  {
    title: 'Machine Learning A–Z',
    subject: 'Machine Learning',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/machine-learning-a-z.svg',
    coverPhoto: '/images/courses/machine-learning-a-z.svg',
    description: [
      'Regression, classification, clustering and ensembles',
      'Intuition first, then maths, then code with scikit-learn',
      'Two end-to-end projects with real data',
      'Model evaluation and deployment basics included',
    ],
    realPrice: 19999,
    discountedPrice: 7999,
    detailDescription:
      'A complete, practical journey through classical machine learning. You will understand how each algorithm works, when to use it and how to evaluate it honestly, then build two projects and serve a model behind an API.',
    duration: '14 weeks',
    overview:
      'Machine Learning A–Z is built for learners who can write basic Python and want to understand machine learning properly rather than copying code from tutorials. Every algorithm is introduced with a visual intuition, followed by just enough maths to see why it works, and then applied with scikit-learn on a realistic dataset. You will cover linear and logistic regression, decision trees, random forests, gradient boosting, k-means and PCA, and you will learn the skills that matter most in practice: feature engineering, cross-validation, handling imbalanced data and choosing the right metric. The course ends with serving a model behind a small API so you can demonstrate a working project in interviews.',
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
    chapters: [
      {
        name: 'Foundations of Machine Learning',
        lectures: [
          {
            title: 'What machine learning is and is not',
            free: true,
            points: [
              'Machine learning means learning a pattern from past examples so that a program can make predictions on new, unseen data.',
              'In supervised learning every example has a known answer, like a house price or whether a loan defaulted, and the model learns to predict it.',
              'In unsupervised learning there is no answer column, so the goal is to find structure, such as groups of similar customers.',
              'Machine learning is not magic: if the past data is biased, small or unrelated to the question, the model will be too.',
              'Often a simple rule or a well chosen average does surprisingly well, so always measure that baseline first.',
            ],
          },
          {
            title: 'Data splits, overfitting and cross-validation',
            free: false,
            points: [
              'Split data into a training set for fitting, a validation set for choosing settings, and a test set used only once at the end.',
              'Overfitting happens when a model memorises noise in the training data, scoring brilliantly there but poorly on new examples.',
              'High bias means the model is too simple to capture the pattern, while high variance means it is too sensitive to the particular sample.',
              'Cross-validation splits the training data into five folds, trains five times, and averages the scores for a more reliable estimate.',
              'Use those cross-validated scores to compare models and tune hyperparameters fairly, and keep the test set for the final check.',
            ],
          },
        ],
      },
      {
        name: 'Regression',
        lectures: [
          {
            title: 'Linear regression and regularisation',
            free: false,
            points: [
              'Linear regression predicts a number as a weighted sum of input features plus a constant, such as price from age and kilometres driven.',
              'Training finds the weights that minimise the mean squared error, the average of the squared gaps between predictions and true values.',
              'Each weight tells you how much the prediction changes when that feature rises by one unit, holding the others fixed.',
              'Ridge regularisation shrinks all weights towards zero to reduce overfitting, while Lasso can push weak features all the way to zero.',
              'Scale features to similar ranges before regularising, otherwise the penalty treats large-valued features unfairly.',
            ],
          },
          {
            title: 'Project: predicting used-car prices',
            free: false,
            points: [
              'In this project you predict the resale price of used cars from features such as brand, model year, fuel type and kilometres driven.',
              'Begin by exploring the data: remove impossible listings, check the price distribution, and consider predicting the log of price because prices are skewed.',
              'Turn categories like fuel type into numeric columns with one-hot encoding, and derive the age of each car from its model year.',
              'Compare a simple baseline, a linear model and a Ridge model using cross-validated mean absolute error in rupees.',
              'Finish by examining the biggest errors, since they often reveal data problems or missing features.',
            ],
          },
        ],
      },
      {
        name: 'Classification',
        lectures: [
          {
            title: 'From logistic regression to gradient boosting',
            free: false,
            points: [
              'Logistic regression predicts the probability of a yes or no outcome, and a threshold, usually one half, turns that probability into a decision.',
              'A decision tree asks a sequence of yes or no questions about the features, which makes it easy to explain but prone to overfitting.',
              'A random forest trains hundreds of trees on random samples of rows and features and averages their votes, which greatly reduces variance.',
              'Gradient boosting builds trees one after another, each correcting the errors of the previous ones, and often wins on tabular data.',
              'Start with logistic regression as a baseline, and keep a more complex model only if it clearly wins.',
            ],
          },
          {
            title: 'Project: loan default prediction',
            free: false,
            points: [
              'In this project you predict which borrowers will default, using features such as income, loan amount, credit history and existing debts.',
              'Only a small share of loans default, so accuracy is misleading; a model that always predicts no default can still score ninety per cent.',
              'The confusion matrix counts true and false positives and negatives, and from it you compute precision and recall.',
              'Precision asks how many flagged borrowers really defaulted, recall asks how many defaulters you caught, and moving the threshold trades one for the other.',
              'Explain the final model with feature importance and a few example borrowers, so a credit manager can see why a loan was flagged.',
            ],
          },
        ],
      },
      {
        name: 'Clustering and Deployment',
        lectures: [
          {
            title: 'K-means clustering and PCA',
            free: false,
            points: [
              'K-means groups data into k clusters by repeatedly assigning each point to the nearest centre and moving each centre to the mean of its points.',
              'Scale the features first, choose k by looking for the elbow in a plot of inertia, and check that the groups make business sense.',
              'Principal component analysis compresses many correlated features into a few new axes that capture most of the variation.',
              'Use it to plot high-dimensional data in two dimensions, but remember that the new axes are harder to explain.',
              'A typical use is segmenting customers by spending patterns and naming each segment, such as bargain hunters or festive shoppers.',
            ],
          },
          {
            title: 'Serving a model with FastAPI',
            free: false,
            points: [
              'Wrap the preprocessing steps and the model in a single scikit-learn pipeline, so the same steps run in training and in production.',
              'Save the fitted pipeline to a file with joblib, and record the library versions and the data it was trained on.',
              'A small FastAPI app loads the file once at start-up and exposes a predict endpoint that accepts JSON and returns a prediction.',
              'Validate incoming fields with a Pydantic model, so missing or badly typed inputs are rejected with a clear error message.',
              'After launch, log every prediction and watch for drift, because the data your model sees will slowly change.',
            ],
          },
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
          'Yes. You can ask doubts in weekly live sessions and get feedback on both project submissions.',
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
          'The loan default project and its precision versus recall discussion were very close to what I was asked in a fintech interview.',
        rating: 5,
        date: '2025-04-07',
      },
      {
        name: 'Siddharth Jain',
        comment:
          'Content is dense. I paused often and used the chapter notes to revise the regularisation lecture.',
        rating: 4,
        date: '2025-07-23',
      },
      {
        name: 'Ayesha Khan',
        comment:
          'Loved the FastAPI lecture. Finally my used-car price model has a live link instead of just a notebook.',
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
        comment:
          'Clear, structured and honest about what each algorithm can and cannot do, especially the lecture on trees and boosting.',
        rating: 5,
        date: '2026-06-11',
      },
    ],
    roadmap: [
      {
        title: 'Understand the fundamentals',
        description: 'Learn how models learn from data and how to avoid overfitting.',
        icon: '📚',
      },
      {
        title: 'Supervised learning',
        description: 'Build regression and classification models on real datasets.',
        icon: '🏷️',
      },
      {
        title: 'Unsupervised learning',
        description: 'Discover structure in data with clustering and PCA.',
        icon: '🔍',
      },
      {
        title: 'Hands-on projects',
        description: 'Complete two guided projects, each reviewed by a mentor.',
        icon: '🛠️',
      },
      {
        title: 'Deploy your model',
        description: 'Serve a model behind an API and share a live demo.',
        icon: '🚀',
      },
    ],
  },
  {
    title: 'Deep Learning and Generative AI',
    subject: 'Machine Learning',
    level: 'Advanced',
    status: 'coming soon',
    thumbnail: '/images/courses/deep-learning-generative-ai.svg',
    coverPhoto: '/images/courses/deep-learning-generative-ai.svg',
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
    chapters: [
      {
        name: 'Neural Network Foundations',
        lectures: [
          {
            title: 'From linear models to neurons',
            free: false,
            points: [
              'A neuron computes a weighted sum of its inputs plus a bias, then passes the result through a non-linear activation function.',
              'Stacking layers of neurons lets a network learn curved, complex patterns that a single linear model cannot represent.',
              'Common activations are ReLU for hidden layers, sigmoid for yes or no outputs and softmax for choosing among many classes.',
            ],
          },
          {
            title: 'Backpropagation and training loops in PyTorch',
            free: false,
            points: [
              'Backpropagation uses the chain rule to work out how much each weight contributed to the loss.',
              'Gradient descent then nudges every weight a small step, set by the learning rate, in the direction that reduces the loss.',
              'A PyTorch training loop repeats four steps for each batch: predict, compute the loss, backpropagate, and update the weights.',
            ],
          },
        ],
      },
      {
        name: 'Transformers and Language Models',
        lectures: [
          {
            title: 'Attention and the transformer, explained',
            free: false,
            points: [
              'Attention lets each word in a sentence look at every other word and decide which ones matter most for its meaning.',
              'A transformer stacks attention layers with small feed-forward networks and processes all words in parallel rather than one by one.',
              'Large language models are transformers trained to predict the next token across huge amounts of text.',
            ],
          },
          {
            title: 'Retrieval-augmented generation',
            free: false,
            points: [
              'Retrieval-augmented generation finds relevant passages in your own documents and gives them to a language model along with the question.',
              'Documents are split into chunks, turned into embedding vectors, and stored so that similar chunks can be found quickly.',
              'Grounding answers in retrieved text reduces made-up answers and lets the assistant cite where each fact came from.',
            ],
          },
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
        icon: '🧠',
      },
      {
        title: 'Deep learning with PyTorch',
        description: 'Train image and sequence models with modern tooling.',
        icon: '🔥',
      },
      {
        title: 'Generative AI in practice',
        description: 'Work with language models, embeddings and retrieval pipelines.',
        icon: '✨',
      },
    ],
  },

  // ──────────────────────────────── Python ────────────────────────────────
  {
    title: 'Python Foundations for Beginners',
    subject: 'Python',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/python-foundations.svg',
    coverPhoto: '/images/courses/python-foundations.svg',
    description: [
      'Zero to confident Python in six weeks',
      'Short lessons that each teach one idea',
      'Explained in simple English with captions',
      'Ideal first step for data science and development',
    ],
    realPrice: 4999,
    discountedPrice: 1499,
    detailDescription:
      'The friendliest way to learn your first programming language. Starting from installing Python, you will write small programs in every chapter and finish by building a command-line expense tracker.',
    duration: '6 weeks',
    overview:
      'Python Foundations is designed for college students, career switchers and anyone who has never written a line of code. Lessons are short and practical: each one teaches a single idea with a small example you can type out and run yourself, so you learn by doing rather than by watching. You will cover variables, data types, conditions, loops, functions, lists and dictionaries, files and error handling. By the end you will have built a command-line expense tracker and will be ready to move on to data science, automation or web development with Python.',
    whatYouWillLearn: [
      'Install Python and write programs in VS Code',
      'Use variables, conditions and loops to solve problems',
      'Write reusable functions with parameters and return values',
      'Work with lists and dictionaries',
      'Read and write files and handle errors gracefully',
      'Build a complete small program from a menu to saved data',
    ],
    instructorKey: 'rohan-mehta',
    chapters: [
      {
        name: 'Welcome to Python',
        lectures: [
          {
            title: 'Why Python is a great first language',
            free: true,
            points: [
              'Python reads almost like English, so beginners spend their energy on solving problems instead of fighting punctuation.',
              'The same language is used for data analysis, web backends, automation scripts and machine learning, so your first skill keeps paying off.',
              'A huge standard library and free packages mean common jobs, like reading a spreadsheet or calling a website, take only a few lines.',
              'Python uses indentation to group code, which encourages neat, readable programs from your very first day.',
              'In this course you will learn by typing small programs yourself, so keep an editor open beside every lesson.',
            ],
          },
          {
            title: 'Setting up Python and your first program',
            free: false,
            points: [
              'Download Python 3 from the official python dot org website, and on Windows tick the box that adds Python to your path.',
              'Install the free VS Code editor and its Python extension, which gives you colour highlighting, error hints and a run button.',
              'Create a file called hello dot py, type the word print followed by a greeting in quotes, and run it to see the message appear.',
              'If you see a red error, read the last line first, because it usually names the problem and the line number.',
              'Save your practice files in one course folder so you can revisit every program later.',
            ],
          },
        ],
      },
      {
        name: 'Variables and Decisions',
        lectures: [
          {
            title: 'Variables and data types',
            free: false,
            points: [
              'A variable is a name that refers to a value, created by writing the name, an equals sign and then the value.',
              'The four basic types are integers for whole numbers, floats for decimals, strings for text and booleans for true or false.',
              'The input function always gives you a string, so convert it with int or float before doing any arithmetic with it.',
              'Choose descriptive names like monthly rent rather than x, and write them in lowercase words joined by underscores in real code.',
              'Use the type function whenever you are unsure what kind of value a variable currently holds.',
            ],
          },
          {
            title: 'Making decisions with if, elif and else',
            free: false,
            points: [
              'An if statement runs its indented block only when a condition is true, such as marks being at least forty.',
              'Comparisons use double equals to test equality, an exclamation mark and equals for not equal, and the greater than and less than signs.',
              'Add elif branches to check further conditions in order, and a final else to catch every remaining case.',
              'Python checks the branches from top to bottom and stops at the first true one, so put the strictest condition first.',
              'For example, a grading program checks ninety and above for grade A, then seventy five and above for grade B, and so on.',
            ],
          },
        ],
      },
      {
        name: 'Loops and Functions',
        lectures: [
          {
            title: 'Repeating work with for and while loops',
            free: false,
            points: [
              'A for loop repeats a block once for each item in a collection, such as every name in a list of students.',
              'The range function produces a sequence of numbers, so range of five gives zero up to four, which is five values.',
              'A while loop keeps running as long as its condition stays true, which suits tasks like asking again until the user enters a valid number.',
              'Make sure something inside a while loop changes the condition, or the program will loop forever.',
              'Use break to leave a loop early, and continue to skip straight to the next round.',
            ],
          },
          {
            title: 'Defining and calling functions',
            free: false,
            points: [
              'A function is a named block of code that you define once with the def keyword and call whenever you need it.',
              'Parameters are the inputs listed in the definition, and the values you pass in when calling the function are called arguments.',
              'The return statement sends a result back to the caller, and a function without one gives back the special value None.',
              'Give parameters default values to make them optional, such as a tax rate that is eighteen per cent unless stated otherwise.',
              'A good rule is that each function does one job and has a name that says what that job is.',
            ],
          },
        ],
      },
      {
        name: 'Collections, Files and Your First Project',
        lectures: [
          {
            title: 'Lists, dictionaries and files',
            free: false,
            points: [
              'A list holds items in order, you add to it with append, and you read items by their position, starting from zero.',
              'A dictionary maps keys to values, such as item names to prices, so you can look up a price by its name instantly.',
              'Open files inside a with block so Python closes them automatically, using mode r to read and mode a to append new lines.',
              'Wrap risky steps, like opening a missing file or converting user input, in try and except, and show a friendly message instead of crashing.',
            ],
          },
          {
            title: 'Project: command-line expense tracker',
            free: false,
            points: [
              'In this project you build a program that records daily expenses and shows totals, using everything from the previous chapters.',
              'The main loop shows a menu with options to add an expense, list expenses, show totals by category and quit.',
              'Each expense is a dictionary with a date, a category and an amount in rupees, and the program appends it as one line to a CSV file.',
              'On start-up the program reads that file back, so your data survives between runs, and invalid amounts are caught with try and except.',
              'As a stretch goal, add a monthly budget and print a warning when spending in a category crosses it.',
            ],
          },
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
        answer: 'Yes. Python and VS Code run comfortably on a laptop with 4 GB RAM.',
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
        comment:
          'Short videos that each teach one thing. The loops lecture was perfect for a first-year student like me.',
        rating: 4,
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
          'The expense tracker project gave me a lot of confidence. Reading the CSV file back on start-up made it feel like real software.',
        rating: 5,
        date: '2026-01-22',
      },
      {
        name: 'Gaurav Singh',
        comment: 'Value for money. I would love a few more practice questions after the functions lecture.',
        rating: 4,
        date: '2026-04-16',
      },
    ],
    roadmap: [
      {
        title: 'Set up and say hello',
        description: 'Install Python and write your very first program.',
        icon: '👋',
      },
      {
        title: 'Core programming skills',
        description: 'Master conditions, loops, functions and collections with daily practice.',
        icon: '🔁',
      },
      {
        title: 'Build your first project',
        description: 'Create a command-line expense tracker from scratch.',
        icon: '🧾',
      },
    ],
  },
  {
    title: 'Python for Automation and Scripting',
    subject: 'Python',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/python-automation.svg',
    coverPhoto: '/images/courses/python-automation.svg',
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
    chapters: [
      {
        name: 'Automation Mindset and Files',
        lectures: [
          {
            title: 'Spotting tasks worth automating',
            free: true,
            points: [
              'A task is worth automating when it is repetitive, follows clear rules and takes real time, like renaming a hundred invoices every month.',
              'Estimate the payoff: minutes saved each time, multiplied by how often it happens, compared with the hours needed to write the script.',
              'Write the manual steps down in plain language first, because a clear checklist becomes the outline of your program.',
              'Avoid automating tasks that change every time or need human judgement, such as approving refunds.',
              'Start small with one annoying chore, make it reliable, and then grow the script step by step.',
            ],
          },
          {
            title: 'Organising folders with pathlib',
            free: false,
            points: [
              'The pathlib module represents file paths as objects, so the same code works on Windows, macOS and Linux.',
              'Use the glob method to find files by pattern, such as every PDF in your downloads folder.',
              'Each path knows its name, its extension and its parent folder, which makes sorting files into folders by type simple.',
              'Create folders with mkdir, setting exist ok to true so the script does not fail when the folder is already there.',
              'Before moving or renaming anything, run the script in a dry run mode that only prints what it would do.',
            ],
          },
        ],
      },
      {
        name: 'Excel, PDFs and Email',
        lectures: [
          {
            title: 'Excel reports with openpyxl and pandas',
            free: false,
            points: [
              'Pandas reads a whole sheet into a DataFrame with the read excel function, ready for filtering, grouping and totals.',
              'A typical monthly report groups sales by region and product, then writes the summary to a new workbook with the to excel method.',
              'Openpyxl works at the cell level, letting you set bold headers, rupee number formats, column widths and frozen header rows.',
              'Use pandas for the calculations and openpyxl for the finishing touches, so your code stays short and the report looks professional.',
              'Never overwrite the source file; always write to a new output file with the date in its name.',
            ],
          },
          {
            title: 'Reading PDFs and sending emails',
            free: false,
            points: [
              'The pypdf library extracts text page by page from PDFs that contain real text, such as bank statements and invoices.',
              'Scanned PDFs are only images, so text extraction returns nothing and you would need optical character recognition instead.',
              'For tables inside PDFs, a library such as pdfplumber can locate rows and columns and hand them over to pandas.',
              'The smtplib and email modules build and send messages with attachments, using an app password rather than your real password.',
              'Keep passwords in environment variables, never in the script, and send a test email to yourself before mailing a whole list.',
            ],
          },
        ],
      },
      {
        name: 'Web Data and APIs',
        lectures: [
          {
            title: 'Calling REST APIs and reading JSON',
            free: false,
            points: [
              'A REST API is a web address that returns data instead of a page, usually as JSON, a format of keys and values.',
              'The requests library fetches it with a get call, and the json method turns the response into Python dictionaries and lists.',
              'Always check the status code: two hundred means success, four hundred and four means not found, and five hundred means a server error.',
              'Many APIs need a key sent in a header and limit how many calls you can make, so read the documentation first.',
              'Set a timeout on every request, so a slow server cannot freeze your script forever.',
            ],
          },
          {
            title: 'Scraping pages responsibly with BeautifulSoup',
            free: false,
            points: [
              'When a site has no API, you can download the page with requests and parse its HTML with BeautifulSoup.',
              "Use your browser's inspect tool to find the tags and classes around the data you want, such as product names and prices.",
              'The select method takes a CSS selector and returns every matching element, whose text you then clean and store.',
              "Scrape responsibly: read the site's terms and robots file, pause between requests, and never collect personal data.",
              'Expect page layouts to change, so write checks that warn you when the expected elements are missing.',
            ],
          },
        ],
      },
      {
        name: 'Scheduling and Packaging',
        lectures: [
          {
            title: 'Command-line tools, logging and scheduling',
            free: false,
            points: [
              'The argparse module turns a script into a command-line tool with named options, such as an input folder and a report month.',
              'Replace print statements with the logging module, which records timestamps and severity levels in a file you can inspect later.',
              'Catch unexpected errors at the top level, log the full details, and send yourself an alert email so failures are never silent.',
              'On Linux and macOS, cron runs a command on a schedule, while Windows Task Scheduler does the same through a simple wizard.',
              'Scheduled scripts run without your terminal, so use full file paths and run them once by hand first.',
            ],
          },
          {
            title: 'Project: automated weekly report',
            free: false,
            points: [
              "In this project you automate a weekly report end to end, from raw files in a folder to an email in your manager's inbox.",
              'The script finds the latest sales exports, combines them with pandas, and builds a formatted Excel summary with openpyxl.',
              'It then emails the report with a short summary in the body, such as total sales and the best performing region.',
              'Add logging and an alert on failure, then schedule the script for every Monday at eight in the morning.',
              'You may swap in a real chore from your own office or college, as long as it follows the same steps.',
            ],
          },
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
        answer: 'Yes. Every lesson works on Windows, with notes for macOS and Linux where anything differs.',
      },
      {
        question: 'Can I automate tasks for my own office?',
        answer:
          'That is the idea. In the final project you can pick a real task from your work or college and automate it with mentor guidance.',
      },
    ],
    reviews: [
      {
        name: 'Nikhil Agarwal',
        comment:
          'My Monday reporting used to take three hours. After the weekly report project a script does it while I have chai. Worth every rupee.',
        rating: 5,
        date: '2025-04-25',
      },
      {
        name: 'Meera Pillai',
        comment:
          'Practical course. The BeautifulSoup lecture could go a bit deeper, but overall very useful.',
        rating: 4,
        date: '2025-08-08',
      },
      {
        name: 'Abhishek Tiwari',
        comment: 'Good examples, especially the Excel lecture. The PDF part moved a bit fast for me.',
        rating: 3,
        date: '2025-12-01',
      },
      {
        name: 'Fatima Sheikh',
        comment:
          'I automated our college fest registration emails with what I learnt in the PDFs and email lecture. Very happy.',
        rating: 5,
        date: '2026-05-19',
      },
    ],
    roadmap: [
      {
        title: 'Automate your files',
        description: 'Rename, sort and back up files and folders with a few lines of code.',
        icon: '📁',
      },
      {
        title: 'Office automation',
        description: 'Generate Excel reports, read PDFs and send emails automatically.',
        icon: '📧',
      },
      {
        title: 'Web data and APIs',
        description: 'Collect data from websites and services without copy-paste.',
        icon: '🌐',
      },
      {
        title: 'Automate a real task',
        description: 'Pick a chore from your work or college and hand it over to Python.',
        icon: '🤖',
      },
    ],
  },

  // ──────────────────────────────── UI/UX ────────────────────────────────
  {
    title: 'UI/UX Design Masterclass',
    subject: 'UI/UX',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/ui-ux-design-masterclass.svg',
    coverPhoto: '/images/courses/ui-ux-design-masterclass.svg',
    description: [
      'User research, wireframing and prototyping',
      'Visual design: typography, colour and layout',
      'Usability testing with real users',
      'A portfolio case study of a vernacular grocery app',
    ],
    realPrice: 14999,
    discountedPrice: 5999,
    detailDescription:
      'Learn the complete product design process used by modern product teams. From interviewing users to testing high-fidelity prototypes, you will design a grocery app for local-language users and turn it into a portfolio case study.',
    duration: '12 weeks',
    overview:
      'Good design is not about making screens pretty; it is about solving the right problem for the right people. This masterclass walks you through the full design process: understanding users through interviews, defining problems, mapping user journeys, sketching and wireframing, and then building polished, interactive prototypes in Figma. You will learn the visual fundamentals of typography, colour, spacing and grids, and you will run usability tests to improve your designs with evidence. Throughout the course you will work on one project inspired by Indian products, a vernacular grocery app, and you will finish with a portfolio case study that tells the story behind each design decision.',
    whatYouWillLearn: [
      'Plan and conduct user interviews',
      'Create personas, journey maps and problem statements',
      'Sketch, wireframe and build interactive prototypes in Figma',
      'Apply typography, colour and layout principles',
      'Design accessible interfaces for diverse users',
      'Run usability tests and iterate on feedback',
      'Present your work as a compelling portfolio case study',
    ],
    instructorKey: 'sneha-kulkarni',
    chapters: [
      {
        name: 'Design Thinking and Research',
        lectures: [
          {
            title: 'What UI and UX designers really do',
            free: true,
            points: [
              'UX design is about whether a product solves the right problem in a way people understand, while UI design is how each screen looks and behaves.',
              'A typical project moves through research, defining the problem, sketching ideas, prototyping and testing with real users.',
              'Designers spend much of their time talking to users, product managers and engineers, not just arranging pixels.',
              'The key skill is making decisions based on evidence, so you can explain why a button sits exactly where it does.',
              'In this course you will follow that whole process on a grocery app for people who prefer to shop in their own language.',
            ],
          },
          {
            title: 'Planning and running user interviews',
            free: false,
            points: [
              'Start with a research goal, such as understanding how families in small towns order groceries today, and recruit five to eight suitable people.',
              'Ask open questions about past behaviour, like tell me about the last time you ordered groceries, rather than asking what they would want.',
              'Avoid leading questions such as would you use a faster checkout, because people politely agree with whatever you suggest.',
              'Listen more than you speak, ask why and can you show me, and note exact quotes and the workarounds people use.',
              'After the interviews, group your notes on sticky notes to find repeated patterns, which become your insights.',
            ],
          },
        ],
      },
      {
        name: 'Defining and Wireframing',
        lectures: [
          {
            title: 'Personas, journey maps and user flows',
            free: false,
            points: [
              'A persona is a short, research-based profile of a key user type, with goals, frustrations and context, not an invented character.',
              'A journey map follows that persona through every step of a task, noting actions, feelings and pain points at each stage.',
              'Turn the biggest pain point into a problem statement, such as how might we help first-time users reorder monthly groceries in one minute.',
              'A user flow then lists every screen and decision the user passes through, which reveals missing states like errors and empty carts.',
            ],
          },
          {
            title: 'Low-fidelity wireframes in Figma',
            free: false,
            points: [
              'Wireframes are simple grey layouts that show structure and content priority without colours, images or final fonts.',
              'Keeping them rough invites honest feedback, because people comment on the flow instead of debating shades of green.',
              'In Figma, use frames sized for a common Android phone, plain rectangles for images, and realistic sample text instead of filler words.',
              'Sketch three different ideas for the key screen before committing to one, since the first idea is rarely the best.',
              'Link the wireframes in order, so you can click through the whole flow and spot dead ends early.',
            ],
          },
        ],
      },
      {
        name: 'Visual Design Fundamentals',
        lectures: [
          {
            title: 'Typography, colour and accessible contrast',
            free: false,
            points: [
              'On mobile, body text should be at least sixteen pixels, with comfortable line spacing of about one and a half times the size.',
              'Use a clear type scale with a few sizes and weights, so headings, body text and captions are easy to tell apart.',
              'Build a palette of one primary colour, a few neutrals, and distinct colours for success, warning and error states.',
              'Body text needs a contrast ratio of at least four point five to one with its background to meet accessibility guidelines.',
              'Never rely on colour alone to carry meaning; pair a red error with an icon and a written message.',
            ],
          },
          {
            title: 'Spacing, grids and designing for Indian languages',
            free: false,
            points: [
              'Use a spacing scale based on multiples of eight pixels, so the gaps between elements feel consistent and intentional.',
              'A four column grid with side margins of sixteen pixels is a reliable starting layout for most phone screens.',
              'Related items sit closer together than unrelated ones, which lets users understand grouping without extra lines or boxes.',
              'Scripts like Hindi and Tamil need more vertical space for their marks, and translated labels are often longer than English ones.',
              'Test every screen with real text in each supported language, and avoid fixed-width buttons that cut words in half.',
            ],
          },
        ],
      },
      {
        name: 'Prototyping, Testing and Portfolio',
        lectures: [
          {
            title: 'Prototyping and running a usability test',
            free: false,
            points: [
              'An interactive prototype links high-fidelity screens in Figma, so that taps, transitions and overlays feel close to the real app.',
              "In a usability test you give five participants realistic tasks, such as reordering last month's rice, and watch without helping.",
              'Ask people to think aloud, note where they hesitate or fail, and measure task success and time on task.',
              'Five users usually reveal most of the major problems, so test early and test again after each round of changes.',
              'Prioritise fixes by how often a problem occurred and how badly it blocked the task.',
            ],
          },
          {
            title: 'Project: case study of a vernacular grocery app',
            free: false,
            points: [
              'In this project you design a grocery ordering flow for users who prefer Hindi or Marathi, and present it as a portfolio case study.',
              'A strong case study opens with the problem and your role, then shows research insights, key decisions and how testing changed the design.',
              'Show the messy middle, such as rejected sketches and failed test tasks, because reviewers want to see how you think.',
              'Close with the outcome and what you would do next, keeping the whole story readable in about five minutes.',
            ],
          },
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
          'Your case study gets a written review from a mentor, and you can join live design critique sessions twice a month.',
      },
    ],
    reviews: [
      {
        name: 'Riya Kapoor',
        comment:
          'Sneha ma’am’s feedback on my grocery app case study was incredibly detailed. I rewrote my problem statement twice and it is so much stronger now.',
        rating: 5,
        date: '2025-03-09',
      },
      {
        name: 'Aman Khurana',
        comment:
          'Loved the lecture on designing for Indian languages. Nobody else talks about Hindi labels breaking buttons.',
        rating: 5,
        date: '2025-07-14',
      },
      {
        name: 'Nandini Rao',
        comment:
          'Very complete course. The user interviews lecture is the strongest. The prototyping part could have more examples.',
        rating: 4,
        date: '2025-10-03',
      },
      {
        name: 'Yash Thakur',
        comment:
          'I came from graphic design and the personas and journey maps lecture helped me think like a product designer. Great mentors.',
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
        icon: '👥',
      },
      {
        title: 'Shape the solution',
        description: 'Map flows and create wireframes that solve the right problem.',
        icon: '✏️',
      },
      {
        title: 'Design with polish',
        description: 'Apply typography, colour and layout to craft beautiful interfaces.',
        icon: '🎨',
      },
      {
        title: 'Test and iterate',
        description: 'Validate your prototypes with users and improve them with evidence.',
        icon: '🔄',
      },
      {
        title: 'Build your portfolio',
        description: 'Turn your project into a case study that explains your thinking.',
        icon: '💼',
      },
    ],
  },
  {
    title: 'Figma and Design Systems',
    subject: 'UI/UX',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/figma-design-systems.svg',
    coverPhoto: '/images/courses/figma-design-systems.svg',
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
    chapters: [
      {
        name: 'Figma Power Features',
        lectures: [
          {
            title: 'Why design systems matter',
            free: true,
            points: [
              'A design system is a shared set of foundations, components and guidelines that every designer and developer on a product uses.',
              'Without one, teams end up with twelve shades of blue and five slightly different buttons, which slows work and confuses users.',
              'With one, a change to the primary colour or the button style is made once and flows to every screen automatically.',
              'A system has layers: tokens for raw values, components built from tokens, and patterns that combine components for common tasks.',
              'You will build each layer in Figma and finish with a complete system for a food delivery app.',
            ],
          },
          {
            title: 'Auto layout and constraints',
            free: false,
            points: [
              'Auto layout makes a frame arrange its children in a row or a column with fixed gaps and padding, much like flexbox on the web.',
              'Set children to hug their contents or fill the container, so a button grows with its label and a card stretches to the screen width.',
              'Nesting auto layout frames builds complex layouts, such as a list row with an icon, two lines of text and a price.',
              'Constraints control how layers inside an ordinary frame respond to resizing, for example pinning a floating button to the bottom right corner.',
              'Test every component by resizing it and changing its text, which quickly exposes layouts that break.',
            ],
          },
        ],
      },
      {
        name: 'Foundations and Tokens',
        lectures: [
          {
            title: 'Colour, type and spacing tokens',
            free: false,
            points: [
              'Tokens are named design decisions, such as colour primary or space medium, that replace raw values scattered across files.',
              'Use two levels: primitive tokens hold the palette, like blue five hundred, and semantic tokens describe a purpose, like text link.',
              'Components should use only semantic tokens, so a rebrand changes a few mappings rather than hundreds of layers.',
              'Define a type scale as text styles with size, weight and line height, and a spacing scale in steps of four or eight pixels.',
              'Keep the number of tokens small, and if two values are almost identical, merge them into one.',
            ],
          },
          {
            title: 'Theming and dark mode with variables',
            free: false,
            points: [
              'Figma variables store tokens and can have several modes, so one colour variable holds both a light value and a dark value.',
              "Switching a frame's mode to dark swaps every semantic colour at once, which is why components must never use raw colours.",
              'Dark mode is not just inverted colours: use dark grey surfaces rather than pure black and slightly soften bright brand colours.',
              'Check text contrast in both modes, since a colour that passes on white can easily fail on a dark surface.',
            ],
          },
        ],
      },
      {
        name: 'Building the Component Library',
        lectures: [
          {
            title: 'Components, variants and properties',
            free: false,
            points: [
              'A main component defines a reusable element, and every instance placed in a design updates when the main component changes.',
              'Variants group related versions, such as a button in primary, secondary and ghost styles, each with default, hover and disabled states.',
              'Component properties expose simple controls, like a text property for the label and a boolean property to show or hide an icon.',
              'Build from small to large: icons and buttons first, then inputs, then cards and navigation that reuse them.',
              'Name layers and variants clearly, because developers will read exactly those names during handoff.',
            ],
          },
          {
            title: 'Documenting usage guidelines',
            free: false,
            points: [
              'Documentation tells people when to use a component, when not to use it, and which variant fits each situation.',
              'Each component page should show its anatomy, states, spacing, do and do not examples, and accessibility notes such as focus order.',
              'Write short rules with reasons, for example use one primary button per screen so the main action is obvious.',
              'Keep documentation next to the components in the same Figma file, so it is updated whenever a component changes.',
            ],
          },
        ],
      },
      {
        name: 'Handoff and Project',
        lectures: [
          {
            title: 'Developer handoff and versioning',
            free: false,
            points: [
              'Dev Mode in Figma shows developers measurements, token names and code snippets for any layer they select.',
              'Good handoff uses token names instead of raw colour codes, so engineers can map them directly to variables in code.',
              'Annotate behaviour that a static frame cannot show, such as loading states, error messages and what happens on a slow network.',
              'Publish the library to share it, and write a short changelog with every release so teams know what changed.',
              'Treat breaking changes carefully: add the new version, mark the old one as deprecated, and remove it only later.',
            ],
          },
          {
            title: 'Project: a design system for a food delivery app',
            free: false,
            points: [
              'In this project you build a small but complete design system for a food delivery app, from tokens to documented components.',
              'Start with colour, type and spacing tokens in light and dark modes, then build buttons, inputs, restaurant cards and a bottom navigation bar.',
              'Use the system to design three real screens, such as the restaurant list, the menu and the cart, without detaching a single instance.',
              'Document every component and publish the library, then ask a friend to build a new screen using only your system.',
            ],
          },
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
        comment: 'Auto layout finally makes sense after that lecture! My files are so much cleaner now.',
        rating: 5,
        date: '2025-05-11',
      },
      {
        name: 'Rohit Malhotra',
        comment: 'Good depth on tokens and dark mode. The handoff lecture is short but useful.',
        rating: 4,
        date: '2025-09-29',
      },
      {
        name: 'Anjali Mishra',
        comment:
          'Nice course, but I wanted more examples of component properties. The concepts themselves are explained well.',
        rating: 3,
        date: '2026-01-15',
      },
      {
        name: 'Deepak Choudhary',
        comment: 'The food delivery design system project is now the highlight of my portfolio.',
        rating: 5,
        date: '2026-06-23',
      },
      {
        name: 'Harpreet Gill',
        comment:
          'Useful overall, but the documentation lecture felt rushed. I had to read the chapter notes twice.',
        rating: 3,
        date: '2026-09-14',
      },
    ],
    roadmap: [
      {
        title: 'Master Figma',
        description: 'Get fluent with auto layout, constraints and components.',
        icon: '🖌️',
      },
      {
        title: 'Define the foundations',
        description: 'Create colour, type and spacing tokens with themes.',
        icon: '🎨',
      },
      {
        title: 'Build the library',
        description: 'Design and document a complete set of reusable components.',
        icon: '🧩',
      },
      {
        title: 'Collaborate with developers',
        description: 'Hand off designs that engineers can implement pixel-perfect.',
        icon: '🤝',
      },
    ],
  },

  // ───────────────────────── Frontend Development ─────────────────────────
  {
    title: 'React and Modern Frontend',
    subject: 'Frontend Development',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/react-modern-frontend.svg',
    coverPhoto: '/images/courses/react-modern-frontend.svg',
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
      'React is the most in-demand frontend skill in Indian job listings, but many courses stop at toy counters and to-do lists. This course teaches React as it is used in real teams today. You will set up projects with Vite and TypeScript, think in components, manage local and global state, fetch and cache server data, build routing with nested layouts, and style everything with Tailwind CSS while keeping it accessible. You will also learn to test components, measure performance and deploy to the cloud. The final project is a movie-booking app with authentication, search and a seat picker, reviewed by your mentor.',
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
    chapters: [
      {
        name: 'React Fundamentals',
        lectures: [
          {
            title: 'Why React, and how it renders',
            free: true,
            points: [
              'React lets you describe what the screen should look like for the current data, and it works out how to update the page.',
              'The interface is split into components, small functions that return markup, such as a header, a seat picker or a movie card.',
              'When state changes, React calls the affected components again and compares the new output with the previous one.',
              'Only the differences are applied to the real page, which keeps updates fast and your code free of manual page edits.',
              'Thinking of the interface as a function of state is the single most important idea in this course.',
            ],
          },
          {
            title: 'Components, props and state',
            free: false,
            points: [
              'Create a project with Vite and its React TypeScript template, which gives you a fast development server and type checking from day one.',
              'Props are read-only inputs passed from parent to child, and TypeScript describes their shape so mistakes show up in the editor.',
              'State is data a component owns and can change, created with the use state hook, which returns the value and a setter function.',
              'Never change state directly; call the setter with a new value or a fresh copy of the array or object.',
              'Keep state in the closest common parent of the components that need it, and pass it down as props.',
            ],
          },
        ],
      },
      {
        name: 'Hooks and State Management',
        lectures: [
          {
            title: 'Side effects with useEffect',
            free: false,
            points: [
              "An effect runs code that reaches outside React after rendering, such as starting a timer, opening a socket or setting the page's title.",
              'The dependency array lists the values an effect uses, and React runs the effect again whenever one of them changes.',
              'Return a cleanup function to cancel timers and subscriptions, otherwise they pile up every time the effect runs again.',
              'Do not use effects to compute values from props or state; calculate them directly during rendering instead.',
              'If you find yourself syncing two pieces of state with an effect, one of them probably should not exist.',
            ],
          },
          {
            title: 'Context, reducers and custom hooks',
            free: false,
            points: [
              'Context passes a value, such as the logged-in user or the theme, to deep components without threading props through every level.',
              'A reducer is a function that takes the current state and an action and returns the next state, keeping complex update rules in one place.',
              'Combining a reducer with context gives you a small, predictable store, which is enough for many apps.',
              'A custom hook is a function whose name starts with use and bundles stateful logic, like a debounced search box you can reuse anywhere.',
              'Reach for a state library only when many distant components update the same data often.',
            ],
          },
        ],
      },
      {
        name: 'Data, Routing and Styling',
        lectures: [
          {
            title: 'Fetching and caching server data',
            free: false,
            points: [
              'Server data is different from local state: it lives elsewhere, it can go stale, and many components share it.',
              'A library like TanStack Query fetches data under a key, caches the result, and refetches in the background when it becomes stale.',
              'Every request has three states, loading, error and success, and your interface should have a design for all three.',
              'After a change on the server, such as booking a seat, invalidate the related query keys so the screen shows fresh data.',
              'Fetching through a library rather than a hand-written effect avoids race conditions and duplicate requests.',
            ],
          },
          {
            title: 'Routing, Tailwind and accessible forms',
            free: false,
            points: [
              'A client-side router maps addresses to components, and nested layouts keep shared parts like the navigation bar on screen between pages.',
              "Route parameters, such as a movie id in the address, let one component show any movie's detail page.",
              'Tailwind CSS styles elements with small utility classes for spacing, colour and layout, and responsive prefixes adapt them to screen size.',
              'Accessible forms give every input a visible label, show errors as text next to the field, and can be completed with the keyboard alone.',
              'Dialogs must keep focus inside while open and return it to the button that opened them when they close.',
            ],
          },
        ],
      },
      {
        name: 'Shipping to Production',
        lectures: [
          {
            title: 'Testing, performance and deployment',
            free: false,
            points: [
              'Test components the way users use them: render, find elements by role or label, click, and check what appears on screen.',
              'Vitest with Testing Library runs these tests quickly, and a few good tests on key flows beat many tests of implementation details.',
              'Measure before optimising, then split rarely used routes into separate bundles with lazy loading so the first page loads faster.',
              'A production build creates static files that any static host or CDN can serve, with environment variables for the API address.',
            ],
          },
          {
            title: 'Project: movie-booking app',
            free: false,
            points: [
              'In this project you build a movie-booking app with a listing page, search, a detail page, a seat picker and login.',
              'The seat picker is a grid of buttons whose state tracks the selected seats, with a limit of six and a running total in rupees.',
              'Movie data and bookings come from a mock API through cached queries, and booking a seat invalidates the showtime query.',
              'Protect the booking route, so logged-out users are sent to login and then returned to the same show afterwards.',
              'Your mentor reviews the code for component structure, state placement, accessibility and tests of the booking flow.',
            ],
          },
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
          'The lectures cover the concepts behind common React interview questions, and the final project is reviewed by a mentor so you can discuss it confidently.',
      },
    ],
    reviews: [
      {
        name: 'Varun Saxena',
        comment:
          'Finally a React course that uses TypeScript properly. The movie-booking project with the seat picker is very close to real work.',
        rating: 5,
        date: '2025-02-14',
      },
      {
        name: 'Sneha Reddy',
        comment:
          'Arjun sir’s review of my movie-booking project taught me more than any tutorial. Worth it for that alone.',
        rating: 5,
        date: '2025-06-20',
      },
      {
        name: 'Kunal Bhatt',
        comment:
          'Very good course. The context and reducers lecture is excellent. The testing part could be longer.',
        rating: 4,
        date: '2025-09-17',
      },
      {
        name: 'Aparna Krishnan',
        comment: 'Clear explanation of useEffect and cleanup. I used to write so many bugs with it before.',
        rating: 5,
        date: '2025-12-12',
      },
      {
        name: 'Prateek Goel',
        comment:
          'Solid content, but the pace is quick. I had to pause a lot during the data fetching lecture.',
        rating: 3,
        date: '2026-03-28',
      },
      {
        name: 'Zoya Ansari',
        comment:
          'The accessible forms and dialogs part was an eye-opener. My interviewer was impressed that I knew about focus handling.',
        rating: 5,
        date: '2026-08-04',
      },
    ],
    roadmap: [
      {
        title: 'React fundamentals',
        description: 'Components, props and state with a modern Vite and TypeScript setup.',
        icon: '⚛️',
      },
      {
        title: 'Hooks and state',
        description: 'Manage complex state with hooks, context and reducers.',
        icon: '🪝',
      },
      {
        title: 'Real-world features',
        description: 'Add routing, data fetching and responsive styling.',
        icon: '🧭',
      },
      {
        title: 'Ship it',
        description: 'Test, optimise and deploy your movie-booking app.',
        icon: '🚀',
      },
    ],
  },
  {
    title: 'JavaScript Essentials for the Web',
    subject: 'Frontend Development',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/javascript-essentials.svg',
    coverPhoto: '/images/courses/javascript-essentials.svg',
    description: [
      'Modern JavaScript from the ground up',
      'DOM manipulation and browser events',
      'Async code with promises and async/await',
      'Build two interactive mini-projects',
    ],
    realPrice: 5999,
    discountedPrice: 1999,
    detailDescription:
      'Learn the language of the web properly before jumping into frameworks. This course covers modern JavaScript, the DOM and asynchronous programming through small, satisfying projects.',
    duration: '6 weeks',
    overview:
      'Frameworks come and go, but a strong grasp of JavaScript lasts a whole career. This course covers the language the way it is written today: let and const, arrow functions, destructuring, modules, array methods and closures. You will then learn how JavaScript talks to the browser through the DOM and events, and how to handle asynchronous work with promises, async/await and the Fetch API. The DOM and asynchronous chapters each end with a mini-project, a quiz app and a weather dashboard using a public API, so you finish with both understanding and something to show.',
    whatYouWillLearn: [
      'Write clean, modern JavaScript',
      'Use array methods like map, filter and reduce fluently',
      'Understand scope and closures',
      'Select and update the DOM and handle events',
      'Work with promises, async/await and the Fetch API',
      'Organise code with ES modules',
    ],
    instructorKey: 'arjun-nair',
    chapters: [
      {
        name: 'Language Basics',
        lectures: [
          {
            title: 'How JavaScript runs in the browser',
            free: true,
            points: [
              'JavaScript is the programming language of the browser, and it turns static HTML pages into interactive applications.',
              'The browser downloads your HTML, builds the page, and runs each script it finds, usually placed at the end or marked with defer.',
              'Every browser has a JavaScript engine, such as V8 in Chrome, which compiles your code to fast machine code as it runs.',
              'Open the developer tools console to run code directly, read error messages and log values while you learn.',
              'The same language also runs on servers through Node.js, so learning it well opens both frontend and backend work.',
            ],
          },
          {
            title: 'Variables, functions and objects',
            free: false,
            points: [
              'Declare values with const by default and use let only when a value must change; avoid the old var keyword.',
              'Compare values with triple equals, because double equals converts types first and produces surprises like zero equalling an empty string.',
              'Arrow functions give a short syntax for small functions, and they are ideal for callbacks passed to other functions.',
              'Objects group related values under named keys, and destructuring pulls several keys out into variables in a single statement.',
              'Template literals, written with backticks, let you insert variables into strings without messy plus signs.',
            ],
          },
        ],
      },
      {
        name: 'Thinking in JavaScript',
        lectures: [
          {
            title: 'Array methods: map, filter and reduce',
            free: false,
            points: [
              'Map creates a new array by transforming each item, such as turning a list of prices into prices including tax.',
              'Filter keeps only the items that pass a test, such as the products that are currently in stock.',
              'Reduce combines all the items into one value, like adding every price in a shopping cart to get the total.',
              'These methods return new arrays and leave the original unchanged, which makes code easier to reason about and test.',
              'Chain them into readable pipelines: filter the in-stock items, map them to prices, and reduce the prices to a total.',
            ],
          },
          {
            title: 'Scope, closures and modules',
            free: false,
            points: [
              'Scope decides where a variable can be seen, and variables declared with let or const live only inside their enclosing block.',
              'A closure is a function that remembers the variables around it when it was created, even after the outer function has finished.',
              'Closures power everyday patterns such as counters, event handlers and functions that are configured once and reused.',
              'ES modules split code into files, where you export the functions you want to share and import them where they are needed.',
              'Keeping each module small and focused makes bugs easier to find and code easier to reuse.',
            ],
          },
        ],
      },
      {
        name: 'The DOM and Events',
        lectures: [
          {
            title: 'Selecting elements and handling events',
            free: false,
            points: [
              "The DOM is the browser's live tree of page elements, and JavaScript can read and change any part of it.",
              'Use query selector with a CSS selector to find an element, then change its text content or toggle a class to update it.',
              'Add event listeners for clicks, typing and form submission, and call prevent default to stop a form from reloading the page.',
              'Event delegation attaches one listener to a parent element and checks which child was clicked, which works even for items added later.',
              'Prefer setting text content over inner HTML when showing user input, so you never inject unsafe markup.',
            ],
          },
          {
            title: 'Project: quiz app',
            free: false,
            points: [
              'In this project you build a quiz app that shows one question at a time, checks each answer and displays a final score.',
              'Store the questions as an array of objects, each with the question text, the options and the position of the correct answer.',
              'Keep the current question number and the score in variables, and write one render function that redraws the screen from them.',
              'Use event delegation on the options list, give instant feedback on each answer, and disable the options until the next question.',
              'As an extension, shuffle the questions and save the best score in local storage.',
            ],
          },
        ],
      },
      {
        name: 'Asynchronous JavaScript',
        lectures: [
          {
            title: 'Promises, async and await',
            free: false,
            points: [
              'JavaScript runs on a single thread, so slow work like network requests is handed off and finished later through the event loop.',
              'A promise represents a value that will arrive in the future, and it is always pending, fulfilled or rejected.',
              'Marking a function async lets you write await before a promise, so asynchronous code reads from top to bottom like normal code.',
              'Wrap awaited calls in try and catch to handle failures, and show the user a helpful message rather than a blank screen.',
              'To run independent requests at the same time, start them together and await Promise dot all.',
            ],
          },
          {
            title: 'Project: weather dashboard',
            free: false,
            points: [
              'In this project you build a weather dashboard that lets users search for a city and see current conditions and a short forecast.',
              'Use fetch with async and await to call a free public weather API, and convert the JSON response into the values you display.',
              'Design for three states: a loading message while waiting, the results on success, and a friendly error for unknown cities.',
              'Save recent searches in local storage, so returning users can tap a city instead of typing it again.',
              "Keep API keys out of public repositories, and respect the API's rate limits while testing.",
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know HTML and CSS?',
        answer:
          'Basic HTML and CSS will help you follow the DOM chapter. HTML, CSS and Responsive Web Design is a good companion course.',
      },
      {
        question: 'Is this enough to start learning React?',
        answer: 'Yes. This course is designed as the direct prerequisite for React and Modern Frontend.',
      },
      {
        question: 'Are there coding projects?',
        answer:
          'Yes. The DOM and asynchronous chapters each end with a mini-project, the quiz app and the weather dashboard, and a mentor reviews both.',
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
          'Good course for beginners. The quiz app is fun, but I wanted one bigger project at the end.',
        rating: 4,
        date: '2025-08-02',
      },
      {
        name: 'Imran Qureshi',
        comment:
          'The map, filter and reduce lecture finally made array methods click for me. Thanks Arjun sir.',
        rating: 5,
        date: '2025-11-18',
      },
      {
        name: 'Ritika Saini',
        comment: 'Content is good but the pace in the promises lecture is a little fast. Rewatching helped.',
        rating: 3,
        date: '2026-04-07',
      },
      {
        name: 'Tejas Kulkarni',
        comment:
          'The weather dashboard was fun to build, and handling the error state for unknown cities was a good lesson.',
        rating: 4,
        date: '2026-08-21',
      },
    ],
    roadmap: [
      {
        title: 'Learn the language',
        description: 'Variables, functions, objects and arrays in modern JavaScript.',
        icon: '📜',
      },
      {
        title: 'Think like a JavaScript developer',
        description: 'Master closures, array methods and modules.',
        icon: '🧠',
      },
      {
        title: 'Bring pages to life',
        description: 'Manipulate the DOM and handle user events.',
        icon: '🖱️',
      },
      {
        title: 'Go asynchronous',
        description: 'Fetch live data and build a weather dashboard.',
        icon: '🌦️',
      },
    ],
  },

  // ───────────────────────── Backend Development ─────────────────────────
  {
    title: 'Node.js and Express Backend',
    subject: 'Backend Development',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/nodejs-express-backend.svg',
    coverPhoto: '/images/courses/nodejs-express-backend.svg',
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
      'Backend development is where business logic lives, and companies look for engineers who can build APIs that are correct, secure and easy to maintain. In this course you will learn how Node.js works under the hood, build REST APIs with Express, and connect them to PostgreSQL. You will implement signup and login with hashed passwords and JSON Web Tokens, protect routes with role-based access, validate input, handle errors consistently and write automated tests. The final project is an e-commerce backend with products, carts, orders and payment webhooks, deployed to the cloud with environment-based configuration and logging.',
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
    chapters: [
      {
        name: 'Node.js Fundamentals',
        lectures: [
          {
            title: 'What happens when you hit an API',
            free: true,
            points: [
              'When an app calls an API, it sends an HTTP request with a method, a path, headers and sometimes a JSON body.',
              'The method states the intent: get reads data, post creates it, put or patch updates it, and delete removes it.',
              'The server routes the request to a handler, which checks who is calling, validates the input, talks to the database and builds a response.',
              'The response carries a status code, such as two hundred for success, two hundred and one for created, or four hundred and four for not found.',
              'In this course you build every one of those steps yourself with Node.js, Express and PostgreSQL.',
            ],
          },
          {
            title: 'The Node.js runtime and event loop',
            free: false,
            points: [
              'Node.js runs JavaScript outside the browser, using the V8 engine plus libraries for files, networking and timers.',
              'It runs your code on a single thread, while slow input and output like database queries happen in the background without blocking.',
              'When background work finishes, its callback is queued, and the event loop runs it once the current code has completed.',
              'This makes Node.js excellent at handling many requests at once, but a long calculation on the main thread freezes every user.',
              'Use npm to install packages, keep versions in the package file, and commit the lock file so everyone installs the same versions.',
            ],
          },
        ],
      },
      {
        name: 'Building REST APIs with Express',
        lectures: [
          {
            title: 'Routes, controllers and middleware',
            free: false,
            points: [
              'In Express a route pairs a method and a path with a handler function, such as a get request on the products path.',
              'Keep route files thin, and move the real logic into controller and service functions that are easy to test.',
              'Middleware functions run in order before your handler and can parse JSON bodies, log requests or check authentication.',
              'Design resource-oriented paths with plural nouns, like products and orders, and let the HTTP method express the action.',
              'Use route parameters for a single item, such as a product id, and query strings for filtering and pagination.',
            ],
          },
          {
            title: 'Validation and centralised error handling',
            free: false,
            points: [
              'Never trust input: validate every request body, route parameter and query string against a schema before using it.',
              'Schema libraries like Zod describe the expected shape once and return clear messages when a field is missing or has the wrong type.',
              'Reply with status four hundred for invalid input, and list each problem field so client developers can fix their requests quickly.',
              'Throw errors from anywhere and handle them in one error middleware that logs the details and returns a consistent JSON error.',
              'Never send stack traces or database messages to clients, because they leak internal details to attackers.',
            ],
          },
        ],
      },
      {
        name: 'Databases and Authentication',
        lectures: [
          {
            title: 'PostgreSQL modelling, migrations and transactions',
            free: false,
            points: [
              'Model each entity as a table with a primary key, and link tables with foreign keys, such as order items pointing to orders and products.',
              'Add constraints like not null, a unique email and a positive quantity, so the database itself rejects bad data.',
              'Migrations are versioned files that change the schema step by step, so every developer and server ends up with the same structure.',
              'Always use parameterised queries, never string concatenation, to stop user input from turning into SQL injection.',
              'Wrap related writes, like creating an order and reducing stock, in a transaction so they succeed or fail together.',
            ],
          },
          {
            title: 'Password hashing, JWT login and roles',
            free: false,
            points: [
              'Never store passwords as plain text; hash them with a slow algorithm such as bcrypt or argon2, which also adds a unique salt.',
              'On login, compare the submitted password with the stored hash and, if it matches, issue a signed JSON Web Token.',
              'The token carries the user id and role and is signed with a server secret, so the server can verify it without a database lookup.',
              'Send tokens in secure, HTTP-only cookies where possible, and keep access tokens short-lived.',
              'Role-based access control checks the role in middleware, so only admins can add products while customers see only their own orders.',
            ],
          },
        ],
      },
      {
        name: 'Testing and Deployment',
        lectures: [
          {
            title: 'Integration testing and deployment',
            free: false,
            points: [
              'Integration tests send real HTTP requests to your app and check the status code, the body and the database changes together.',
              'Run them against a separate test database that is reset before each run, so tests never depend on leftover data.',
              'Read configuration like database addresses and secrets from environment variables, and fail fast at start-up if any are missing.',
              'Write structured JSON logs with a request id, so you can follow a single request through the system when something breaks.',
              'Deploy by building a container or using a managed platform, run migrations first, and check a health endpoint after each release.',
            ],
          },
          {
            title: 'Project: e-commerce backend',
            free: false,
            points: [
              'In this project you build the backend of an online store with products, carts, orders and a payment step.',
              'Customers browse products with pagination and filters, add items to a cart, and place an order inside a single transaction.',
              'A payment gateway in test mode creates a payment order, and your webhook endpoint verifies its signature before marking the order as paid.',
              'Admins manage products through routes protected by role checks, and every route has validation and integration tests.',
              'Finally you deploy the API with environment configuration and logging, and add the live address to your portfolio.',
            ],
          },
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
          'The best part is how Farhan sir explains why, not just how. The routes, controllers and middleware lecture changed how I structure code.',
        rating: 5,
        date: '2025-01-30',
      },
      {
        name: 'Pallavi Srinivasan',
        comment:
          'The password hashing and JWT lecture is excellent. Finally understood tokens and cookies properly.',
        rating: 5,
        date: '2025-05-16',
      },
      {
        name: 'Rakesh Yadav',
        comment:
          'Good course. I wish there was something on caching, but the e-commerce project is very complete.',
        rating: 3,
        date: '2025-08-27',
      },
      {
        name: 'Simran Kaur',
        comment:
          'Testing was something I always skipped. After the integration testing lecture I write tests for every API. Great mentor support.',
        rating: 5,
        date: '2025-12-20',
      },
      {
        name: 'Tarun Bose',
        comment:
          'Very practical. Verifying the payment webhook signature in the final project was the part I learnt most from.',
        rating: 4,
        date: '2026-05-03',
      },
    ],
    roadmap: [
      {
        title: 'Node.js fundamentals',
        description: 'Understand the runtime, the event loop and project structure.',
        icon: '🟢',
      },
      {
        title: 'Design REST APIs',
        description: 'Build clean endpoints with validation and error handling.',
        icon: '🔌',
      },
      {
        title: 'Data and security',
        description: 'Connect PostgreSQL and add authentication and authorisation.',
        icon: '🔐',
      },
      {
        title: 'Build the capstone',
        description: 'Create and deploy a complete e-commerce backend.',
        icon: '🛒',
      },
    ],
  },
  {
    title: 'System Design for Backend Engineers',
    subject: 'Backend Development',
    level: 'Advanced',
    status: 'coming soon',
    thumbnail: '/images/courses/system-design-backend.svg',
    coverPhoto: '/images/courses/system-design-backend.svg',
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
      'System design rounds decide most mid-level and senior backend offers, yet few engineers get to design large systems at work. This course fills that gap. You will learn the core building blocks, including load balancers, caches, databases, replication, sharding, message queues and CDNs, and practise combining them to meet real requirements around scale, latency and cost. Each week includes a case study inspired by products that handle Indian scale, such as a ticket booking system during a flash sale and a UPI-style payment flow, followed by a mock interview with feedback.',
    whatYouWillLearn: [
      'Estimate traffic, storage and bandwidth requirements',
      'Choose between SQL and NoSQL databases with clear reasoning',
      'Use caching, replication and sharding to scale',
      'Design asynchronous workflows with message queues',
      'Reason about consistency, availability and failure',
      'Communicate designs clearly in interviews',
    ],
    instructorKey: 'farhan-siddiqui',
    chapters: [
      {
        name: 'Building Blocks',
        lectures: [
          {
            title: 'How to approach a system design question',
            free: false,
            points: [
              'Start by clarifying requirements: the core features, the expected number of users, and targets for latency and availability.',
              'Estimate the scale with rough numbers, such as requests per second and storage per year, before drawing any boxes.',
              'Sketch a simple design first, then find the bottlenecks and improve them one at a time while explaining the trade-offs.',
            ],
          },
          {
            title: 'Load balancers, caching and horizontal scaling',
            free: false,
            points: [
              'Horizontal scaling adds more identical servers behind a load balancer, which spreads requests and routes around failed machines.',
              'Keep application servers stateless by storing sessions in a shared store, so any server can handle any request.',
              'A cache such as Redis keeps hot data in memory, and every cache needs a clear expiry and invalidation rule.',
            ],
          },
        ],
      },
      {
        name: 'Case Studies',
        lectures: [
          {
            title: 'Designing a ticket booking system for flash sales',
            free: false,
            points: [
              'A flash sale sends a huge burst of users at the same few seats within seconds, so the design must prevent double booking.',
              'A virtual waiting queue admits users in batches, which protects the booking service and gives everyone a fair chance.',
              'Seats are held for a few minutes with an atomic reservation and released automatically if payment does not complete.',
            ],
          },
          {
            title: 'Designing a payments flow',
            free: false,
            points: [
              'A payment moves through clear states such as created, pending, succeeded or failed, and every transition is recorded.',
              'Idempotency keys make retries safe, so a customer who taps the pay button twice is charged only once.',
              "Reconciliation jobs compare your records with the bank's settlement reports every day and flag any mismatch for review.",
            ],
          },
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
        icon: '🧱',
      },
      {
        title: 'Study real systems',
        description: 'Break down how large-scale products are designed.',
        icon: '🏗️',
      },
      {
        title: 'Practise mock interviews',
        description: 'Design systems live and receive detailed feedback.',
        icon: '🎤',
      },
    ],
  },

  // ─────────────────────────── Web Development ───────────────────────────
  {
    title: 'Full-Stack Web Development Bootcamp',
    subject: 'Web Development',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/full-stack-web-development-bootcamp.svg',
    coverPhoto: '/images/courses/full-stack-web-development-bootcamp.svg',
    description: [
      'HTML, CSS, JavaScript, React, Node.js and SQL',
      'Live classes, mentor support and code reviews',
      'Build and deploy a full-stack team capstone',
      'Placement support with mock interviews',
    ],
    realPrice: 24999,
    discountedPrice: 9999,
    detailDescription:
      'Our most complete programme for becoming a job-ready web developer. Over six months you will learn the full stack, build and deploy a team capstone and prepare for placements with dedicated support.',
    duration: '24 weeks',
    overview:
      'The Full-Stack Web Development Bootcamp is a structured, mentor-led programme for students and career switchers who want to become professional web developers. You will start with the foundations of the web, including HTML, CSS, responsive layouts and JavaScript, then build interactive frontends with React and robust backends with Node.js, Express and PostgreSQL. Along the way you will learn Git, REST API design, authentication and deployment. The programme culminates in a team capstone where you collaborate like a real product team. In the final weeks, placement preparation covers resumes, LinkedIn and mock technical interviews.',
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
    chapters: [
      {
        name: 'Web Foundations',
        lectures: [
          {
            title: 'How the web works',
            free: true,
            points: [
              "When you type a web address, your browser asks DNS for the server's IP address, much like looking up a number in a phone book.",
              'The browser then sends an HTTP request over a secure HTTPS connection, and the server replies with HTML, CSS, JavaScript and images.',
              'The frontend is everything that runs in the browser, while the backend runs on servers and keeps data in a database.',
              'Most modern apps talk through APIs, where the frontend requests JSON data and renders it into the page.',
              'A full-stack developer understands both sides well enough to build a complete feature, from the button to the database row.',
            ],
          },
          {
            title: 'HTML, CSS and Git essentials',
            free: false,
            points: [
              'Semantic HTML uses elements that describe meaning, such as header, nav, main and button, which helps screen readers and search engines.',
              'Flexbox arranges items along one direction, like a navigation bar, while CSS Grid handles two-dimensional page layouts.',
              'Design for small screens first, then add media queries that adjust the layout for wider screens.',
              'Git records snapshots of your project called commits, and each commit should describe one logical change in a clear message.',
              'Work on a branch, push it to GitHub, and open a pull request so a teammate can review it before merging.',
            ],
          },
        ],
      },
      {
        name: 'JavaScript and React',
        lectures: [
          {
            title: 'Modern JavaScript and the DOM',
            free: false,
            points: [
              'Use const and let, arrow functions and array methods like map and filter to write concise, modern JavaScript.',
              'The DOM is the page as a tree of objects, and query selector finds elements so you can change their text, classes and attributes.',
              'Event listeners react to clicks and form submissions, and calling prevent default stops a form from reloading the page.',
              'Fetch requests data from an API, and async and await let you handle the response without deeply nested callbacks.',
              'Always handle the loading and error states, since real networks are slow and sometimes fail.',
            ],
          },
          {
            title: 'React components, hooks and routing',
            free: false,
            points: [
              'React builds interfaces from components, functions that take props and return markup describing part of the screen.',
              'The use state hook stores data that changes, and updating it makes React render the component again with the new value.',
              'An effect or a data fetching library loads server data after the component appears, with loading and error states.',
              'A router maps addresses to pages, such as a jobs list and a job detail page, without full page reloads.',
              'As a worked example, a job board combines all of these: a searchable list of openings, a detail page and a saved jobs list.',
            ],
          },
        ],
      },
      {
        name: 'Backend with Node.js and SQL',
        lectures: [
          {
            title: 'Express APIs with PostgreSQL',
            free: false,
            points: [
              'An Express server maps HTTP methods and paths to handler functions, such as a get request on the jobs path returning a list of jobs.',
              'Middleware runs before the handlers to parse JSON, log requests and check authentication, in the order you register it.',
              'PostgreSQL stores data in related tables, so a jobs table and a companies table are linked by a company id foreign key.',
              'Always pass user input through parameterised queries, which prevents SQL injection attacks.',
              'Validate every request body and return clear status codes, such as four hundred for bad input and four hundred and four for missing records.',
            ],
          },
          {
            title: 'Authentication, file uploads and payments',
            free: false,
            points: [
              'Hash passwords with bcrypt before storing them, and never log or email a password in plain text.',
              'After login, keep the user signed in with a session cookie or a signed token, marked secure and HTTP-only.',
              'For file uploads such as profile photos or resumes, check the type and size, and store the files in object storage rather than the database.',
              'Payment gateways create an order on their side, and your server must verify the webhook signature before marking anything as paid.',
              "Test payments only in the gateway's test mode with test cards, never with real money.",
            ],
          },
        ],
      },
      {
        name: 'Capstone and Placement Prep',
        lectures: [
          {
            title: 'Planning and deploying a team capstone',
            free: false,
            points: [
              'The capstone is built by a team of three or four people, who agree on a small set of core features before writing any code.',
              'Break features into small tasks on a shared board, hold short daily stand-ups, and merge work through reviewed pull requests.',
              'Agree on the API contract early, so frontend and backend developers can work in parallel without blocking each other.',
              'Deploy the frontend to a static host and the backend and database to a managed platform, with secrets in environment variables.',
              'Add a readme with a live link, screenshots and setup steps, because reviewers look there first.',
            ],
          },
          {
            title: 'Resumes and mock technical interviews',
            free: false,
            points: [
              'A developer resume fits on one page and leads with projects, each described by what you built, the stack you used and a measurable result.',
              'Link a tidy GitHub profile, and write a LinkedIn headline that names the role you want and your main technologies.',
              'In a technical interview, restate the problem, discuss an approach before coding, and talk through your thinking as you write.',
              'Be ready to explain your capstone in depth: the hardest bug, a trade-off you made, and what you would improve next.',
              'Practise with timed mock interviews and review the feedback, since explaining clearly improves with repetition.',
            ],
          },
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
          'Six months well spent. Coming from a non-IT job, the How the web works lecture made the start easy. The mentors really care.',
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
          'Intense but rewarding. The React chapter is the best. The backend chapter is a bit heavy at first.',
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
        comment:
          'Good value for money compared to other bootcamps. The payments and file uploads lecture filled a real gap for me.',
        rating: 4,
        date: '2026-10-19',
      },
    ],
    roadmap: [
      {
        title: 'Web foundations',
        description: 'HTML, CSS, Git and the basics of how the web works.',
        icon: '🌐',
      },
      {
        title: 'JavaScript and React',
        description: 'Build interactive frontends with modern tooling.',
        icon: '⚛️',
      },
      {
        title: 'Backend and databases',
        description: 'Create secure APIs with Node.js, Express and PostgreSQL.',
        icon: '🗄️',
      },
      {
        title: 'Team capstone',
        description: 'Ship a full-stack product with your team, just like at work.',
        icon: '👥',
      },
      {
        title: 'Placement preparation',
        description: 'Polish your resume and practise with mock technical interviews.',
        icon: '🎯',
      },
    ],
  },
  {
    title: 'HTML, CSS and Responsive Web Design',
    subject: 'Web Development',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/html-css-responsive.svg',
    coverPhoto: '/images/courses/html-css-responsive.svg',
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
      'Every web developer, designer and even data scientist benefits from knowing how web pages are built. This course starts with semantic HTML and the CSS box model, then teaches modern layout with Flexbox and Grid, responsive design with media queries and fluid units, and polish with transitions and custom properties. Accessibility and performance are woven in from the first lesson rather than tacked on at the end. You will build a restaurant menu page, and finish by designing, building and publishing your own portfolio site for free.',
    whatYouWillLearn: [
      'Structure pages with semantic, accessible HTML',
      'Understand the box model, selectors and specificity',
      'Build layouts with Flexbox and CSS Grid',
      'Design mobile-first with media queries and fluid units',
      'Use custom properties and transitions for polish',
      'Publish a website for free on the internet',
    ],
    instructorKey: 'arjun-nair',
    chapters: [
      {
        name: 'HTML Foundations',
        lectures: [
          {
            title: 'Your first web page',
            free: true,
            points: [
              'A web page is a plain text file of HTML, where tags wrap content to say what each part is, such as a heading or a paragraph.',
              'Every page starts with a doctype line, then an html element holding a head for information about the page and a body for visible content.',
              'Create a file called index dot html in VS Code, type a heading and a paragraph, and open the file in your browser.',
              'Use the Live Server extension, so the page refreshes automatically every time you save.',
              'Indent nested elements neatly, because tidy HTML is far easier to read and debug.',
            ],
          },
          {
            title: 'Semantic elements, links, images and forms',
            free: false,
            points: [
              'Semantic elements like header, nav, main, article and footer describe the role of each region, which helps screen readers and search engines.',
              'Use exactly one main heading per page and keep heading levels in order, without jumping from level one to level four.',
              'Links use the anchor element with an href attribute, and images need alt text that describes them for people who cannot see them.',
              'Every form input needs a label connected to it, and the right input type, such as email or tel, brings up the right mobile keyboard.',
              'Use a real button element for actions rather than a clickable div, so it works with the keyboard automatically.',
            ],
          },
        ],
      },
      {
        name: 'Styling with CSS',
        lectures: [
          {
            title: 'Selectors, cascade and the box model',
            free: false,
            points: [
              'A CSS rule has a selector that picks elements and declarations that set properties, such as the colour and the font size.',
              'When rules conflict, the cascade decides: more specific selectors win, and between equally specific ones the later rule wins.',
              'Prefer simple class selectors, since ids and long chains raise specificity and make styles hard to override later.',
              'Every element is a box made of content, padding, border and margin, from the inside out.',
              'Set box sizing to border box for all elements, so the width you declare includes the padding and the border.',
            ],
          },
          {
            title: 'Colours, fonts, custom properties and transitions',
            free: false,
            points: [
              'Choose one or two fonts, set a comfortable base size of about sixteen pixels, and use relative rem units for other sizes.',
              'Custom properties, also called CSS variables, store values like your brand colour once and reuse them across the whole stylesheet.',
              'Check that text colours have enough contrast with their backgrounds, at least four point five to one for body text.',
              'Transitions animate changes smoothly, such as a button colour on hover, and durations of one to three tenths of a second feel natural.',
              'Respect users who prefer reduced motion by turning off non-essential animation with a media query.',
            ],
          },
        ],
      },
      {
        name: 'Modern Layout',
        lectures: [
          {
            title: 'Flexbox and CSS Grid',
            free: false,
            points: [
              'Flexbox lays out items in a single row or column, and the justify content and align items properties control spacing and alignment.',
              'Use flex wrap and a gap so items flow onto new lines neatly, which is perfect for navigation bars and lists of tags.',
              'CSS Grid defines rows and columns at once, making it ideal for whole page layouts and galleries of cards.',
              'The repeat function with auto fit and minmax creates a card grid that adds columns as space grows, without any media queries.',
              'A good rule of thumb is Grid for the overall page and Flexbox for the components inside it.',
            ],
          },
          {
            title: 'Project: restaurant menu page',
            free: false,
            points: [
              'In this project you build a menu page for a neighbourhood restaurant, with a header, menu sections and a contact footer.',
              'Mark up the content first with semantic HTML, using headings for each section and lists for the dishes and their prices in rupees.',
              'Lay out the dish cards with CSS Grid, and align each dish name and its price on one line with Flexbox.',
              'Add custom properties for the colour theme and a gentle hover transition on each card.',
              'Finally, check the page using only the keyboard and a contrast checker before you share it.',
            ],
          },
        ],
      },
      {
        name: 'Responsive Design and Publishing',
        lectures: [
          {
            title: 'Mobile-first design and media queries',
            free: false,
            points: [
              'Mobile first means writing the base styles for small screens and then adding media queries for wider screens.',
              'A min width media query applies its rules only above a breakpoint, such as switching from one column to three on tablets.',
              'Add the viewport meta tag to every page, otherwise phones pretend to be desktop screens and shrink everything.',
              'Make images flexible with a maximum width of one hundred per cent, and use fluid units so text and spacing scale smoothly.',
              "Test on a real phone as well as the browser's device toolbar, and make tap targets at least forty four pixels across.",
            ],
          },
          {
            title: 'Project: publish your portfolio site',
            free: false,
            points: [
              'In this project you design, build and publish a personal portfolio site with an about section, your projects and contact details.',
              'Plan the content before styling: a clear headline, three project cards with screenshots, and a short paragraph about you.',
              "Build it mobile first with semantic HTML, Grid and Flexbox, then run an accessibility check with the browser's Lighthouse tool.",
              'Push the code to a GitHub repository and publish it for free with GitHub Pages or a similar static host.',
              'Share the live link, ask two friends to try it on their phones, and fix whatever confuses them.',
            ],
          },
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
        comment:
          'Good beginner course. Simple language, and the restaurant menu project was a nice first build.',
        rating: 4,
        date: '2025-06-09',
      },
      {
        name: 'Sameer Khan',
        comment: 'Nice content, but I expected more than one lecture touching on transitions and animation.',
        rating: 3,
        date: '2025-10-30',
      },
      {
        name: 'Madhuri Naidu',
        comment: 'Loved that accessibility is taught from the very first lectures. Very thoughtful course.',
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
        icon: '📝',
      },
      {
        title: 'Style with CSS',
        description: 'Control colour, typography and spacing with confidence.',
        icon: '🎨',
      },
      {
        title: 'Master layouts',
        description: 'Build any layout with Flexbox and Grid.',
        icon: '📐',
      },
      {
        title: 'Go responsive and publish',
        description: 'Make it work on every screen and share it with the world.',
        icon: '📱',
      },
    ],
  },
];
