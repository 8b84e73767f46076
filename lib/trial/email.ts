import { trial } from '@/content/trial';
import { type TrialFieldName, type TrialValues, trialFieldNames } from './schema';

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

/**
 * The email body: an HTML table of the submitted values. Every value (and label) is escaped, so no
 * input can add markup to the email.
 */
export function buildTrialEmailBody(values: TrialValues): string {
  const label = (field: TrialFieldName) => trial.fields[field].label;
  const rows = trialFieldNames.map((field) =>
    row(label(field), field === 'phone' && !values.phone ? trial.email.notProvided : values[field]),
  );
  // The schema only lets an accepted checkbox through.
  rows.push(row(trial.email.acceptedTerms, trial.email.yes));
  return [
    `<h2>${escapeHtml(trial.email.heading)}</h2>`,
    `<table cellspacing="0" cellpadding="0"><tbody>${rows.join('')}</tbody></table>`,
  ].join('\n');
}

export interface TrialEmailAddresses {
  from: string;
  to: string;
}

/** The multipart form the mail endpoint expects: from_email, to, subject and body_html. */
export function buildTrialEmailForm(values: TrialValues, addresses: TrialEmailAddresses): FormData {
  const form = new FormData();
  form.append('from_email', addresses.from);
  form.append('to', addresses.to);
  form.append('subject', trial.email.subject);
  form.append('body_html', buildTrialEmailBody(values));
  return form;
}
