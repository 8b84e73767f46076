import { defineContent } from '../define';
import { legalDocumentSchema } from '../schema';
import { brand, company, claims } from '../site';

const office = company.registeredOffice.lines.join(', ');

export const privacyPolicy = defineContent('content/legal/privacy-policy.ts', legalDocumentSchema, {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  ref: 'KYR-LEGAL-PP-v3.5',
  lastUpdated: '2026-11-29',
  summary: `We collect what you give us when you sign up for a trial or book a call, plus limited technical data about how the site works for you, and we use it to set up your trial and talk to you about ${brand.name}. We do not sell your data, analytics only stores anything on your device if you accept, and you can ask us to access, correct or erase your data at any time.`,
  seo: {
    description: `How ${company.legalName} collects, uses, shares and protects personal data, and your rights under India's DPDP Act 2023 and the GDPR.`,
    keywords: [
      `${brand.name} privacy policy`,
      'DPDP Act 2023',
      'GDPR rights',
      'CRM data protection',
      'grievance officer',
    ],
  },
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who We Are and What This Policy Covers',
      content: [
        `${company.legalName} (CIN ${company.cin}, "${brand.name}", "we", "us") operates this website and the ${brand.name} platform. For the personal data described in this policy we are the data fiduciary under India's Digital Personal Data Protection Act, 2023 ("DPDP Act") and the controller under the EU and UK General Data Protection Regulation ("GDPR").`,
        'This policy explains what we collect when you visit our website, start a free trial, book a demo or consultation, or otherwise deal with us as a prospect, customer or partner, and what choices and rights you have.',
        `It does not cover personal data that our customers upload to the ${brand.name} platform about their own contacts and clients, such as leads, conversation histories and invoices. We process that data on our customers' behalf and on their instructions, as a data processor. If you are a contact of one of our customers, or a client of an agency that resells ${brand.name} under its own brand, please contact that business directly; we will assist them in responding to you.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. Information We Collect',
      content: [
        'Information you give us:',
        {
          list: [
            'Trial signup: your first name, last name, work email address, company name, phone number if you choose to provide it, and your acceptance of our Terms and Conditions and this Privacy Policy.',
            "How you found us, sent with your trial signup: the campaign details in the address of the first page you visited (the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters), whether that address carried a Google or Facebook ad-click marker (only yes or no, never the marker itself), the website that linked to us (without the rest of its address), that first page, the page on which you opened the form and, when a plan's “Start Free Trial” button on the pricing page brought you to the form, that plan's name (kept in memory only). We use it to know which campaigns and pages bring trial signups. During your visit it is kept in your browser's memory, and, only if you accepted analytics, in its session storage until you close the tab.",
            'Demo and consultation bookings: the details you enter into the scheduling calendar embedded on our booking page and booking window, typically your name, email address, the time slot you choose and any notes or answers you add.',
            'Customer and partner accounts: account and billing contact details, billing address, GST number or tax identifiers, plan and invoice history, and reseller bank details for revenue-share payouts. Card and bank payments are handled by our payment processors; we do not store full card numbers.',
            'Correspondence: what you write to us by email, chat or phone, including support requests and privacy requests.',
          ],
        },
        'Information collected automatically when you use the website:',
        {
          list: [
            "Standard request data that every website receives, such as your IP address, browser and device type, the page requested and the referring page, recorded in our hosting provider's access logs.",
            'Product analytics, if enabled: the pages you view, clicks, scrolls and similar interactions, your approximate location derived from your IP address, and a random identifier. If you accept analytics, this identifier is kept on your device and sessions may be recorded with all form inputs masked; if you decline, nothing is kept on your device. See section 5 and our Cookies Policy.',
            'Error reports, if enabled: when something breaks, technical details such as your browser and operating system, the page address and the error stack trace. Error reports never include what you typed into forms.',
            'Your country code: on the pricing page your browser asks an IP-geolocation service which country you are in, so that we can show prices in rupees if you are in India and in dollars elsewhere. We receive only the two-letter country code and do not store it. Where our website is hosted on Cloudflare, this lookup is answered by our own website from the country Cloudflare already determines for every request it carries, so no other service receives your IP address for it, and the answer is not stored.',
            'Abuse prevention for the trial signup form: to limit how many signups can be sent from one address, our signup service keeps a count of signups per IP address (for an IPv6 address, per network, the first half of the address) for at most two minutes, then deletes it.',
          ],
        },
        'We do not knowingly collect sensitive data such as health, biometric or financial account information through the website, and we ask you not to send it to us.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '3. How We Use Your Information',
      content: [
        'We use personal data only for these purposes:',
        {
          list: [
            `Setting up your trial: the trial signup form is sent by email to our sales team, who use it to create and activate your ${claims.trialDays}-day trial account and to send you your access details. Our signup service checks the form and passes it to our email delivery provider (Resend or Postmark), which delivers it to our sales inbox, and, where we have connected one, sends the same details to the customer-relationship system our sales team works in, so that your trial is followed up from one place. If the provider or that system cannot take it at that moment, or refuses it, the signup is kept encrypted in our website's own store (Cloudflare's storage service, or our own server) until it is delivered, for at most 30 days, and deleted as soon as it has been delivered; one that was refused waits there for our team to check and send again.`,
            `Contacting you: to follow up on your trial, confirm and hold the demos and consultations you book, answer your questions and, if you become a customer, onboard you. We may also send you occasional product news about ${brand.name} related to your trial or subscription; every such email has an unsubscribe link.`,
            'Providing the Service to customers and partners: managing accounts, billing, revenue-share payouts, support and service notices.',
            'Running and improving the website: understanding which pages and features are useful, fixing errors and making the site faster and easier to use.',
            'Knowing what brings signups: the campaign, referring site and pages recorded with a trial signup tell our sales and marketing teams which campaigns and pages lead to trials, and the analytics events (which buttons are clicked, which plan is chosen, whether the trial form was sent) tell us the same without your name, email address, company or phone number, which never leave in analytics.',
            'Showing the right prices: choosing rupee or dollar pricing from your country code.',
            'Security and compliance: preventing abuse and fraud, keeping records required by tax and company law, and establishing or defending legal claims.',
          ],
        },
        'We do not sell or rent personal data, we do not use it for third-party advertising, and we do not make decisions about you based solely on automated processing that have legal or similarly significant effects.',
      ],
    },
    {
      id: 'legal-bases',
      heading: '4. Our Grounds for Processing',
      content: [
        'Under the DPDP Act we process your personal data on the basis of the consent you give (for example, by submitting the trial form and ticking the acceptance box, or by accepting analytics in the cookie banner) or for the legitimate uses the Act permits, such as processing data you have voluntarily provided for a specified purpose and complying with law. You may withdraw your consent at any time; this does not affect processing already carried out.',
        'If the GDPR applies to you, our legal bases are:',
        {
          list: [
            'taking steps at your request before entering into a contract, and performing our contract with you: trial setup, bookings, accounts, billing and support;',
            'consent: analytics that store an identifier on your device and session recording, and marketing emails where the law requires consent;',
            'legitimate interests: keeping the website secure and working (error reporting and access logs), measuring visits without storing anything on your device, choosing the right currency, and following up with business contacts who asked about our product. We have balanced these interests against your rights, and you can object at any time; and',
            'legal obligation: keeping tax and accounting records and responding to lawful requests from authorities.',
          ],
        },
      ],
    },
    {
      id: 'cookies-and-analytics',
      heading: '5. Cookies, Analytics and Your Choice',
      content: [
        'When you first visit, a banner titled "We value your privacy" asks you to Accept or Decline analytics. We store your answer in your browser\'s local storage under the key cookie_consent so we do not ask again. You can change it at any time through the "Cookie settings" link in the footer. If your browser sends a Global Privacy Control signal, we treat it as a decline unless you explicitly choose Accept.',
        "If you accept, our product-analytics service (PostHog) stores a random identifier in your browser's local storage and in a first-party cookie that lasts 365 days, so that repeat visits can be recognized, and may record your session with all form inputs masked. If you decline or have not chosen yet, analytics keeps its data in memory only for the current page visit, nothing is stored on your device, and session recording does not run.",
        'Your browser sends these analytics requests to our own website, at the address /relay, which passes each one on to PostHog unchanged, together with your IP address (from which PostHog derives your approximate location) and without any cookies. The relay stores nothing and keeps no record of the requests it passes on. Where our website does not run the relay, your browser sends the same requests to PostHog directly.',
        'Our error-reporting service (Sentry) does not set cookies. Full details of everything stored on your device are in our Cookies Policy.',
      ],
    },
    {
      id: 'sharing',
      heading: '6. Who We Share Data With',
      content: [
        'We share personal data only with the following, and only as far as needed for the purposes above:',
        {
          list: [
            'Website hosting and content-delivery providers, which serve the website and keep access logs.',
            'Our email delivery provider (Resend or Postmark), which carries trial signup emails to our sales team and our emails to you, as our processor.',
            'Where we connect one, the customer-relationship system that receives trial signups for our sales team, or the integration service that carries them there, as our processor.',
            'Cloudflare, Inc., where our website is hosted on Cloudflare: it carries every request to the website, answers the country lookup on the pricing page, and holds the rate-limit counts and any trial signup waiting to be delivered, as our processor.',
            'PostHog, Inc., our product-analytics provider, if analytics is enabled on the site.',
            'Functional Software, Inc. (Sentry), our error-reporting provider, if error reporting is enabled on the site.',
            'The IP-geolocation service used on the pricing page, which receives your IP address with the request and returns your country code.',
            'The scheduling provider whose calendar is embedded on our booking page and booking window, which receives the details you enter when you book.',
            'The video platform that hosts our demo video (YouTube through its privacy-enhanced youtube-nocookie.com domain, or Vimeo with do-not-track switched on), when you open the demo video, and the stock-photo host randomuser.me, from which the profile pictures on the site are loaded; both receive standard request data such as your IP address.',
            'For customers and partners: cloud infrastructure, payment processors, messaging, telephony and AI model providers that help us deliver the Service, under contracts that limit their use of the data.',
            'Professional advisers, auditors and insurers under duties of confidentiality; courts, regulators and law-enforcement agencies where the law requires it; and a buyer or successor if our business is reorganised or sold, subject to this policy.',
          ],
        },
        'Our processors may use the data only on our instructions. The scheduling, video and stock-photo providers also act under their own privacy policies for the data they collect directly from your browser.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '7. International Transfers',
      content: [
        'We are based in India, and some of our service providers, including our analytics and error-reporting providers, process data in the United States, the European Union or other countries. We transfer personal data outside India only to countries not restricted by the Government of India under section 16 of the DPDP Act.',
        "Where the GDPR applies and data is transferred to a country without an adequacy decision, we rely on the European Commission's Standard Contractual Clauses and, for the UK, the International Data Transfer Addendum, together with additional safeguards where needed. You can ask us for a copy of the relevant safeguards.",
      ],
    },
    {
      id: 'retention',
      heading: '8. How Long We Keep Data',
      content: [
        'We keep personal data only as long as we need it for the purpose for which it was collected, and then delete or anonymise it:',
        {
          list: [
            'Trial signup details, booking details and sales correspondence: for the duration of your trial and any follow-up, and if you do not become a customer, for up to 24 months after our last contact with you.',
            "A trial signup our email provider or our customer-relationship system could not take at once, or refused: encrypted in our signup service's store until it is delivered to our sales inbox and that system, then deleted, and in any case deleted after 30 days.",
            'Signup counts per IP address, kept to prevent abuse of the trial form: at most two minutes.',
            'Trial accounts that are not converted to a paid plan: deleted 30 days after the trial ends.',
            'Customer and partner account data: for the life of the subscription, then available for export for 30 days, then deleted from live systems within a further 60 days and from backups within 35 days after that.',
            'Invoices, payment and tax records: for 8 years from the end of the financial year they relate to, as required by Indian company and tax law.',
            'Analytics events: up to 24 months. Session recordings: up to 90 days.',
            'Error reports: up to 90 days.',
            'Hosting access and security logs: up to 1 year.',
            'Records of privacy requests and grievances, and the consents you gave us: for 3 years after the request is closed or the consent is withdrawn, to show that we handled them lawfully.',
            'Your cookie choice: only on your device, until you change it or clear your browser storage.',
          ],
        },
        'We may keep data for longer where the law requires it or where it is needed to establish or defend a legal claim, and only for that purpose.',
      ],
    },
    {
      id: 'security',
      heading: '9. How We Protect Data',
      content: [
        'We use reasonable security safeguards appropriate to the data, including encryption in transit (HTTPS) and at rest, role-based access limited to staff who need it, multi-factor authentication for administrative systems, logging and monitoring of access, regular backups, and confidentiality and data-protection terms with our staff and providers.',
        'No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and affected individuals as the DPDP Act requires, and the relevant supervisory authorities and individuals where the GDPR requires it.',
      ],
    },
    {
      id: 'your-rights-india',
      heading: '10. Your Rights Under the DPDP Act',
      content: [
        'If the DPDP Act applies to your personal data, you have the right to:',
        {
          list: [
            'obtain a summary of the personal data we process about you, the processing activities, and the identities of those we have shared it with;',
            'have inaccurate or misleading data corrected, incomplete data completed, and data updated;',
            'have your personal data erased when it is no longer needed for the purpose it was collected for, unless the law requires us to keep it;',
            'withdraw your consent at any time, as easily as you gave it; for analytics, use the "Cookie settings" link in the footer;',
            'have your grievances redressed by our Grievance Officer (see section 13); and',
            'nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
          ],
        },
        'If you are not satisfied with our response to a grievance, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'your-rights-eu-uk',
      heading: '11. Your Rights Under the GDPR (EU and UK Visitors)',
      content: [
        'If you are in the European Economic Area or the United Kingdom, you also have the right to:',
        {
          list: [
            'access the personal data we hold about you and receive a copy;',
            'have inaccurate data corrected (rectification);',
            'have your data erased;',
            'restrict our processing of your data;',
            'receive data you gave us in a structured, machine-readable format and have it transmitted to another controller (portability);',
            'object to processing based on our legitimate interests, and to direct marketing at any time; and',
            'withdraw consent at any time, without affecting processing carried out before the withdrawal.',
          ],
        },
        "You also have the right to lodge a complaint with the data protection authority in the country where you live or work, or, in the UK, with the Information Commissioner's Office. We would appreciate the chance to address your concern first.",
      ],
    },
    {
      id: 'children',
      heading: '12. Age Limit',
      content: [
        `${brand.name} is a business service for people aged 18 and over. We do not knowingly collect personal data from anyone under 18. If you believe a child has given us personal data, contact us and we will delete it.`,
      ],
    },
    {
      id: 'grievance-officer',
      heading: '13. Exercising Your Rights and Grievance Officer',
      content: [
        `To exercise any of your rights, withdraw consent or raise a grievance, write to our Grievance Officer at ${company.email} with the subject line "Privacy request". Please tell us which right you wish to exercise and the email address you used with us. We may ask for information to verify your identity before acting on a request.`,
        'We acknowledge requests promptly and respond within 30 days of receiving them. If a request is complex we may need longer, in which case we will tell you why within those 30 days. We do not charge for responding to requests unless they are manifestly unfounded or excessive.',
        `You can also write to the Grievance Officer at ${office}.`,
      ],
    },
    {
      id: 'changes',
      heading: '14. Changes to This Policy',
      content: [
        'We will update this policy when our practices or the law change. The current version, with its reference number and date of last update, is always available on this page. If we make a material change that affects how we use data we already hold, we will tell you by email or by a notice on the website before the change takes effect and, where required, ask for your consent again.',
      ],
    },
  ],
});
