import { RESUME_HEADINGS, RESUME_TEMPLATES, type Resume, ZResumeSchema } from '@pathshala/shared/resume';
import { describe, expect, it } from 'vitest';
import { actualTexts, embeddedFonts, notdefGlyphs, pdfText } from '../../testing/pdf-inspect.ts';
import { resumePdf } from './pdf.ts';

const resume: Resume = ZResumeSchema.parse({
  template: 'classic',
  includePractice: true,
  contact: {
    name: 'प्रिया शर्मा',
    email: 'priya@example.com',
    phone: '+91 98765 43210',
    city: 'Pune',
    links: [{ label: 'GitHub', url: 'https://github.com/priya' }],
  },
  summary: 'Final-year student who builds web apps; won ₹25,000 at a college hackathon.',
  education: [{ college: 'COEP Technological University', programme: 'BTech', year: '2027', cgpa: '8.7' }],
  skills: ['TypeScript', 'SQL'],
  projects: [{ title: 'Campus Canteen App', link: 'https://canteen.example.in', description: 'UPI orders.' }],
  experience: [
    { role: 'Web Intern', organisation: 'Acme', period: 'May–July 2026', description: 'Built forms.' },
  ],
  certifications: [
    {
      title: 'Full Stack Web Development',
      issuer: 'Pathshala',
      year: '2026',
      url: 'https://pathshala.in/certificate/abc',
    },
  ],
  achievements: ['Smart India Hackathon finalist'],
});
const practice = ['Solved 120 coding problems on Pathshala'];

describe('the résumé PDF', () => {
  it.each(RESUME_TEMPLATES)(
    'lays out the %s template on one A4 page with real, selectable text',
    async (template) => {
      const { pdf, pages } = await resumePdf(resume, practice, template);
      expect(pages).toBe(1);
      const text = await pdfText(pdf);
      expect(text.split('\n')).toHaveLength(1);
      for (const heading of Object.values(RESUME_HEADINGS)) {
        const printed = template === 'modern' ? heading : heading.toUpperCase();
        expect(text).toContain(printed);
      }
      for (const fact of [
        'COEP Technological University',
        'CGPA 8.7/10',
        'Campus Canteen App',
        'Web Intern',
        'Verify: https://pathshala.in/certificate/abc',
        'Smart India Hackathon finalist',
        'Solved 120 coding problems on Pathshala',
        '₹25,000',
      ]) {
        expect(text.replace(/\s+/g, ' ')).toContain(fact);
      }
      // The Devanagari name is shaped with its own font and reads back as typed; no glyph is missing.
      expect(actualTexts(pdf).join('')).toContain('प्रिया');
      expect(embeddedFonts(pdf).some((font) => font.includes('NotoSansDevanagari'))).toBe(true);
      expect(notdefGlyphs(pdf)).toBe(0);
    },
  );

  it('runs to a second page when the content is long, and says so', async () => {
    const long = 'Designed, built and shipped features end to end with tests and reviews. '
      .repeat(8)
      .trim()
      .slice(0, 600);
    const { pdf, pages } = await resumePdf(
      {
        ...resume,
        projects: Array.from({ length: 8 }, (_, index) => ({
          title: `Project ${index + 1}`,
          link: '',
          description: long,
        })),
      },
      practice,
    );
    expect(pages).toBe(2);
    const text = await pdfText(pdf);
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('Project 8');
  });

  it('leaves out what the learner left empty, and practice results they did not allow', async () => {
    const { pdf } = await resumePdf(
      { ...resume, includePractice: false, summary: '', experience: [], achievements: [] },
      practice,
    );
    const text = await pdfText(pdf);
    expect(text).not.toContain('SUMMARY');
    expect(text).not.toContain('EXPERIENCE');
    expect(text).not.toContain('ACHIEVEMENTS');
    expect(text).not.toContain('Solved 120');
  });
});
