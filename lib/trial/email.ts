import { trialCopy } from '@/content/trial-copy';
import { type Attribution, clickIds, clip, utmParameters } from './attribution';
import { type TrialFieldName, type TrialValues, trialFieldNames } from './schema';
import { TURNSTILE_FIELD } from './turnstile';

/*
 * The signup endpoint parses this markup back and writes the e-mail again with
 * lib/leads/markup.mjs, so the two must write the same bytes: tests/unit/lib/leads/markup.test.ts
 * holds them to it. Not imported from there: the end-to-end tests load that module as ESM (through
 * the servers) and this one as CommonJS, and Playwright's compilation cache then hands the
 * CommonJS build to the ESM import.
 */
const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

function row(label: string, value: string): string {
  return `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
}

const table = (rows: string[]) =>
  `<table cellspacing="0" cellpadding="0"><tbody>${rows.join('')}</tbody></table>`;

const headingHtml = (level: 2 | 3, text: string) => `<h${level}>${escapeHtml(text)}</h${level}>`;

/** What the page knew about the visit when the form was sent. */
export interface LeadContext {
  attribution: Attribution;
  /** The path of the page on which the form was opened. */
  openedOn: string;
  /** The plan picked on /pricing before the trial, by name, when there was one. */
  plan?: string | null;
}

/**
 * "How they found us": one row per known item, none for what is unknown (the plan picked on
 * /pricing first, when there was one). The page the form was
 * opened on is always known, so the block always has that row; the landing page is left out when
 * it is that same page.
 */
export function buildAttributionBlock({ attribution, openedOn, plan }: LeadContext): string {
  const labels = trialCopy.email.attribution;
  const rows: string[] = [];
  if (plan) rows.push(row(labels.plan, clip(plan)));
  for (const name of utmParameters) {
    const value = attribution.utm[name];
    if (value) rows.push(row(labels[name], clip(value)));
  }
  for (const name of clickIds) {
    if (attribution.clickIds.includes(name)) rows.push(row(labels[name], labels.present));
  }
  if (attribution.referrer) rows.push(row(labels.referrer, clip(attribution.referrer)));
  const opened = clip(openedOn) || '/';
  const landing = clip(attribution.landingPath);
  if (landing && landing !== opened) rows.push(row(labels.landingPage, landing));
  rows.push(row(labels.openedOn, opened));
  return [headingHtml(3, labels.heading), table(rows)].join('\n');
}

/**
 * The email body: an HTML table of the submitted values, then how the lead found the site. Every
 * value (and label) is escaped, so no input or URL can add markup to the email.
 */
export function buildTrialEmailBody(values: TrialValues, lead?: LeadContext): string {
  const label = (field: TrialFieldName) => trialCopy.fields[field].label;
  const rows = trialFieldNames.map((field) =>
    row(
      label(field),
      field === 'phone' && !values.phone ? trialCopy.email.notProvided : values[field],
    ),
  );
  // The schema only lets an accepted checkbox through.
  rows.push(row(trialCopy.email.acceptedTerms, trialCopy.email.yes));
  return [
    headingHtml(2, trialCopy.email.heading),
    table(rows),
    ...(lead ? [buildAttributionBlock(lead)] : []),
  ].join('\n');
}

export interface TrialEmailAddresses {
  from: string;
  to: string;
}

/**
 * The multipart form the mail endpoint expects: from_email, to, subject and body_html, and
 * Turnstile's token when the form has the check.
 */
export function buildTrialEmailForm(
  values: TrialValues,
  addresses: TrialEmailAddresses,
  lead?: LeadContext,
  turnstileToken?: string,
): FormData {
  const form = new FormData();
  form.append('from_email', addresses.from);
  form.append('to', addresses.to);
  form.append('subject', trialCopy.email.subject);
  form.append('body_html', buildTrialEmailBody(values, lead));
  if (turnstileToken) form.append(TURNSTILE_FIELD, turnstileToken);
  return form;
}
