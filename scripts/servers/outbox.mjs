// The local stand-in's "provider" (`npm start`, `npm run mail` with no MAIL_PROVIDER): each
// e-mail written to a folder as it would be sent, as JSON and as a page to open.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {import('../../lib/leads/providers.mjs').Mail} Mail */

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in's "provider": the e-mail as it would be sent, as JSON and as a page to open.
 *
 * @param {string} outbox
 * @param {Mail} mail
 */
export async function writeToOutbox(outbox, mail) {
  const receivedAt = new Date().toISOString();
  const file = `${receivedAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
  await mkdir(outbox, { recursive: true });
  const record = {
    receivedAt,
    id: mail.id,
    from: mail.from,
    to: mail.to,
    reply_to: mail.replyTo,
    subject: mail.subject,
    body_html: mail.html,
    text: mail.text,
  };
  await writeFile(path.join(outbox, `${file}.json`), `${JSON.stringify(record, null, 2)}\n`);
  const page = [
    '<!doctype html>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(mail.subject)}</title>`,
    `<p>From: ${escapeHtml(mail.from)}<br>To: ${escapeHtml(mail.to)}<br>Reply-To: ${escapeHtml(mail.replyTo)}</p>`,
    '<hr>',
    mail.html,
    '',
  ].join('\n');
  await writeFile(path.join(outbox, `${file}.html`), page);
  console.log(
    `[mail] -> ${mail.to} "${mail.subject}" (reply-to ${mail.replyTo}) saved as ${file}.json`,
  );
}
