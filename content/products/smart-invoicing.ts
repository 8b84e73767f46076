import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand } from '../site';

export const smartInvoicing = defineContent('content/products/smart-invoicing.ts', productSchema, {
  id: 'smart-invoicing',
  name: 'Smart Invoicing',
  description: 'Quotes, invoices, reminders and online payments on autopilot',
  href: routes.product('smart-invoicing'),
  icon: 'receipt',
  headline: 'Get Paid Faster With Invoices That Chase Themselves',
  summary: `Create branded quotes and invoices from any deal, send them by email, SMS or WhatsApp, and collect payment online through a hosted checkout. ${brand.name} handles recurring billing, tax lines and reminders, then marks the invoice paid and updates the pipeline. Your billing stays in sync with sales without a spreadsheet in between.`,
  highlights: [
    {
      icon: 'file-text',
      title: 'Quote to Invoice in One Click',
      description:
        'Turn an accepted estimate into an invoice with line items, discounts and tax already filled in.',
    },
    {
      icon: 'credit-card',
      title: 'Online Payments',
      description:
        'Share a secure payment link and let clients pay on a branded, hosted checkout page.',
    },
    {
      icon: 'clock',
      title: 'Automatic Reminders',
      description:
        'Polite reminders go out before and after the due date by email, SMS or WhatsApp, and stop the moment payment lands.',
    },
    {
      icon: 'receipt',
      title: 'Recurring Billing',
      description:
        'Schedule retainers and subscriptions in rupees or dollars, with GST-ready tax lines for Indian clients.',
    },
  ],
  useCases: [
    'Bill monthly retainers to agency clients automatically on the first of every month.',
    'Send a deposit invoice the moment a consultation is booked and hold the slot until it is paid.',
    'Chase an overdue invoice with a WhatsApp reminder that includes a one-tap payment link.',
    'Invoice Indian clients in rupees with GST lines and international clients in dollars from one account.',
  ],
  metrics: [
    { value: '24/7', label: 'Online payment collection' },
    { value: '1 click', label: 'From accepted quote to invoice' },
    { value: '99.9%', label: 'Platform uptime' },
  ],
  seo: {
    title: `Smart Invoicing & Online Payments | ${brand.name}`,
    description:
      'Branded quotes, invoices, recurring billing and automatic payment reminders by email, SMS and WhatsApp, linked to your sales pipeline.',
    keywords: [
      'invoicing software',
      'online payments',
      'recurring billing',
      'payment reminders',
      'GST invoicing',
    ],
  },
});
