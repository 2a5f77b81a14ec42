import type { DemoCourse } from './types.ts';

/** Nine more demo courses: three each for Data Science, Machine Learning and Python. */
export const demoCoursesA: DemoCourse[] = [
  // ───────────────────────────── Data Science ─────────────────────────────
  {
    title: 'Statistics for Data Analysis',
    subject: 'Data Science',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/statistics-data-analysis.svg',
    coverPhoto: '/images/courses/statistics-data-analysis.svg',
    description: [
      'The statistics every analyst uses, explained without heavy maths',
      'Averages, spread, distributions and confidence intervals',
      'Hypothesis tests and p-values you can explain to a manager',
      'Design and read a simple online experiment',
    ],
    realPrice: 8999,
    discountedPrice: 3499,
    detailDescription:
      'A practical statistics course for analysts and aspiring data scientists. You will learn to summarise data honestly, reason about uncertainty, and decide whether a difference in your numbers is real or just noise.',
    duration: '6 weeks',
    overview:
      'Statistics is the part of data work that most people skip and later regret. This course covers the ideas you actually need on the job, with everyday Indian business examples instead of dice and urns. You start with describing data, choosing between the mean and the median and measuring spread with standard deviations and percentiles. You then build intuition for probability, the normal distribution and the central limit theorem, which lead naturally to confidence intervals and hypothesis tests. The final chapter separates correlation from causation and walks you through designing a simple online experiment, from choosing a metric to deciding the sample size before launch.',
    whatYouWillLearn: [
      'Choose the right average and measure of spread for skewed data',
      'Apply the basic rules of probability, including conditional probability',
      'Use the normal distribution and the central limit theorem with confidence',
      'Build and interpret confidence intervals',
      'Run hypothesis tests and explain p-values and effect sizes correctly',
      'Plan a controlled experiment and spot misleading correlations',
    ],
    instructorKey: 'nandini-krishnan',
    chapters: [
      {
        name: 'Describing Data',
        lectures: [
          {
            title: 'Mean, median and mode',
            free: true,
            points: [
              'The mean is the sum of all values divided by how many values there are, so every single data point affects it.',
              'The median is the middle value after sorting, and it barely moves when a few extreme values appear in the data.',
              'In a startup where the founder earns fifty times more than everyone else, the median describes a typical salary far better than the mean.',
              'The mode is the most frequent value, which is most useful for categories such as the most popular payment method.',
              'As a rule of thumb, report the median for skewed data like income or delivery time, and the mean for roughly symmetric data.',
            ],
          },
          {
            title: 'Variance, standard deviation and percentiles',
            free: false,
            points: [
              'Two cities can share the same average temperature while one swings wildly, so we always need a measure of spread alongside the centre.',
              'Variance is the average squared distance from the mean, and the standard deviation is its square root, expressed in the original units.',
              'Percentiles split sorted data into a hundred parts, so a ninetieth percentile delivery time of forty minutes means nine in ten orders arrive sooner.',
              'The interquartile range runs from the twenty fifth to the seventy fifth percentile and is the robust choice when outliers are present.',
            ],
          },
        ],
      },
      {
        name: 'Probability and Distributions',
        lectures: [
          {
            title: 'Probability rules you will actually use',
            free: false,
            points: [
              'A probability is a number between zero and one, where zero means the event is impossible and one means it is certain.',
              'For independent events you multiply, so two fair coin flips both landing heads has a probability of one half times one half, which is one quarter.',
              'For events that cannot happen together you add, so rolling a one or a two on a fair die has a probability of one third.',
              'Conditional probability asks how likely something is once we know something else, such as the chance a shopper pays after adding an item to the cart.',
            ],
          },
          {
            title: 'The normal distribution and the central limit theorem',
            free: false,
            points: [
              'The normal distribution is the symmetric bell curve, described completely by two numbers, its mean and its standard deviation.',
              'About sixty eight percent of values fall within one standard deviation of the mean, and about ninety five percent fall within two.',
              'The central limit theorem says that averages of large enough samples are roughly normal, even when the underlying data is skewed.',
              'This is why we can build reliable intervals for average order value, even though individual order values have a long right tail.',
            ],
          },
        ],
      },
      {
        name: 'Drawing Conclusions from Samples',
        lectures: [
          {
            title: 'Confidence intervals explained',
            free: false,
            points: [
              'A sample estimate is never exact, so a confidence interval gives a range of plausible values for the true population number.',
              'A ninety five percent interval is roughly the sample mean plus or minus two standard errors.',
              'The standard error equals the standard deviation divided by the square root of the sample size, so it shrinks as you collect more data.',
              'To halve the width of an interval you need about four times as many observations, which is useful when planning a survey budget.',
            ],
          },
          {
            title: 'Hypothesis tests and p-values',
            free: false,
            points: [
              'A hypothesis test starts with a null hypothesis, usually that there is no difference, and asks whether the data would be surprising under it.',
              'The p-value is the probability of seeing a result at least this extreme if the null hypothesis were true.',
              'A p-value below the chosen threshold, commonly five percent, lets us reject the null, but it never proves that the alternative is true.',
              'Always report the size of the effect as well, because with a million rows even a tiny, useless difference becomes statistically significant.',
            ],
          },
        ],
      },
      {
        name: 'Relationships and Experiments',
        lectures: [
          {
            title: 'Correlation is not causation',
            free: false,
            points: [
              'The correlation coefficient runs from minus one to plus one and measures how strongly two variables move together in a straight line.',
              'Ice cream sales and drowning cases both rise in summer, yet neither causes the other, because hot weather drives both of them.',
              'A hidden third factor like hot weather is called a confounder, and it is the most common reason correlations mislead business teams.',
              'Always plot the data first, since a correlation close to zero can still hide a strong curved relationship.',
            ],
          },
          {
            title: 'Designing a simple online experiment',
            free: false,
            points: [
              'A controlled experiment randomly splits users into a control group that sees the current version and a treatment group that sees the change.',
              'Random assignment is what lets us claim causation, because both groups are alike on average in every other way.',
              'Decide the main metric, the smallest effect worth detecting and the sample size before launching, never after peeking at the results.',
              'Run the test for at least one full week so weekday and weekend behaviour are both captured, then analyse it with a hypothesis test.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to be good at maths?',
        answer:
          'School-level arithmetic is enough. Every formula is explained in words first, and the focus is on when to use an idea rather than on proofs.',
      },
      {
        question: 'Does the course use Python or Excel?',
        answer:
          'The concepts are tool-agnostic. The lectures explain each idea in plain language, so you can apply it in whichever tool you already use at work.',
      },
      {
        question: 'Who is this course for?',
        answer:
          'Data and business analysts, product managers and anyone preparing for data science roles who wants a solid, practical footing in statistics.',
      },
    ],
    reviews: [
      {
        name: 'Aditi Bhatt',
        comment:
          'The mean, median and mode lecture with the startup salary example is something I now quote at work. Statistics finally feels practical.',
        rating: 5,
        date: '2025-02-18',
      },
      {
        name: 'Rahul Verma',
        comment:
          'I finally understood what a p-value actually means after the hypothesis testing lecture. The online experiment lecture was directly useful in my product analyst role.',
        rating: 5,
        date: '2025-05-07',
      },
      {
        name: 'Fatima Shaikh',
        comment:
          'Confidence intervals were explained well, though I wanted a few more practice problems on the standard error.',
        rating: 4,
        date: '2025-09-22',
      },
      {
        name: 'Siddharth Menon',
        comment:
          'The correlation is not causation lecture and its confounder examples helped me push back on a misleading dashboard conclusion in my team.',
        rating: 5,
        date: '2026-01-15',
      },
      {
        name: 'Pooja Agarwal',
        comment:
          'Good course for analysts. The probability rules lecture moved a bit fast for me, but the chapter notes helped me revise.',
        rating: 4,
        date: '2026-06-03',
      },
    ],
    roadmap: [
      {
        title: 'Describe your data',
        description: 'Pick the right average and measure of spread for the data in front of you.',
        icon: '📊',
      },
      {
        title: 'Think in probabilities',
        description: 'Build intuition for probability, the normal curve and sampling.',
        icon: '🎲',
      },
      {
        title: 'Draw sound conclusions',
        description: 'Use confidence intervals and hypothesis tests to separate signal from noise.',
        icon: '⚖️',
      },
      {
        title: 'Run experiments',
        description: 'Plan a controlled experiment and avoid the classic correlation traps.',
        icon: '🧪',
      },
    ],
  },
  {
    title: 'Excel and Power BI Dashboards',
    subject: 'Data Science',
    level: 'Beginner',
    status: 'published',
    thumbnail: '/images/courses/excel-power-bi-dashboards.svg',
    coverPhoto: '/images/courses/excel-power-bi-dashboards.svg',
    description: [
      'From clean Excel sheets to interactive Power BI reports',
      'Power Query, data modelling and essential DAX',
      'Dashboard design that managers actually read',
      'Project: a sales dashboard for a 40-store retail chain',
    ],
    realPrice: 6999,
    discountedPrice: 2999,
    detailDescription:
      'Learn the reporting stack used in most Indian offices. You will clean data in Excel, automate preparation with Power Query, model it properly and build a Power BI dashboard that answers real business questions.',
    duration: '6 weeks',
    overview:
      'Most business reporting in India still starts in Excel and increasingly ends in Power BI. This course connects the two. You begin with disciplined Excel habits: tables, cleaning functions, lookups and pivot tables. You then move the repetitive work into Power Query so that next month’s report is a single refresh, and you learn why a star schema with a proper date table makes everything downstream easier. The DAX chapter covers the difference between calculated columns and measures and the time intelligence functions behind year-to-date and year-on-year numbers, including financial years that end in March. The course closes with design principles and a complete two-page sales dashboard project.',
    whatYouWillLearn: [
      'Clean and structure raw data in Excel using tables and lookups',
      'Summarise thousands of rows with pivot tables and slicers',
      'Automate data preparation with Power Query',
      'Model data as a star schema with a proper date table',
      'Write DAX measures, including year-to-date and year-on-year growth',
      'Design and publish a clear, interactive Power BI dashboard',
    ],
    instructorKey: 'ananya-rao',
    chapters: [
      {
        name: 'Excel for Analysts',
        lectures: [
          {
            title: 'Cleaning data in Excel the right way',
            free: true,
            points: [
              'Start by converting your range into an Excel table, so formulas, filters and charts grow automatically when new rows are added.',
              'Use the trim function to remove stray spaces and the proper function to fix inconsistent capitalisation in name and city columns.',
              'Before removing duplicates, decide which columns together identify a unique record, such as the order number and the product code.',
              'Keep the raw data on its own sheet and never edit it directly, so you can always trace every number back to its source.',
            ],
          },
          {
            title: 'Lookups and pivot tables',
            free: false,
            points: [
              'The XLOOKUP function finds a value in one column and returns the matching value from another, replacing the older and more fragile VLOOKUP.',
              'A common use is pulling the region of each store from a master store list into your sales table.',
              'Pivot tables summarise thousands of rows in seconds when you drag fields into the rows, columns and values areas.',
              'Group dates by month or quarter inside the pivot, and add a slicer so managers can filter by region with a single click.',
            ],
          },
        ],
      },
      {
        name: 'Power Query and Data Modelling',
        lectures: [
          {
            title: 'Shaping data with Power Query',
            free: false,
            points: [
              'Power Query records every cleaning step you take, so next month you simply press refresh instead of repeating the work by hand.',
              'Typical steps are promoting headers, setting data types, splitting columns and unpivoting wide monthly columns into one long table.',
              'You can combine every file in a folder, which is perfect when each branch sends its own monthly sales sheet.',
              'Give each applied step a clear name, because a colleague reading your query six months later will need to understand it quickly.',
            ],
          },
          {
            title: 'Star schemas and relationships',
            free: false,
            points: [
              'A star schema keeps one central fact table of transactions, surrounded by dimension tables such as date, product, store and customer.',
              'Relationships connect a key in each dimension table to the matching column in the fact table, usually in a one to many direction.',
              'Always build a dedicated date table and mark it as the date table, since time calculations in Power BI depend on it.',
              'Avoid one giant flat table, because it bloats the file and makes measures slower and harder to write.',
            ],
          },
        ],
      },
      {
        name: 'DAX Essentials',
        lectures: [
          {
            title: 'Calculated columns versus measures',
            free: false,
            points: [
              'A calculated column is computed once for every row and stored in the model, like a profit column equal to revenue minus cost.',
              'A measure is computed on the fly for whatever filters are active in a visual, such as total sales for the selected region.',
              'Prefer measures for anything you aggregate, because they keep the model small and respond correctly to slicers.',
              'The DIVIDE function is safer than plain division, since it returns a blank instead of an error when the denominator is zero.',
            ],
          },
          {
            title: 'Time intelligence with DAX',
            free: false,
            points: [
              'Time intelligence functions compare periods, for example sales this month against the same month last year.',
              'The TOTALYTD function adds up values from the start of the year, and you can pass thirty first March as the year end for an Indian financial year.',
              'SAMEPERIODLASTYEAR shifts the date filter back twelve months, and dividing the difference by the value from last year gives year on year growth.',
              'These functions only work reliably with a continuous date table that has exactly one row for every day.',
            ],
          },
        ],
      },
      {
        name: 'Designing Dashboards',
        lectures: [
          {
            title: 'Choosing visuals and layout',
            free: false,
            points: [
              'Put the three or four most important numbers as cards along the top, because that is where readers look first.',
              'Use line charts for trends over time and bar charts for comparing categories, and avoid pie charts with more than three slices.',
              'Keep one strong colour for highlights and grey for everything else, so the eye goes straight to what matters.',
              'Every page should answer one business question stated in its title, such as which regions missed their target this quarter.',
            ],
          },
          {
            title: 'Project: a sales dashboard for a retail chain',
            free: false,
            points: [
              'In this project you build a two page dashboard for a chain of forty stores across India, using a year of transaction data.',
              'Page one shows revenue, margin and order count against target, with slicers for region, store format and month.',
              'Page two drills into products, highlighting the categories that drive growth and the stores where repeat purchases are falling.',
              'You finish by publishing the report and writing a short summary of three recommended actions for the regional managers.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Which software do I need?',
        answer:
          'Microsoft Excel 2021 or Microsoft 365 for the Excel lectures, and the free Power BI Desktop for the rest. Power BI Desktop runs on Windows only, so Mac users will need a Windows virtual machine or a cloud PC.',
      },
      {
        question: 'I already use pivot tables. Will this be too basic?',
        answer:
          'The Excel chapter is short and focused on good habits. Most of the course is about Power Query, data modelling, DAX and dashboard design.',
      },
      {
        question: 'Is the project data real?',
        answer:
          'The retail dataset is synthetic but modelled on real store sales patterns, including festive peaks, regional differences and messy entries.',
      },
    ],
    reviews: [
      {
        name: 'Manish Gupta',
        comment:
          'The Power Query lecture alone saved me hours every month. I now combine all our branch files with a single refresh.',
        rating: 5,
        date: '2025-01-24',
      },
      {
        name: 'Divya Nair',
        comment:
          'The star schema lecture was eye-opening for someone who always used one huge sheet. I wish the DAX chapter had a few more examples.',
        rating: 4,
        date: '2025-04-11',
      },
      {
        name: 'Harpreet Singh',
        comment:
          'The retail chain dashboard project looks great in my portfolio, and I built a similar one for our regional reviews at work.',
        rating: 5,
        date: '2025-07-30',
      },
      {
        name: 'Lakshmi Subramanian',
        comment:
          'Clear explanation of calculated columns versus measures. Very good for someone coming from Excel.',
        rating: 4,
        date: '2025-10-02',
      },
      {
        name: 'Aman Khanna',
        comment:
          'Time intelligence with a financial year ending in March! Finally a course that teaches it the way Indian companies report.',
        rating: 5,
        date: '2026-02-14',
      },
      {
        name: 'Ritika Das',
        comment:
          'The content is good, but I expected something on sharing reports and row-level security, which the course does not cover.',
        rating: 3,
        date: '2026-05-19',
      },
      {
        name: 'Vivek Chauhan',
        comment:
          'The choosing visuals and layout lecture changed how I design every report I send to my manager.',
        rating: 5,
        date: '2026-09-08',
      },
    ],
    roadmap: [
      {
        title: 'Excel foundations',
        description: 'Clean data, use lookups and summarise it with pivot tables.',
        icon: '📋',
      },
      {
        title: 'Prepare and model data',
        description: 'Automate cleaning with Power Query and build a star schema.',
        icon: '⭐',
      },
      {
        title: 'Write DAX measures',
        description: 'Calculate totals, ratios and year-on-year growth the right way.',
        icon: '🧮',
      },
      {
        title: 'Build the dashboard',
        description: 'Design and publish a two-page retail sales dashboard.',
        icon: '📊',
      },
    ],
  },
  {
    title: 'Data Storytelling and Analytics Case Studies',
    subject: 'Data Science',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/data-storytelling-case-studies.svg',
    coverPhoto: '/images/courses/data-storytelling-case-studies.svg',
    description: [
      'Turn analysis into a clear recommendation',
      'Charts that persuade instead of confuse',
      'Two end-to-end business case studies',
      'Ideal for analyst interviews and stakeholder meetings',
    ],
    realPrice: 4999,
    discountedPrice: null,
    detailDescription:
      'Good analysis is wasted if nobody acts on it. This short course teaches you to frame the right question, design honest and persuasive charts, and present a recommendation, then puts it all together in two realistic case studies.',
    duration: '4 weeks',
    overview:
      'Analysts are judged less on the queries they write than on the decisions they influence. This course focuses on that last mile. You will learn a simple situation, complication and resolution structure for any analysis, and how to turn a vague request into a specific question with a decision attached. Two lectures on chart design cover decluttering, direct labelling, sorting and writing titles as takeaways. Finally, you work through two case studies modelled on common Indian business problems: a sudden drop in food delivery orders and early churn on a prepaid telecom plan. Each case walks from the first breakdown of the numbers to a three-slide story with a clear recommendation.',
    whatYouWillLearn: [
      'Structure any analysis as situation, complication and resolution',
      'Rewrite vague requests as specific, decision-focused questions',
      'Declutter charts and highlight the one number that matters',
      'Write chart titles and slide sequences that carry the argument',
      'Break down a metric change to find where it is concentrated',
      'Present a concise recommendation to non-technical stakeholders',
    ],
    instructorKey: 'ananya-rao',
    chapters: [
      {
        name: 'Foundations of Data Storytelling',
        lectures: [
          {
            title: 'From analysis to a story',
            free: true,
            points: [
              'An analysis lists everything you found, while a story picks the one finding that matters and explains what the audience should do about it.',
              'A simple structure works well, moving from the situation, to the complication you discovered, to the resolution you recommend.',
              'Lead with the conclusion, because senior managers often read only the first slide or the first line of an email.',
              'Then support that conclusion with two or three pieces of evidence, and move everything else into an appendix.',
            ],
          },
          {
            title: 'Framing the business question',
            free: false,
            points: [
              'Vague requests such as look into sales lead to vague answers, so rewrite every request as a specific question with a decision attached.',
              'A good question names the metric, the segment and the time period, like why repeat orders in Pune fell in March.',
              'Ask who will use the answer and what they will change, because that tells you how precise your analysis needs to be.',
              'Write down your hypotheses before touching the data, so you test ideas deliberately instead of fishing for any pattern.',
            ],
          },
        ],
      },
      {
        name: 'Charts That Persuade',
        lectures: [
          {
            title: 'Decluttering a chart',
            free: false,
            points: [
              'Every element on a chart should earn its place, so remove heavy gridlines, borders, shadows and three dimensional effects.',
              'Label lines directly at their ends instead of using a separate legend, which saves the reader from looking back and forth.',
              'Round numbers sensibly, writing twelve point four lakh rather than a long string of digits with decimals.',
              'Use grey for context and one strong colour for the data point you want people to remember after the meeting.',
            ],
          },
          {
            title: 'Annotating and ordering for impact',
            free: false,
            points: [
              'Sort bar charts from largest to smallest, unless the categories have a natural order such as months or age groups.',
              'Add a short note on the chart at the exact point where something happened, such as a price change or an app outage.',
              'Write chart titles as takeaways, like weekend orders grew twice as fast as weekday orders, rather than a bare label like orders by day.',
              'Order your slides so each one answers the question raised by the previous one, which keeps the audience following your logic.',
            ],
          },
        ],
      },
      {
        name: 'Case Studies',
        lectures: [
          {
            title: 'Case study: why food delivery orders dropped',
            free: false,
            points: [
              'In this case a food delivery company sees weekly orders fall by eight percent in one city, and you are asked to explain why.',
              'You first split the drop by customer type, restaurant, time of day and platform to find where the decline is concentrated.',
              'The data shows the fall comes almost entirely from new users on Android, right after an app update lengthened the sign up flow.',
              'Your final story is three slides long, showing the drop, the evidence pointing to the sign up change, and a recommendation to roll it back.',
            ],
          },
          {
            title: 'Case study: reducing churn for a telecom plan',
            free: false,
            points: [
              'Here a telecom operator wants to know why prepaid customers on one popular plan are not recharging after their first month.',
              'You compare churned and retained customers on data usage, recharge amount, network complaints and the channel through which they joined.',
              'Customers who joined through one retail partner churn at twice the average rate, which points to mis-sold plans rather than poor network quality.',
              'The presentation ends with a clear ask, to audit the onboarding process of that partner and to test a small retention offer for at risk customers.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know a specific tool?',
        answer:
          'No. The principles apply equally to Excel, Power BI, Python or slides. The case studies explain what to look at in the data rather than which buttons to click.',
      },
      {
        question: 'Is this useful for interviews?',
        answer:
          'Yes. Analyst interviews often include a case question like the food delivery drop, and the structure taught here is exactly what interviewers look for.',
      },
      {
        question: 'How much time does it take each week?',
        answer: 'About two to three hours, including time to redo the case studies on your own.',
      },
    ],
    reviews: [
      {
        name: 'Kavya Menon',
        comment:
          'The food delivery case study felt like a real interview case. I loved how the sign-up flow problem was uncovered step by step.',
        rating: 4,
        date: '2025-03-03',
      },
      {
        name: 'Arvind Pillai',
        comment:
          'Writing chart titles as takeaways is such a simple idea, and my manager noticed the difference in my very next deck.',
        rating: 5,
        date: '2025-08-16',
      },
      {
        name: 'Tanvi Deshmukh',
        comment:
          'Useful lectures on decluttering charts, but the course is short and I wanted at least one more case study.',
        rating: 3,
        date: '2025-12-01',
      },
      {
        name: 'Imran Qureshi',
        comment:
          'The telecom churn case study taught me to always check acquisition channels. Practical and well structured.',
        rating: 4,
        date: '2026-04-20',
      },
    ],
    roadmap: [
      {
        title: 'Frame the question',
        description: 'Turn a vague request into a specific question with a decision attached.',
        icon: '❓',
      },
      {
        title: 'Design persuasive charts',
        description: 'Declutter, annotate and order your charts so the message is obvious.',
        icon: '📈',
      },
      {
        title: 'Solve real cases',
        description: 'Work through two business case studies from first breakdown to recommendation.',
        icon: '🕵️',
      },
      {
        title: 'Present with confidence',
        description: 'Deliver a short, clear story to managers and interviewers.',
        icon: '🗣️',
      },
    ],
  },

  // ─────────────────────────── Machine Learning ───────────────────────────
  {
    title: 'Natural Language Processing Fundamentals',
    subject: 'Machine Learning',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/nlp-fundamentals.svg',
    coverPhoto: '/images/courses/nlp-fundamentals.svg',
    description: [
      'From raw text to working classifiers',
      'TF-IDF, embeddings and fine-tuned transformers',
      'Handle Hindi and code-mixed Indian text',
      'Project: sentiment analysis of product reviews',
    ],
    realPrice: 13999,
    discountedPrice: 5999,
    detailDescription:
      'Learn how machines read text, from simple word counts to fine-tuned transformer models. You will build practical classifiers and finish with a sentiment analysis project on e-commerce product reviews.',
    duration: '8 weeks',
    overview:
      'Text is everywhere in Indian businesses: support tickets, product reviews, chat messages and social media posts, often in a mix of Hindi and English. This course builds your NLP skills step by step. You begin with why language is hard for computers and how to clean and tokenise text without destroying meaning. You then build classic bag of words and TF-IDF representations and train a fast, explainable logistic regression classifier. The third chapter introduces word embeddings and fine-tuning a pretrained transformer such as BERT. The course ends with a sentiment analysis project and a lecture on handling Hindi and code-mixed text with multilingual models built for Indian languages.',
    whatYouWillLearn: [
      'Clean and tokenise text without losing important meaning',
      'Represent documents with bag of words and TF-IDF',
      'Train and evaluate text classifiers with logistic regression',
      'Understand word embeddings and cosine similarity',
      'Fine-tune a pretrained transformer on your own labels',
      'Work with Hindi, Romanised Hindi and code-mixed text',
    ],
    instructorKey: 'vikram-iyer',
    chapters: [
      {
        name: 'Working with Text',
        lectures: [
          {
            title: 'What makes language hard for computers',
            free: true,
            points: [
              'Human language is ambiguous, so the same word can mean different things, like bank as the side of a river or a place that holds money.',
              'Meaning also depends on word order and context, since dog bites man and man bites dog use exactly the same words.',
              'In India text is often code mixed, where a single sentence blends Hindi and English written in the Roman script.',
              'Natural language processing turns this messy text into numbers that a model can learn from, while keeping as much meaning as possible.',
            ],
          },
          {
            title: 'Cleaning and tokenising text',
            free: false,
            points: [
              'Tokenisation splits text into units called tokens, which can be whole words, pieces of words or single characters.',
              'Common cleaning steps are lowercasing, removing web links and extra spaces, and shortening stretched words like sooo good into so good.',
              'Be careful when removing stop words such as not, because deleting it turns not good into good and flips the sentiment.',
              'Modern transformer models ship with their own tokenizer, and you must use exactly the tokenizer the model was trained with.',
            ],
          },
        ],
      },
      {
        name: 'Classic NLP',
        lectures: [
          {
            title: 'Bag of words and TF-IDF',
            free: false,
            points: [
              'A bag of words represents each document as counts of the words it contains, ignoring their order completely.',
              'Term frequency inverse document frequency, usually called TF IDF, lowers the weight of words that appear in almost every document.',
              'So a word like delivery that appears in nearly every review gets a small weight, while a rarer word like refund gets a large one.',
              'Adding pairs of neighbouring words, called bigrams, helps capture short phrases such as not working or very late.',
            ],
          },
          {
            title: 'Text classification with logistic regression',
            free: false,
            points: [
              'Once text is turned into TF IDF vectors, a logistic regression model can learn which words push a document towards each class.',
              'A classic example is routing customer support tickets into billing, delivery and technical categories.',
              'Logistic regression trains in seconds, and its largest coefficients show exactly which words drive each prediction, which managers appreciate.',
              'Always measure precision and recall for each class, because a model can look accurate overall while failing on a small but important category.',
            ],
          },
        ],
      },
      {
        name: 'Embeddings and Transformers',
        lectures: [
          {
            title: 'Word embeddings and meaning',
            free: false,
            points: [
              'Word embeddings represent each word as a list of a few hundred numbers, learned so that words used in similar contexts end up close together.',
              'In a good embedding space, words like doctor and nurse sit near each other, while doctor and banana are far apart.',
              'We measure closeness with cosine similarity, which compares the direction of two vectors and ranges from minus one to one.',
              'Embeddings also absorb biases from their training text, so test them for unfair associations before using them in hiring or lending.',
            ],
          },
          {
            title: 'Fine-tuning a pretrained transformer',
            free: false,
            points: [
              'A pretrained transformer such as BERT has already learned general language patterns from billions of words of text.',
              'Fine-tuning adds a small classification layer on top and trains the whole model for a few passes over your labelled examples.',
              'A few thousand labelled examples are often enough to beat a TF IDF model, especially when meaning depends on context.',
              'Use a small learning rate, keep a separate validation set, and stop training when the validation loss starts rising.',
            ],
          },
        ],
      },
      {
        name: 'Applied Projects',
        lectures: [
          {
            title: 'Project: sentiment analysis of product reviews',
            free: false,
            points: [
              'In this project you classify product reviews as positive, neutral or negative, and compare a classic model with a fine-tuned transformer.',
              'Star ratings give cheap labels, treating four and five stars as positive, three as neutral, and one or two as negative.',
              'Neutral reviews are the hardest class, so you inspect misclassified examples to see where sarcasm and mixed opinions confuse the model.',
              'Finally you summarise the top complaint themes for each product category, turning predictions into something a product team can act on.',
            ],
          },
          {
            title: 'Handling Hindi and code-mixed text',
            free: false,
            points: [
              'Hindi can be written in Devanagari or in Roman letters, so the same word may appear in many different spellings.',
              'Multilingual models such as MuRIL and IndicBERT were trained on Indian languages and handle this variety far better than English only models.',
              'Transliteration tools can convert Romanised Hindi into Devanagari, which reduces spelling variation before classification.',
              'Always evaluate separately on English, Hindi and mixed sentences, because an average score can hide poor performance on one of them.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What should I know before starting?',
        answer:
          'Comfortable Python and basic machine learning ideas such as train and test splits and classification metrics. Machine Learning A–Z covers these well.',
      },
      {
        question: 'Do I need a GPU?',
        answer:
          'Not for the classic NLP lectures. For fine-tuning a transformer, a free Google Colab GPU is enough for the dataset sizes used in the course.',
      },
      {
        question: 'Does the course cover chatbots and large language models?',
        answer:
          'Only the foundations they build on. For working with large language models and retrieval, continue with Deep Learning and Generative AI.',
      },
      {
        question: 'Which languages are covered?',
        answer:
          'English throughout, plus a dedicated lecture on Hindi in both Devanagari and Roman script and on code-mixed Hinglish text.',
      },
    ],
    reviews: [
      {
        name: 'Abhishek Tiwari',
        comment:
          'The lecture on Hindi and code-mixed text is something I have not seen in any other course. Very relevant for Indian products.',
        rating: 5,
        date: '2025-02-06',
      },
      {
        name: 'Meera Krishnan',
        comment:
          'Fine-tuning a pretrained transformer was explained without any hype. My review sentiment project now clearly beats my old TF-IDF baseline.',
        rating: 5,
        date: '2025-05-28',
      },
      {
        name: 'Gaurav Saxena',
        comment:
          'Strong fundamentals on tokenisation and embeddings. I needed a Colab GPU for the transformer lecture, which worked fine.',
        rating: 4,
        date: '2025-08-09',
      },
      {
        name: 'Nikita Rao',
        comment:
          'The support ticket classification example with logistic regression was exactly what my team needed to get started.',
        rating: 5,
        date: '2025-11-13',
      },
      {
        name: 'Rajesh Kumar',
        comment:
          'Vikram sir explains the why behind every step. The sentiment analysis project gave me a lot to talk about in interviews.',
        rating: 5,
        date: '2026-03-25',
      },
      {
        name: 'Shreya Ghosh',
        comment:
          'Good course. The part about bias in word embeddings was important, though I would have liked a longer discussion of it.',
        rating: 4,
        date: '2026-07-11',
      },
    ],
    roadmap: [
      {
        title: 'Prepare text',
        description: 'Clean and tokenise raw text while keeping its meaning.',
        icon: '✂️',
      },
      {
        title: 'Classic NLP models',
        description: 'Build TF-IDF features and an explainable text classifier.',
        icon: '🏷️',
      },
      {
        title: 'Embeddings and transformers',
        description: 'Use word embeddings and fine-tune a pretrained transformer.',
        icon: '🤖',
      },
      {
        title: 'Ship a project',
        description: 'Analyse product review sentiment, including Indian-language text.',
        icon: '💬',
      },
    ],
  },
  {
    title: 'MLOps and Model Deployment',
    subject: 'Machine Learning',
    level: 'Advanced',
    status: 'published',
    thumbnail: '/images/courses/mlops-model-deployment.svg',
    coverPhoto: '/images/courses/mlops-model-deployment.svg',
    description: [
      'Take models from notebooks to production',
      'Pipelines, MLflow tracking and Docker packaging',
      'Serve predictions with FastAPI',
      'Monitor drift and test new models safely',
    ],
    realPrice: 14999,
    discountedPrice: 6999,
    detailDescription:
      'A practical course on everything that happens after you train a model. You will make training reproducible, track experiments, package and serve a model, and learn to monitor it and roll out new versions without surprises.',
    duration: '8 weeks',
    overview:
      'Most machine learning models never reach production, and many of those that do fail quietly. This course teaches the engineering and statistical habits that prevent that. You start by turning notebook code into reproducible training pipelines, then track every experiment and register production models with MLflow. You package the model with Docker and expose it through a FastAPI prediction service, and you learn when a simple nightly batch job is the better choice. The final chapter covers what happens after launch: detecting data drift, watching prediction and accuracy metrics, and rolling out a new model safely through shadow mode and a controlled experiment.',
    whatYouWillLearn: [
      'Build reproducible training pipelines with scikit-learn',
      'Track experiments and manage model versions with MLflow',
      'Package models and their dependencies with Docker',
      'Serve predictions through a validated FastAPI endpoint',
      'Choose between batch and real-time prediction',
      'Detect data drift and roll out new models safely',
    ],
    instructorKey: 'nandini-krishnan',
    chapters: [
      {
        name: 'From Notebook to Project',
        lectures: [
          {
            title: 'Why models fail after the notebook',
            free: true,
            points: [
              'Most machine learning projects never reach production, and many of the ones that do break quietly within a few months.',
              'A notebook hides problems like cells run out of order, hard coded file paths and library versions nobody wrote down.',
              'MLOps is the set of practices that makes training repeatable, deployment routine and model behaviour visible after launch.',
              'The goal of this course is one simple rule, that anyone on the team can retrain and redeploy your model with a single command.',
            ],
          },
          {
            title: 'Reproducible training with pipelines',
            free: false,
            points: [
              'A scikit-learn pipeline chains preprocessing and the model into one object, so exactly the same steps run during training and prediction.',
              'This prevents a classic bug where scaling or encoding is done differently in production than it was during training.',
              'Fix random seeds, pin exact library versions in a requirements file, and record which data snapshot each model was trained on.',
              'Move code out of notebooks into plain Python scripts with a single training entry point that reads its settings from a config file.',
            ],
          },
        ],
      },
      {
        name: 'Tracking and Packaging',
        lectures: [
          {
            title: 'Experiment tracking with MLflow',
            free: false,
            points: [
              'Experiment tracking records the parameters, metrics and model files of every training run in one searchable place.',
              'With MLflow you log the learning rate, the validation score and the trained model by adding a few lines to your training script.',
              'The tracking interface lets you sort runs by score and compare them side by side, instead of relying on memory or spreadsheet notes.',
              'The model registry then marks one version as the production model, which gives you a clear history and an easy rollback.',
            ],
          },
          {
            title: 'Packaging a model with Docker',
            free: false,
            points: [
              'A Docker image bundles your code, the model file, the Python version and every library into one portable unit.',
              'The Dockerfile starts from a slim Python base image, copies the requirements file, installs dependencies and then copies your application code.',
              'Copying the requirements before the code lets Docker reuse the cached install layer, so rebuilds take seconds instead of minutes.',
              'The same image runs on your laptop, a test server and the cloud, which ends the familiar excuse that it works on my machine.',
            ],
          },
        ],
      },
      {
        name: 'Serving Models',
        lectures: [
          {
            title: 'Building a prediction API with FastAPI',
            free: false,
            points: [
              'FastAPI lets you expose a model as a web endpoint that accepts input as JSON and returns a prediction.',
              'Describe the input with a Pydantic model, so requests with missing fields or wrong types are rejected with a clear error automatically.',
              'Load the model once when the server starts, not on every request, otherwise each prediction wastes time reading the file from disk.',
              'Add a health check endpoint and log every request with its prediction, because you will need those logs for monitoring.',
            ],
          },
          {
            title: 'Batch versus real-time predictions',
            free: false,
            points: [
              'Batch prediction scores many records on a schedule, like computing the churn risk of every customer each night.',
              'Real time prediction answers a single request within milliseconds, which is needed for things like fraud checks during a payment.',
              'Batch systems are simpler, cheaper and easier to debug, so choose real time only when the business truly needs an instant answer.',
              'Many teams combine both, computing heavy features in a nightly batch and running a light model at request time.',
            ],
          },
        ],
      },
      {
        name: 'Monitoring and Safe Rollouts',
        lectures: [
          {
            title: 'Detecting data drift',
            free: false,
            points: [
              'Data drift happens when the inputs your model sees in production move away from the data it was trained on.',
              'A festive sale, a launch in a new city or a change to an app form can shift feature distributions overnight.',
              'Compare recent feature distributions with the training data using a measure such as the population stability index, and alert when it crosses a threshold.',
              'Also track the distribution of predictions and, once true labels arrive, the real accuracy, since drift does not always hurt performance.',
            ],
          },
          {
            title: 'Testing a new model safely in production',
            free: false,
            points: [
              'Never switch every user to a new model at once, even when it scored better in offline evaluation.',
              'In shadow mode the new model receives real traffic and logs its predictions, but users still see only the output of the old model.',
              'Next, run a controlled experiment that sends a small random share of users to the new model and compares business metrics like approval rate.',
              'Decide the success metric and sample size in advance, and keep a one step rollback ready in case anything looks wrong.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What background do I need?',
        answer:
          'You should be able to train a model with scikit-learn and write basic Python scripts. No prior Docker or cloud experience is required.',
      },
      {
        question: 'Which cloud provider does the course use?',
        answer:
          'None in particular. Everything runs locally with Docker, and the same container can be deployed to any cloud provider you use at work.',
      },
      {
        question: 'How is this different from the deployment chapter in Machine Learning A–Z?',
        answer:
          'That chapter is a short introduction. This course goes deeper into reproducibility, experiment tracking, monitoring and safe rollouts.',
      },
    ],
    reviews: [
      {
        name: 'Varun Malhotra',
        comment:
          'Experiment tracking with MLflow and the model registry finally brought some order to our team’s experiments.',
        rating: 5,
        date: '2025-06-21',
      },
      {
        name: 'Anjali Pandey',
        comment:
          'The Docker lecture tip about copying the requirements first cut our build times a lot. The FastAPI lecture could go a little deeper.',
        rating: 4,
        date: '2025-10-17',
      },
      {
        name: 'Sameer Kulkarni',
        comment:
          'The data drift lecture with the festive sale example was very relatable, and the explanation of shadow mode was excellent.',
        rating: 4,
        date: '2026-03-08',
      },
      {
        name: 'Deepika Rawat',
        comment:
          'Practical and honest. The batch versus real-time lecture helped our team drop an over-engineered design.',
        rating: 4,
        date: '2026-08-27',
      },
    ],
    roadmap: [
      {
        title: 'Make training reproducible',
        description: 'Turn notebook code into pipelines and scripts anyone can rerun.',
        icon: '🔁',
      },
      {
        title: 'Track and package',
        description: 'Log experiments with MLflow and package models with Docker.',
        icon: '📦',
      },
      {
        title: 'Serve predictions',
        description: 'Expose a model through FastAPI or a scheduled batch job.',
        icon: '🚀',
      },
      {
        title: 'Monitor and improve',
        description: 'Catch data drift and roll out new models with controlled experiments.',
        icon: '📡',
      },
    ],
  },
  {
    title: 'Computer Vision Fundamentals',
    subject: 'Machine Learning',
    level: 'Intermediate',
    status: 'coming soon',
    thumbnail: '/images/courses/computer-vision-fundamentals.svg',
    coverPhoto: '/images/courses/computer-vision-fundamentals.svg',
    description: [
      'How computers see images, from pixels to objects',
      'Image processing with OpenCV',
      'Convolutional networks and transfer learning',
      'Project: counting vehicles in traffic footage',
    ],
    realPrice: 12999,
    discountedPrice: 5499,
    detailDescription:
      'An upcoming course on teaching computers to understand images and video, from classic image processing to convolutional neural networks and object detection.',
    duration: '6 weeks',
    overview:
      'Computer vision powers everything from UPI QR code scanners to traffic cameras and quality checks on factory lines. This course will start with how images are stored as numbers and how to clean them with OpenCV, move on to convolutional neural networks and transfer learning for image classification, and finish with object detection and a project that counts vehicles in short traffic video clips.',
    whatYouWillLearn: [
      'Understand how images are represented as pixels and channels',
      'Resize, crop, blur and detect edges with OpenCV',
      'Explain how convolutional neural networks find patterns',
      'Train an image classifier with transfer learning',
      'Understand how object detection models draw bounding boxes',
    ],
    instructorKey: 'vikram-iyer',
    chapters: [
      {
        name: 'Images as Data',
        lectures: [
          {
            title: 'How computers see images',
            free: false,
            points: [
              'A digital image is a grid of pixels, and each pixel holds numbers for brightness or colour.',
              'A colour photo usually has three channels, one each for red, green and blue.',
              'Resizing and scaling pixel values keeps model inputs consistent and makes training more stable.',
            ],
          },
          {
            title: 'Image processing with OpenCV',
            free: false,
            points: [
              'OpenCV can read, resize, crop and rotate an image with a single function call each.',
              'Blurring reduces noise in an image, while edge detection highlights the outlines of objects.',
              'These classic steps still matter when cleaning images before they reach a neural network.',
            ],
          },
        ],
      },
      {
        name: 'Convolutional Neural Networks',
        lectures: [
          {
            title: 'How convolutions find patterns',
            free: false,
            points: [
              'A convolution slides a small filter across the image to detect local patterns such as edges.',
              'Deeper layers combine simple patterns into shapes, textures and eventually whole objects.',
              'Pooling layers shrink the image so the network focuses on what is present rather than exactly where.',
            ],
          },
          {
            title: 'Transfer learning for image classification',
            free: false,
            points: [
              'Transfer learning starts from a network that was already trained on millions of labelled photos.',
              'You replace its final layer and retrain it on your own small collection of images.',
              'This often gives strong accuracy with only a few hundred examples for each class.',
            ],
          },
        ],
      },
      {
        name: 'Detection and Projects',
        lectures: [
          {
            title: 'Object detection basics',
            free: false,
            points: [
              'Object detection finds every object in an image and draws a box around each one.',
              'Models such as YOLO predict boxes and class labels together in a single fast pass.',
              'Detection quality is measured by how well the predicted boxes overlap the true boxes.',
            ],
          },
          {
            title: 'Project: counting vehicles in traffic footage',
            free: false,
            points: [
              'In this project you detect cars, buses and two wheelers in short traffic video clips.',
              'A simple tracker links detections across frames so that each vehicle is counted only once.',
              'You finish with a chart of hourly vehicle counts for a busy city junction.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'When will this course be available?',
        answer:
          'The course is being recorded now. Add it to your wishlist and we will let you know as soon as enrolment opens.',
      },
      {
        question: 'What should I learn first?',
        answer:
          'Comfortable Python and the basics of neural networks. Machine Learning A–Z and Deep Learning and Generative AI are good preparation.',
      },
      {
        question: 'Will I need a GPU?',
        answer: 'A free Google Colab GPU will be enough for the exercises and the project.',
      },
    ],
    reviews: [],
    roadmap: [
      {
        title: 'Images as data',
        description: 'Learn how pixels and channels work and clean images with OpenCV.',
        icon: '🖼️',
      },
      {
        title: 'Convolutional networks',
        description: 'Understand convolutions and train a classifier with transfer learning.',
        icon: '🧠',
      },
      {
        title: 'Detect and count',
        description: 'Detect objects and build a vehicle counting project.',
        icon: '🚗',
      },
    ],
  },

  // ──────────────────────────────── Python ────────────────────────────────
  {
    title: 'Data Structures and Algorithms in Python',
    subject: 'Python',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/dsa-python-interviews.svg',
    coverPhoto: '/images/courses/dsa-python-interviews.svg',
    description: [
      'Interview-focused data structures and algorithms in Python',
      'Big O, hashing, two pointers and sliding windows',
      'Stacks, queues, linked lists, trees and graphs',
      'How to think aloud in a live coding round',
    ],
    realPrice: 9999,
    discountedPrice: 3999,
    detailDescription:
      'Prepare for coding interviews in the language you already know. This course teaches the core data structures and the handful of patterns behind most interview questions, using idiomatic Python throughout.',
    duration: '8 weeks',
    overview:
      'Coding rounds at product companies and many service companies test the same core ideas again and again. This course teaches those ideas in Python, with attention to which built-in structures are fast and which are quietly slow. You start with Big O notation and the real costs of lists, sets, dictionaries, deques and heaps. You then learn the two pointer and sliding window patterns and how hash maps turn brute force solutions into linear ones. The third chapter covers stacks, queues, linked lists and binary trees with recursion, and the last covers breadth first and depth first search on graphs, followed by a lecture on how to talk through any problem in a live interview.',
    whatYouWillLearn: [
      'Analyse time and space complexity with Big O notation',
      'Choose the right Python built-in structure for each problem',
      'Apply two pointer, sliding window and hashing patterns',
      'Solve stack, queue, linked list and binary tree problems',
      'Traverse graphs with breadth first and depth first search',
      'Communicate your approach clearly in a coding interview',
    ],
    instructorKey: 'rohan-mehta',
    chapters: [
      {
        name: 'Thinking About Efficiency',
        lectures: [
          {
            title: 'Big O notation in plain words',
            free: true,
            points: [
              'Big O notation describes how the running time of an algorithm grows as the input gets larger, ignoring constant factors.',
              'Looking up an item by its index in a list takes constant time, while scanning the list for a value takes linear time.',
              'Two nested loops over the same list usually mean quadratic time, which becomes painfully slow beyond a few thousand items.',
              'In interviews, always state the time and space complexity of your solution before the interviewer has to ask for it.',
            ],
          },
          {
            title: 'What Python built-in structures really cost',
            free: false,
            points: [
              'A Python list supports fast appends and index access, but inserting or removing at the front shifts every element and takes linear time.',
              'Sets and dictionaries use hashing, so checking whether a key is present takes constant time on average.',
              'The deque from the collections module adds and removes items at both ends in constant time, which makes it ideal for queues.',
              'The heapq module keeps a list arranged as a min heap, giving you the smallest item quickly, which is handy for top k problems.',
            ],
          },
        ],
      },
      {
        name: 'Arrays, Strings and Hashing',
        lectures: [
          {
            title: 'Two pointers and sliding windows',
            free: false,
            points: [
              'The two pointer technique places one index at each end of a sorted array and moves them towards each other.',
              'To find two numbers in a sorted array that add up to a target, compare their sum with the target at every step.',
              'If the sum is too small, move the left pointer right, and if it is too large, move the right pointer left.',
              'A sliding window keeps a running range over the array and updates it step by step, as in finding the longest substring without repeating characters.',
            ],
          },
          {
            title: 'Hash maps for counting and lookups',
            free: false,
            points: [
              'A dictionary turns many quadratic brute force solutions into linear ones by remembering what you have already seen.',
              'For two sum on an unsorted array, store each number with its index, and for every new number check whether its complement is already stored.',
              'The Counter class counts items in one line, which solves anagram checks by comparing the letter counts of two words.',
              'Grouping is another common pattern, such as grouping anagrams by using the sorted letters of each word as the dictionary key.',
            ],
          },
        ],
      },
      {
        name: 'Linked Lists, Stacks and Trees',
        lectures: [
          {
            title: 'Stacks, queues and linked lists',
            free: false,
            points: [
              'A stack is last in, first out, and a plain Python list works well as one using its append and pop methods.',
              'Stacks solve bracket matching, where you push each opening bracket and pop one for every closing bracket to check that they match.',
              'A queue is first in, first out, so use a deque rather than a list to avoid slow removals from the front.',
              'A linked list is a chain of nodes that each point to the next one, and reversing it with three pointers is a classic interview question.',
            ],
          },
          {
            title: 'Binary trees and recursion',
            free: false,
            points: [
              'A binary tree is made of nodes that each have at most two children, called the left child and the right child.',
              'Most tree problems follow one recursive pattern, where an empty node is the base case and the answer combines results from both subtrees.',
              'For example, the height of a tree is one plus the larger of the heights of its left and right subtrees.',
              'In a binary search tree smaller values go left and larger values go right, so searching a balanced tree takes logarithmic time.',
            ],
          },
        ],
      },
      {
        name: 'Graphs and Interview Practice',
        lectures: [
          {
            title: 'Breadth first and depth first search',
            free: false,
            points: [
              'A graph is a set of nodes joined by edges, and in Python it is usually stored as a dictionary mapping each node to its neighbours.',
              'Breadth first search explores level by level using a queue, so it finds the shortest path when every edge has the same cost.',
              'Depth first search goes as deep as possible before backtracking, and it suits problems like counting islands in a grid.',
              'In both searches, keep a visited set so that cycles in the graph do not trap you in an infinite loop.',
            ],
          },
          {
            title: 'How to talk through a problem in an interview',
            free: false,
            points: [
              'Start by repeating the problem in your own words and asking about input size, edge cases and whether the data is sorted.',
              'Describe a brute force solution first, state its complexity, and then look for a better one using the patterns from this course.',
              'Think aloud while you code, because interviewers grade your reasoning as much as the final answer.',
              'Before saying you are done, walk through a small example by hand and test an edge case such as an empty list.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is this course enough to crack product company interviews?',
        answer:
          'It covers the core structures and patterns that appear most often. You will still need regular practice on problems, and the course does not cover dynamic programming in depth.',
      },
      {
        question: 'Do I need to know Python already?',
        answer:
          'Yes, you should be comfortable with functions, lists and dictionaries. Python Foundations for Beginners is a good starting point.',
      },
      {
        question: 'Can I use Python in coding interviews?',
        answer:
          'Most companies allow Python in coding rounds, and its concise syntax leaves you more time to focus on the algorithm.',
      },
    ],
    reviews: [
      {
        name: 'Aakash Jain',
        comment:
          'The hash maps lecture turned two sum from something I memorised into something I understand. I cleared my first product company round soon after.',
        rating: 5,
        date: '2025-01-12',
      },
      {
        name: 'Swati Mishra',
        comment:
          'Two pointers and sliding windows made sense to me for the first time. Rohan sir’s examples are crisp.',
        rating: 5,
        date: '2025-04-26',
      },
      {
        name: 'Kunal Bansal',
        comment:
          'The lecture on talking through a problem is gold. My interviewer actually commented on how clearly I explained my approach.',
        rating: 5,
        date: '2025-09-05',
      },
      {
        name: 'Ishita Sen',
        comment: 'Great coverage of trees and graphs, but I wanted some dynamic programming as well.',
        rating: 4,
        date: '2026-02-02',
      },
      {
        name: 'Mohit Yadav',
        comment:
          'Knowing that removing from the front of a list is slow, and using a deque instead, saved me in a live coding round.',
        rating: 5,
        date: '2026-10-14',
      },
    ],
    roadmap: [
      {
        title: 'Think about efficiency',
        description: 'Learn Big O and what Python built-in structures really cost.',
        icon: '⏱️',
      },
      {
        title: 'Master core patterns',
        description: 'Two pointers, sliding windows and hashing for arrays and strings.',
        icon: '🧩',
      },
      {
        title: 'Trees and graphs',
        description: 'Solve recursive tree problems and search graphs with BFS and DFS.',
        icon: '🌳',
      },
      {
        title: 'Ace the interview',
        description: 'Communicate your approach clearly in a live coding round.',
        icon: '🏆',
      },
    ],
  },
  {
    title: 'Web Development with Django',
    subject: 'Python',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/django-web-development.svg',
    coverPhoto: '/images/courses/django-web-development.svg',
    description: [
      'Build database-backed web apps with Django',
      'Models, the ORM, forms and user accounts',
      'REST APIs with Django REST Framework',
      'Deploy a production-ready Django project',
    ],
    realPrice: 11999,
    discountedPrice: 4999,
    detailDescription:
      'Learn to build complete web applications in Python with Django, a mature framework that comes with an ORM, forms, authentication and an admin panel built in. You will go from an empty project to a deployed app with users, forms and a REST API.',
    duration: '8 weeks',
    overview:
      'Django gives Python developers everything needed to build a serious web application: an ORM, migrations, forms, authentication and an admin panel. This course walks through each piece using a running example of a small course catalogue site. You start with how a project is organised and how URLs, views and templates fit together. You then model data, manage migrations and write efficient ORM queries that avoid the N plus one problem. The third chapter covers forms, validation, login and permissions. The final chapter builds a REST API with Django REST Framework and prepares the app for deployment with a production server, PostgreSQL and proper settings.',
    whatYouWillLearn: [
      'Structure a Django project into apps, URLs, views and templates',
      'Design models and manage database migrations',
      'Write efficient ORM queries and avoid N plus one problems',
      'Build validated forms and secure them with CSRF protection',
      'Add login, logout and permission checks',
      'Create a REST API and deploy the app to production',
    ],
    instructorKey: 'rohan-mehta',
    chapters: [
      {
        name: 'Django Basics',
        lectures: [
          {
            title: 'How a Django project is organised',
            free: true,
            points: [
              'A Django project is the whole website, and it contains several apps, each handling one feature such as courses, accounts or payments.',
              'The settings file holds configuration like installed apps, database details and the secret key, which must never be committed to a public repository.',
              'The manage script in the project folder runs common commands, such as runserver to start the development server and migrate to update the database.',
              'Django follows a model, view and template pattern that keeps data, request handling and presentation separate.',
            ],
          },
          {
            title: 'URLs, views and templates',
            free: false,
            points: [
              'When a request arrives, Django matches its path against your list of URL patterns and calls the view linked to the first match.',
              'A view receives the request and returns a response, usually by rendering a template with some data.',
              'Templates are HTML files with placeholders and simple loops, so a single course list template can display any number of courses.',
              'Use template inheritance with one base layout, so the header and footer are written once and shared by every page.',
            ],
          },
        ],
      },
      {
        name: 'Models and the Database',
        lectures: [
          {
            title: 'Models and migrations',
            free: false,
            points: [
              'A model is a Python class where each attribute becomes a database column, such as a title field or a price field.',
              'After changing a model, run makemigrations to create a migration file and then run migrate to apply it to the database.',
              'Relationships are declared with fields like a foreign key, so each lecture belongs to one course while a course has many lectures.',
              'Commit migration files to version control, because every teammate and every server must apply the same changes in the same order.',
            ],
          },
          {
            title: 'Querying with the Django ORM',
            free: false,
            points: [
              'The ORM lets you query the database with Python methods instead of raw SQL, for example filtering courses by subject.',
              'Querysets are lazy, which means no database query runs until you loop over the results or ask for their count.',
              'Looping over courses and reading the instructor of each course triggers one extra query per row, a problem known as N plus one queries.',
              'Fix it with select related for single related objects and prefetch related for many related objects, cutting hundreds of queries down to one or two.',
            ],
          },
        ],
      },
      {
        name: 'Users and Forms',
        lectures: [
          {
            title: 'Forms and validation',
            free: false,
            points: [
              'Django forms generate HTML inputs, validate submitted data and show helpful error messages, all from one Python class.',
              'A model form builds its fields directly from a model, so an enrolment form can be created in just a few lines.',
              'Write custom validation in a clean method, such as rejecting a mobile number that does not have exactly ten digits.',
              'Always include the CSRF token in your form template, which stops malicious sites from submitting forms on behalf of a user.',
            ],
          },
          {
            title: 'Authentication and permissions',
            free: false,
            points: [
              'Django ships with a complete user system, including password hashing and ready made login, logout and password reset views.',
              'The login required decorator sends anonymous visitors to the login page before they can see a protected view.',
              'Groups and permissions let instructors edit their own courses, while students can only view them.',
              'Never store plain passwords or write your own hashing, because the built in system already follows security best practice.',
            ],
          },
        ],
      },
      {
        name: 'APIs and Deployment',
        lectures: [
          {
            title: 'Building a REST API with Django REST Framework',
            free: false,
            points: [
              'Django REST Framework turns your models into a JSON API that mobile apps and JavaScript frontends can use.',
              'A serializer converts model objects to JSON and validates incoming data, much like a form does for HTML pages.',
              'Viewsets and routers generate the standard list, create, retrieve, update and delete endpoints with very little code.',
              'Add pagination and permission classes from the start, so your API never returns ten thousand rows or exposes private data by accident.',
            ],
          },
          {
            title: 'Deploying a Django app',
            free: false,
            points: [
              'Before deploying, turn debug off, list your domain in the allowed hosts setting and read secrets from environment variables.',
              'Run the app with a production server such as Gunicorn behind Nginx, never with the built in development server.',
              'Use PostgreSQL instead of SQLite in production, and run migrations as part of every deployment.',
              'Collect static files into one folder so the web server can serve them quickly, then run the deployment check command and fix every warning it reports.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to know HTML and CSS?',
        answer:
          'Basic HTML helps for the templates lecture. The course focuses on the Python side, and the templates used are intentionally simple.',
      },
      {
        question: 'Which Python level is expected?',
        answer:
          'You should be comfortable with functions, classes and dictionaries. Python Foundations for Beginners covers everything you need.',
      },
      {
        question: 'Will I deploy to a specific hosting provider?',
        answer:
          'The deployment lecture covers the settings and setup any Linux server needs, so you can apply it on the provider of your choice.',
      },
    ],
    reviews: [
      {
        name: 'Prateek Sharma',
        comment:
          'The N plus one queries part of the ORM lecture fixed a slow page in my college project instantly.',
        rating: 5,
        date: '2025-03-19',
      },
      {
        name: 'Nisha Reddy',
        comment:
          'Models and migrations were explained clearly. The deployment lecture was a bit brief but covered the key checklist.',
        rating: 4,
        date: '2025-07-08',
      },
      {
        name: 'Yash Thakur',
        comment:
          'I built my own course catalogue API with Django REST Framework right after the last chapter. Great pacing.',
        rating: 5,
        date: '2025-11-29',
      },
      {
        name: 'Anusha Bhat',
        comment: 'A good course for Django beginners. The forms and validation lecture was my favourite.',
        rating: 4,
        date: '2026-01-30',
      },
      {
        name: 'Rohit Bhardwaj',
        comment:
          'Rohan sir explains authentication and permissions very practically, with the instructor and student example.',
        rating: 5,
        date: '2026-05-12',
      },
      {
        name: 'Zoya Khan',
        comment: 'Solid content. I would love a follow-up course on background tasks and caching.',
        rating: 4,
        date: '2026-09-27',
      },
    ],
    roadmap: [
      {
        title: 'Understand the framework',
        description: 'Learn how projects, apps, URLs, views and templates fit together.',
        icon: '🗺️',
      },
      {
        title: 'Model your data',
        description: 'Design models, run migrations and write efficient queries.',
        icon: '🗄️',
      },
      {
        title: 'Add users and forms',
        description: 'Build validated forms, login and permissions.',
        icon: '👤',
      },
      {
        title: 'Build an API and deploy',
        description: 'Expose a REST API and get your app running in production.',
        icon: '🚀',
      },
    ],
  },
  {
    title: 'Testing Python Code with pytest',
    subject: 'Python',
    level: 'Intermediate',
    status: 'published',
    thumbnail: '/images/courses/pytest-testing.svg',
    coverPhoto: '/images/courses/pytest-testing.svg',
    description: [
      'Write clear, fast automated tests with pytest',
      'Fixtures, parametrised tests and mocking',
      'Coverage and continuous integration basics',
      'Short course you can finish in four weeks',
    ],
    realPrice: 3999,
    discountedPrice: null,
    detailDescription:
      'A compact, practical course on testing Python code. You will learn to write readable tests with pytest, keep setup tidy with fixtures, cover many cases with parametrisation and isolate slow external services with mocks.',
    duration: '4 weeks',
    overview:
      'Untested code is scary to change. This short course gives you the testing habits that professional Python teams rely on. You start with why automated tests pay off and how pytest discovers and runs them, using the arrange, act and assert pattern. You then learn fixtures for clean setup and teardown and parametrised tests that check many inputs, such as GST rates, in one readable function. The last chapter covers mocking payment gateways and other external services without over-mocking, measuring coverage sensibly, and running your tests automatically on every push with continuous integration.',
    whatYouWillLearn: [
      'Write and run tests with pytest using plain assert statements',
      'Structure tests with the arrange, act and assert pattern',
      'Share setup and teardown with fixtures and conftest files',
      'Cover many cases with parametrised tests',
      'Mock external services with monkeypatch and unittest.mock',
      'Measure coverage and run tests in continuous integration',
    ],
    instructorKey: 'devansh-joshi',
    chapters: [
      {
        name: 'pytest Basics',
        lectures: [
          {
            title: 'Why automated tests pay off',
            free: true,
            points: [
              'An automated test is a small piece of code that checks whether another piece of code gives the expected result.',
              'Tests let you change and refactor code with confidence, because a failing test tells you within seconds that something broke.',
              'A bug caught by a test on your laptop costs minutes, while the same bug found by a customer can cost days and trust.',
              'A healthy project has many fast unit tests, fewer integration tests, and only a handful of slow end to end tests.',
            ],
          },
          {
            title: 'Writing your first tests with pytest',
            free: false,
            points: [
              'pytest finds tests automatically in files whose names start with the word test, and runs every function whose name also starts with test.',
              'Inside a test you use the plain assert statement, for example asserting that adding two and three gives five.',
              'When an assertion fails, pytest shows the actual and expected values side by side, so you rarely need extra print statements.',
              'Follow the arrange, act and assert pattern, and give each test a descriptive name, like test discount is capped at fifty percent.',
            ],
          },
        ],
      },
      {
        name: 'Fixtures and Parametrisation',
        lectures: [
          {
            title: 'Fixtures for clean setup',
            free: false,
            points: [
              'A fixture is a function that prepares something a test needs, such as a sample shopping cart, a temporary file or a database connection.',
              'A test asks for a fixture simply by naming it as a parameter, and pytest creates it fresh before the test runs.',
              'Code after the yield statement inside a fixture runs as teardown, which is where you close connections or delete temporary data.',
              'Shared fixtures live in a conftest file, so every test in that folder can use them without importing anything.',
            ],
          },
          {
            title: 'Parametrised tests',
            free: false,
            points: [
              'The parametrize marker runs one test function many times, each time with different inputs and expected outputs.',
              'For a GST calculator you might check the zero, five, twelve and eighteen percent rates in a single, readable test.',
              'Each parameter set is reported as a separate result, so you see exactly which case failed instead of one vague failure.',
              'Include edge cases deliberately, such as zero, negative numbers, empty strings and very large values.',
            ],
          },
        ],
      },
      {
        name: 'Testing Real-World Code',
        lectures: [
          {
            title: 'Mocking external services',
            free: false,
            points: [
              'Unit tests should not call real payment gateways, email servers or third party APIs, because those calls are slow, flaky and sometimes cost money.',
              'The monkeypatch fixture and the unittest mock library let you replace such a call with a fake that returns a fixed response.',
              'You can then check how your code handles both success and failure, like a payment timeout, without touching a real network.',
              'Do not mock everything, though, because tests that mock too much end up proving only that your mocks work.',
            ],
          },
          {
            title: 'Coverage and continuous integration',
            free: false,
            points: [
              'The coverage plugin for pytest reports which lines ran during your tests, revealing branches that no test has exercised.',
              'Treat coverage as a torch rather than a target, since one hundred percent coverage does not mean every behaviour is checked.',
              'Continuous integration runs your whole test suite on every push, using a service such as GitHub Actions.',
              'Make the build fail whenever a test fails, so broken code cannot be merged into the main branch.',
            ],
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'What Python level do I need?',
        answer:
          'You should be comfortable writing functions and simple classes. No previous testing experience is needed.',
      },
      {
        question: 'Does it cover testing Django or FastAPI apps?',
        answer:
          'The course focuses on pytest itself. The fixtures, parametrisation and mocking techniques apply directly to any framework, but framework-specific test clients are not covered.',
      },
      {
        question: 'Why pytest instead of unittest?',
        answer:
          'pytest needs less boilerplate, gives clearer failure messages and has a large plugin ecosystem. It can also run existing unittest tests.',
      },
    ],
    reviews: [
      {
        name: 'Sandeep Nambiar',
        comment:
          'Fixtures with yield for teardown cleaned up our messy test setup at work. Devansh explains it very simply.',
        rating: 5,
        date: '2025-05-15',
      },
      {
        name: 'Priyanka Chatterjee',
        comment:
          'The mocking external services lecture was practical, especially the payment timeout example.',
        rating: 4,
        date: '2025-12-09',
      },
      {
        name: 'Ravi Shankar',
        comment: 'Short and useful. The parametrised tests lecture with the GST example made the idea stick.',
        rating: 4,
        date: '2026-11-02',
      },
    ],
    roadmap: [
      {
        title: 'Write your first tests',
        description: 'Learn how pytest discovers, runs and reports tests.',
        icon: '✅',
      },
      {
        title: 'Organise with fixtures',
        description: 'Share setup, teardown and test data cleanly.',
        icon: '🧰',
      },
      {
        title: 'Test real-world code',
        description: 'Parametrise, mock external services and measure coverage.',
        icon: '🎭',
      },
      {
        title: 'Automate with CI',
        description: 'Run your test suite on every push and block broken merges.',
        icon: '⚙️',
      },
    ],
  },
];
