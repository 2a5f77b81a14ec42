/** The company behind Pathshala, as the Contact page, the footer and the policies show it. */
export const COMPANY = {
  name: 'Pathshala Learning Private Limited',
  address: '4th Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034, India',
  website: 'https://pathshala.in',
  supportEmail: 'support@pathshala.in',
  careersEmail: 'careers@pathshala.in',
  phone: '+91 80 4718 2200',
} as const;
