import * as z from '@/content/zod';
import { defineContent } from './define';
import { iconItemSchema, text } from './schema';
import { brand, claims, company } from './site';

const bookingSchema = z.object({
  eyebrow: text,
  title: text,
  subtitle: text,
  benefitsTitle: text,
  benefits: z.array(iconItemSchema).length(3),
  reassurances: z.array(text).length(3),
  frameTitle: text,
  loading: text,
  chooseSlot: text,
  frameHelp: z.object({ prompt: text, openPage: text, newTab: text, or: text, email: text }),
  footer: z.array(text).length(2),
  maybeLater: text,
  trialInstead: text,
  closeLabel: text,
  /**
   * The trial beside the booking. `general` for every visit; `chosen` when a priced plan's
   * "Start Free Trial" sent the visitor here (`/free-demo?plan=…`), `{plan}` its name.
   */
  trialOffer: z.object({ general: text, chosen: text.includes('{plan}') }),
  unavailable: z.object({ title: text, description: text, emailLabel: text }),
  unreachable: z.object({ title: text, description: text, emailPrefix: text }),
});

/** The consultation booking copy, shared by /free-demo and the booking modal. */
export const booking = defineContent('content/booking.ts', bookingSchema, {
  eyebrow: `Free ${claims.consultationMinutes}-minute consultation`,
  title: 'Schedule Your Free Consultation',
  subtitle: `Let's discuss how ${brand.name} can transform your business`,
  benefitsTitle: "What You'll Get:",
  benefits: [
    {
      icon: 'target',
      title: 'Personalized Demo',
      description: `See ${brand.name} tailored to your business needs`,
    },
    {
      icon: 'lightbulb',
      title: 'Strategy Session',
      description: 'Get expert advice on scaling your agency with AI',
    },
    {
      icon: 'rocket',
      title: 'Quick Setup',
      description: `Learn how to get started in just ${claims.setup}`,
    },
  ],
  reassurances: ['No commitment required', `${claims.trial} included`, 'Expert guidance provided'],
  frameTitle: `Book a ${claims.consultationMinutes}-minute consultation with ${brand.name}`,
  loading: 'Loading calendar...',
  chooseSlot: 'Choose your preferred time slot',
  frameHelp: {
    prompt: 'Calendar not showing?',
    openPage: 'Open the scheduling page',
    newTab: '(opens in a new tab)',
    or: 'or',
    email: `email ${company.email}`,
  },
  footer: [
    `Trusted by ${claims.agencies} agencies worldwide`,
    `Average setup time: ${claims.setup}`,
  ],
  maybeLater: 'Maybe Later',
  trialInstead: 'Start Free Trial Instead',
  closeLabel: 'Close booking modal',
  trialOffer: {
    general: `Rather try it yourself first? Start your ${claims.trial} now: ${claims.noCreditCard.toLowerCase()}.`,
    chosen: `You picked {plan}. Start its ${claims.trial} now, or book a call below.`,
  },
  unavailable: {
    title: 'Online Booking Is Taking a Break',
    description: `Our calendar is not connected on this site right now. Email us with two or three times that suit you and we will confirm your ${claims.consultationMinutes}-minute consultation within one business day.`,
    emailLabel: `Email ${company.email}`,
  },
  // The calendar is configured, but its host did not answer in time (components/booking/).
  unreachable: {
    title: "The Calendar Can't Load Here Right Now",
    description: `Book your free ${claims.consultationMinutes}-minute consultation on the scheduling page in a new tab, or email us two or three times that suit you.`,
    // Said before the address on the e-mail button, whose envelope shows it.
    emailPrefix: 'Email',
  },
});
