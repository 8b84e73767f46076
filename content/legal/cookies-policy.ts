import { defineContent } from '../define';
import { legalDocumentSchema } from '../schema';
import { brand, company } from '../site';

const office = company.registeredOffice.lines.join(', ');

export const cookiesPolicy = defineContent('content/legal/cookies-policy.ts', legalDocumentSchema, {
  id: 'cookies-policy',
  title: 'Cookies Policy',
  ref: 'KYR-LEGAL-CP-v3.4',
  lastUpdated: '2026-11-29',
  summary: `The ${brand.name} website stores one small item on your device to remember your cookie choice, and stores an analytics identifier only if you click Accept. If you decline, analytics runs in memory only and nothing else is stored; you can change your mind at any time through "Cookie settings" in the footer.`,
  seo: {
    description: `Every cookie and storage key the ${brand.name} website uses, why, for how long, and how to change your choice or clear them from your browser.`,
    keywords: [
      `${brand.name} cookies policy`,
      'cookie consent',
      'local storage',
      'PostHog analytics cookie',
      'Global Privacy Control',
    ],
  },
  sections: [
    {
      id: 'about-this-policy',
      heading: '1. About This Policy',
      content: [
        `This Cookies Policy explains how ${company.legalName} ("${brand.name}", "we", "us") uses cookies and similar browser storage on this website, what each item is for, and how you control it. It applies to the public website only; the ${brand.name} platform that customers sign in to is covered by separate notices in the product.`,
        'It should be read together with our Privacy Policy, which explains how we handle the personal data involved and your rights over it.',
      ],
    },
    {
      id: 'what-are-cookies',
      heading: '2. Cookies and Local Storage',
      content: [
        'A cookie is a small text file that a website asks your browser to keep and send back to it on later requests. Local storage and session storage are similar browser features that let a website keep information on your device; local storage lasts until it is deleted, while session storage is cleared when you close the browser tab. In this policy, "storage" means all three.',
        'Storage set by this website itself is "first-party". Storage set by another company\'s page or service shown inside this website, such as an embedded calendar or video, is "third-party" and is controlled by that company.',
      ],
    },
    {
      id: 'your-choice',
      heading: '3. Your Choice: Accept or Decline',
      content: [
        'Shortly after your first visit begins, a banner titled "We value your privacy" appears at the bottom of the page with two buttons, Accept and Decline, and a "Learn more" link to this policy.',
        {
          list: [
            'Accept stores the value yes and allows our analytics to keep an identifier on your device, as described in section 6.',
            'Decline stores the value no. Analytics then runs in memory only: nothing is written to your device and session recording does not run.',
            'Until you choose, we treat you as not having consented: analytics runs in memory only, exactly as if you had declined, and the banner stays available.',
          ],
        },
        "Your choice is kept in your browser's local storage under the key cookie_consent, so the banner does not reappear on every visit. If the key is missing, or holds any value other than yes or no, we treat it as no choice having been made and show the banner again.",
        'Declining does not stop the website from working: every page, the pricing information, the trial form and the booking calendar work the same either way.',
      ],
    },
    {
      id: 'global-privacy-control',
      heading: '4. Global Privacy Control',
      content: [
        'If your browser or an extension sends a Global Privacy Control (GPC) signal, we treat it as a decline: analytics runs in memory only, stores nothing on your device and does not record sessions. The signal is honoured unless you explicitly click Accept, either in the banner or after reopening it through "Cookie settings" in the footer; an explicit choice you make on this website takes precedence over the browser-wide signal.',
      ],
    },
    {
      id: 'essential-storage',
      heading: '5. Essential Storage',
      content: [
        'Two items are stored regardless of your choice. The first is the record of that choice itself, under the key cookie_consent in local storage. It holds just the word yes or no, contains nothing that identifies you, is never sent to us or anyone else, and is needed so that we can respect your decision. It stays until you change your choice or clear your browser storage.',
        "The second is written only in the rare case that we update the website while one of its pages is still loading in your browser. The page then reloads once to show the new version, and notes which version it left and the page's address in session storage, under the key kyrelo-reloaded-for-build, so that it never reloads twice for the same update. It contains nothing that identifies you, is never sent to us or anyone else, and is cleared when you close the tab.",
        'Because these items are strictly necessary to remember your preference and to show you a working page, they do not require your consent.',
      ],
    },
    {
      id: 'analytics',
      heading: '6. Analytics (Only With Your Consent)',
      content: [
        'We use PostHog, a product-analytics service, to understand how visitors use the website, for example which pages are read, which buttons are clicked and where people leave, so that we can improve it. Analytics is loaded only if we have configured it for the site.',
        'If you click Accept:',
        {
          list: [
            'PostHog keeps a random, anonymous identifier and basic session information in local storage and in a first-party cookie, both named ph_<project key>_posthog (ph_ followed by our public project key). The cookie lasts 365 days and is renewed on each visit, and the local storage copy stays until it is cleared. This lets PostHog recognize repeat visits from the same browser.',
            'While a tab is open, PostHog also keeps information about that tab and the current visit in session storage: a copy of the session information (ph_<project key>_posthog), a tab identifier (ph_<project key>_window_id), a marker for the first open tab (ph_<project key>_primary_window_exists) and the list of properties registered for the session (ph_<project key>_session_registered_properties). When you move to another page while a session is being recorded, the part of the recording not yet sent is parked for the next page under a key beginning ph_replay_pending_buffer_ followed by our project key. Session storage is cleared when you close the tab.',
            'PostHog may record your session (page layout, mouse movements, clicks and scrolling) so that we can see where the site is confusing. The text of all form fields, including the trial signup form, is masked and never recorded.',
          ],
        },
        'If you click Decline, have not chosen yet, or your browser sends a GPC signal: PostHog keeps everything in memory only for the current page visit. It does not write anything to your device, the identifier it uses is discarded when you leave or reload the page, visits cannot be linked together, and session recording does not run. Basic page-view and interaction events may still be sent for that visit.',
        "Analytics data reaches PostHog's servers through our own website: your browser sends it to the address /relay on our website, which passes it on to PostHog with your IP address but without any cookies, and stores nothing. Where our website does not run the relay, your browser sends it to PostHog directly. PostHog processes it on our behalf as described in our Privacy Policy.",
      ],
    },
    {
      id: 'error-reporting',
      heading: '7. Error Reporting',
      content: [
        'If we have configured it, we use Sentry to find out when part of the website fails to load or crashes in your browser. An error report contains technical details only, such as your browser and operating system, the address of the page you were on and the stack trace of the error, and never the contents of forms. Sentry does not set cookies or store anything on your device.',
      ],
    },
    {
      id: 'other-services',
      heading: '8. Other Services Your Browser Contacts',
      content: [
        'Some parts of the website load content from other providers. This site does not store anything on your device for them, but they receive standard request information such as your IP address, and some may set their own storage:',
        {
          list: [
            'Country lookup: if we have configured it, the pricing page asks an IP-geolocation service once per visit to the page which country you are in. Your browser sends the request, so the service receives your IP address. We use only the two-letter country code in the answer, to show prices in rupees if you are in India and in dollars elsewhere; the answer is not stored on your device or by us, and no cookie is set for it. If the lookup fails or takes longer than 3 seconds, you see dollar prices.',
            "Scheduling calendar: the booking calendar on the Book a Demo page and in the booking window is an external scheduling provider's page shown in a frame. Once you use it, that provider may set its own cookies and storage under its own cookie and privacy policies.",
            "Demo video: the demo video is either a file served from this website, which sets nothing, or a player embedded from YouTube's privacy-enhanced domain (youtube-nocookie.com) or from Vimeo with its do-not-track setting (dnt) switched on. Those players load only when you open the demo video; in these modes they do not set tracking cookies before you play the video, but they may set their own cookies and storage under their own policies once you use them.",
            'Profile pictures: the avatar photos shown in testimonials and on the About page are loaded from the stock-photo host randomuser.me, which receives your IP address and browser details with each image request. We do not ask it to set any cookies.',
            'Trial signup form: what you enter (name, work email, company, phone if given, and your acceptance of our terms) is sent once, when you submit, to our signup service, which passes it to our email provider for our sales inbox. Nothing from the form is stored on your device, and the signup service sets no cookie. On its side it keeps a count of signups per IP address for at most two minutes, and a signup the email provider could not take, encrypted, until it is delivered, for at most 30 days, as our Privacy Policy describes.',
          ],
        },
        "We cannot read or control storage set by third-party frames. Please see those providers' own policies for details, and use the browser controls in section 11 to block or delete it.",
      ],
    },
    {
      id: 'what-we-store',
      heading: '9. Everything This Website Stores on Your Device',
      content: [
        'This is the complete list of items this website stores on your device:',
        {
          list: [
            'cookie_consent (local storage). Essential. Stores your choice, yes or no. Set when you click Accept or Decline. Kept until you change your choice or clear your browser storage.',
            "kyrelo-reloaded-for-build (session storage). Essential. Notes which version of the website a page left and the page's address when it reloaded once for an update, so it never reloads twice. Set only in that case, whatever your choice. Cleared when you close the tab.",
            'kyrelo_attribution (session storage). How you found us for the trial signup form: the campaign details of the first page you visited, the referring website, that first page and whether the address carried an ad-click marker, as the Privacy Policy describes. Kept there only if you clicked Accept (otherwise only in memory for the page), and removed if you then decline. Cleared when you close the tab.',
            'ph_<project key>_posthog (local storage and a first-party cookie). Analytics, PostHog. Stores an anonymous identifier and session information. Set only after you click Accept. The cookie lasts 365 days; the local storage copy stays until cleared.',
            'ph_<project key>_posthog, ph_<project key>_window_id, ph_<project key>_primary_window_exists and ph_<project key>_session_registered_properties (session storage). Analytics, PostHog. Session information for the open tab and the tab identifier. Set only after you click Accept. Cleared when you close the tab.',
            'ph_replay_pending_buffer_ followed by our project key (session storage). Analytics, PostHog session recording. Holds the part of a recording not yet sent while you move to the next page. Set only after you click Accept, and only while a session is being recorded. Removed on the next page, and cleared when you close the tab.',
          ],
        },
        'Nothing else is stored by this website. Third-party frames, namely the scheduling calendar and the YouTube or Vimeo video player, set their own cookies and storage under their own policies, as described in section 8.',
      ],
    },
    {
      id: 'changing-your-choice',
      heading: '10. Changing Your Choice',
      content: [
        'You can change your mind at any time. Click "Cookie settings" in the footer of any page to reopen the choice, then click Accept or Decline. Your new choice replaces the old one in cookie_consent and applies from then on.',
        'If you switch from Accept to Decline, analytics switches to memory only at once, without a reload, and the website removes every analytics key it had stored (the ph_ items in local and session storage and the ph_ cookie, including copies set for a parent domain). Only the essential items of section 5 remain, cookie_consent now holding no. You can also clear everything yourself as described below.',
      ],
    },
    {
      id: 'clearing-storage',
      heading: '11. Clearing Storage in Your Browser',
      content: [
        'You can delete everything this website has stored by clearing its cookies and site data in your browser. This removes both your cookie choice and any analytics identifier, so the banner will ask you again on your next visit. The exact menu names vary between browser versions:',
        {
          list: [
            'Google Chrome: click the site-information icon to the left of the address, open "Cookies and site data", choose "Manage on-device site data" and delete the entries for this website; or go to Settings, Privacy and security, Delete browsing data.',
            'Mozilla Firefox: click the padlock icon to the left of the address and choose "Clear cookies and site data"; or go to Settings, Privacy & Security, Cookies and Site Data, Manage Data.',
            'Safari on Mac: go to Safari, Settings, Privacy, Manage Website Data, select this website and click Remove.',
            'Safari on iPhone and iPad: open the Settings app, then Safari (under Apps on newer versions), Advanced, Website Data, and swipe left on this website to delete it.',
            'Microsoft Edge: go to Settings, Privacy, search and services (or Cookies and site permissions), Manage and delete cookies and site data, See all cookies and site data, find this website and delete it.',
          ],
        },
        'You can also block cookies for this website, or all third-party cookies, in the same settings. Browsing in a private or incognito window keeps nothing after you close the window.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: '12. Changes and Contact',
      content: [
        'If we add, remove or change anything the website stores on your device, we will update this policy and its date before the change goes live, and if the change needs your consent, we will ask for it again through the banner.',
        `Questions about this policy can be sent to ${company.email} or by post to ${office}.`,
      ],
    },
  ],
});
