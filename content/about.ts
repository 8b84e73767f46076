import { defineContent } from './define';
import { aboutPageSchema } from './schema';
import { brand, claims, company } from './site';

export const aboutPage = defineContent('content/about.ts', aboutPageSchema, {
  intro: {
    eyebrow: 'About us',
    title: 'We Are Building the CRM We Wished Our Agencies Had',
    description: `${brand.name} is built in ${company.registeredOffice.city} by former agency operators and engineers. We help agencies, resellers and growing businesses capture, nurture and close more customers with AI that does the work, not just the reporting.`,
  },
  statsHeading: `${brand.name} in Numbers`,
  stats: [
    // The broadest figure leads; the enterprise and award counts follow as proof points.
    { value: claims.agencies, label: 'Agencies worldwide' },
    { value: '99.9%', label: 'Uptime, measured monthly' },
    { value: '24/7', label: 'Support from real people' },
    { value: '10+', label: 'Enterprise clients on custom plans' },
    { value: '5+', label: 'Industry awards won' },
  ],
  mission: {
    eyebrow: 'Our mission',
    title: 'Make AI Practical for Every Agency and Growing Business',
    paragraphs: [
      'Most growing businesses run on a patchwork of tools: one for leads, another for email, a third for bookings, and spreadsheets holding it all together. Leads slip through the gaps, follow-ups happen late, and the people doing the work spend their day copying data between tabs.',
      `We started ${brand.name} to replace that patchwork with one AI-native platform. Our agents answer new leads in ${claims.leadResponse}, our workflows handle the follow-up, and every conversation, booking and payment lands on a single customer record.`,
      `Agencies are how most small businesses adopt new technology, so we built ${brand.name} to be resold. White-label branding and SaaS mode let partners put their own name on the platform and grow recurring revenue of their own.`,
    ],
  },
  valuesHeading: {
    title: 'The Values We Work By',
    description:
      'Four commitments that shape how we build the product and how we treat the people who use it.',
  },
  values: [
    {
      icon: 'users',
      title: 'Customers First',
      description:
        "We measure success by our customers' pipelines, not by our feature count. Every roadmap decision starts with a real agency problem.",
    },
    {
      icon: 'sparkles',
      title: 'AI That Does the Work',
      description:
        'We ship AI that replies, books, scores and follows up, and we always keep a person able to step in.',
    },
    {
      icon: 'shield',
      title: 'Trust by Default',
      description:
        "Your data and your clients' data are protected by strict access controls and clear, readable policies.",
    },
    {
      icon: 'rocket',
      title: 'Speed With Care',
      description: `Setup takes ${claims.setup} and onboarding ${claims.onboarding}. We move fast, but never at the expense of reliability.`,
    },
  ],
  leadersHeading: {
    title: 'Meet the Leadership Team',
    description:
      'Operators, engineers and partner builders who have run agencies and scaled software for them.',
  },
  leaders: [
    {
      name: 'Ananya Rao',
      role: 'Co-founder & CEO',
      image: 'https://randomuser.me/api/portraits/women/44.jpg',
      bio: `Ananya ran a performance-marketing agency in Bengaluru for eight years before co-founding ${brand.name}. She leads company strategy and spends part of every week on calls with agency partners.`,
      expertise: ['Agency growth', 'Go-to-market', 'Product strategy'],
      quote:
        'Every agency deserves the tools the biggest brands use, without the enterprise price tag or the six-month rollout.',
    },
    {
      name: 'Vikram Menon',
      role: 'Co-founder & CTO',
      image: 'https://randomuser.me/api/portraits/men/32.jpg',
      bio: `Vikram has spent more than a decade building messaging infrastructure and distributed systems. At ${brand.name} he leads engineering and the AI platform behind every agent, workflow and inbox.`,
      expertise: ['AI systems', 'Platform reliability', 'Messaging infrastructure'],
      quote:
        'AI is only useful when it is reliable enough to trust with a customer conversation at 2 a.m.',
    },
    {
      name: 'Sarah Fernandes',
      role: 'Head of Customer Success',
      image: 'https://randomuser.me/api/portraits/women/68.jpg',
      bio: `Sarah leads onboarding and support, the team that gets new customers live in ${claims.onboarding} and staffs the help desk around the clock. She previously built customer success teams at two B2B SaaS companies.`,
      expertise: ['Customer onboarding', 'Support operations', 'Agency enablement'],
      quote:
        "A customer's first week shapes the next three years, so we make every hour of it count.",
    },
    {
      name: 'Rohan Kapoor',
      role: 'VP Partnerships',
      image: 'https://randomuser.me/api/portraits/men/57.jpg',
      bio: `Rohan runs the white-label and reseller program, helping agencies launch ${brand.name} under their own brand and turn it into recurring revenue. He has built channel partnerships across India, the Middle East and Southeast Asia.`,
      expertise: ['Channel partnerships', 'White-label programs', 'SaaS revenue models'],
      quote: "Our partners' success is our distribution strategy: when they grow, we grow.",
    },
  ],
  cta: {
    title: `Ready to Grow With ${brand.name}?`,
    description: `Start your ${claims.trial} or book a ${claims.consultationMinutes}-minute consultation with our team. ${claims.noCreditCard}.`,
  },
});
