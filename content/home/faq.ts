import { defineContent } from '../define';
import { faqSchema } from '../schema';

export const homeFaq = defineContent('content/home/faq.ts', faqSchema, {
  title: 'Frequently Asked Questions',
  description: 'What agencies ask us most before they start their free trial.',
  items: [
    {
      id: 'what-is-kyrelo',
      category: 'general',
      question: 'What is Kyrelo?',
      answer:
        'Kyrelo is an AI-native CRM and business-communication platform. It brings your contacts, pipeline, funnels, inbox, calendar, invoicing and AI agents into one system that you can use yourself or resell under your own brand.',
    },
    {
      id: 'ai-agents-capabilities',
      category: 'features',
      question: 'What can the AI agents actually do?',
      answer:
        'They reply to new leads on SMS, email, chat and WhatsApp in under 30 seconds, answer questions from your own content, qualify and score leads, book appointments into the right calendar and hand over to a person whenever you want.',
    },
    {
      id: 'integration-process',
      category: 'integration',
      question: 'How do I move my data and connect my tools?',
      answer:
        'Import contacts and deals from a CSV or your current CRM, then connect your email, phone numbers, WhatsApp Business account and Google or Outlook calendar. Our onboarding team completes the setup with you within 24-48 hours.',
    },
    {
      id: 'data-security',
      category: 'security',
      question: 'How is my data kept secure?',
      answer:
        'Data is encrypted in transit and at rest, access is role-based with audit logs, and backups run daily. Your data is never used to train models for other customers.',
    },
    {
      id: 'getting-started',
      category: 'onboarding',
      question: 'How do I get started?',
      answer:
        'Start the 14-day free trial; no credit card is required and you can cancel anytime. Most teams finish the setup in 15 minutes, and you can book a free onboarding call whenever you like.',
    },
  ],
});
