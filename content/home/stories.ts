import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconSchema, sectionHeadingSchema, text } from '../schema';

const storiesSchema = z.object({
  testimonials: z.object({
    heading: sectionHeadingSchema,
    items: z
      .array(
        z.object({
          name: text,
          role: text,
          company: text,
          businessType: text,
          avatar: z.url().startsWith('https://randomuser.me/'),
          quote: text,
          rating: z.number().int().min(1).max(5),
        }),
      )
      .min(3),
  }),
  successStories: z.object({
    heading: sectionHeadingSchema,
    impactLink: text,
    items: z
      .array(
        z.object({
          clientName: text,
          clientLogo: z.string().regex(/^[A-Z]{2}$/, 'two capital initials'),
          industry: text,
          challenge: text,
          solution: text,
          results: z
            .array(
              z.object({
                metric: text,
                value: text,
                icon: iconSchema,
                color: z.enum(['brand', 'accent', 'amber']),
              }),
            )
            .length(3),
        }),
      )
      .length(2),
  }),
});

const data = defineContent('content/home/stories.ts', storiesSchema, {
  testimonials: {
    heading: {
      eyebrow: 'Testimonials',
      title: 'Agencies That Switched, and Stayed',
      description: 'Owners and operators on what changed after moving their clients to Kyrelo.',
    },
    items: [
      {
        name: 'Meera Iyer',
        role: 'Founder',
        company: 'Brightside Digital',
        businessType: 'Marketing agency',
        avatar: 'https://randomuser.me/api/portraits/women/65.jpg',
        quote:
          'We replaced five tools with one. Our clients get their leads answered in seconds and our renewals went up in the first quarter.',
        rating: 5,
      },
      {
        name: 'Daniel Okafor',
        role: 'Managing Director',
        company: 'Northwind Growth',
        businessType: 'Reseller',
        avatar: 'https://randomuser.me/api/portraits/men/46.jpg',
        quote:
          'SaaS mode turned our services into a product. We now sell our own branded CRM to 80 local businesses.',
        rating: 5,
      },
      {
        name: 'Sofia Marquez',
        role: 'Operations Lead',
        company: 'Casa Dental Group',
        businessType: 'Healthcare clinics',
        avatar: 'https://randomuser.me/api/portraits/women/32.jpg',
        quote:
          'The AI books consultations while the front desk is busy. No-shows dropped because reminders just happen.',
        rating: 5,
      },
    ],
  },
  successStories: {
    heading: {
      eyebrow: 'Success stories',
      title: 'Results Our Customers Measured',
      description: 'Two teams, their numbers, six months after moving to Kyrelo.',
    },
    impactLink: 'Learn More About Our Impact',
    items: [
      {
        clientName: 'Brightside Digital',
        clientLogo: 'BD',
        industry: 'Marketing agency · 32 clients',
        challenge:
          'Leads from paid ads waited hours for a reply, and each client had a different tool stack.',
        solution:
          'Moved every client to a white-label Kyrelo account with AI reply agents and one shared snapshot.',
        results: [
          { metric: 'Faster first reply', value: '97%', icon: 'zap', color: 'brand' },
          { metric: 'More booked calls', value: '+64%', icon: 'calendar', color: 'accent' },
          { metric: 'Tools replaced', value: '5 → 1', icon: 'layers', color: 'amber' },
        ],
      },
      {
        clientName: 'Casa Dental Group',
        clientLogo: 'CD',
        industry: 'Dental clinics · 6 locations',
        challenge:
          'Missed calls and no-shows cost an estimated 180 appointments a month across the six clinics.',
        solution:
          'Missed-call text-back, AI booking and automatic reminders across all six clinics.',
        results: [
          { metric: 'Fewer no-shows', value: '−42%', icon: 'clock', color: 'brand' },
          { metric: 'Recovered appointments', value: '75/mo', icon: 'phone', color: 'accent' },
          { metric: 'Google rating', value: '4.9★', icon: 'star', color: 'amber' },
        ],
      },
    ],
  },
});

export const { testimonials, successStories } = data;
