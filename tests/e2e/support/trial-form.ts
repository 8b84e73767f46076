import { type Page } from '@playwright/test';
import { trial } from '@/content/trial';
import type { TrialValues } from '@/lib/trial/schema';
import { validTrialValues } from '../../unit/helpers/trial-values';
import { expect } from '../fixtures';
import { trackModalListeners } from '../trial-endpoint';

// The trial form as a visitor meets it: one set of locators and steps for every spec.

export const trialDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Start Your Free Trial' });
/** Sonner's toast region (not getByRole('alert'), which also matches Next's route announcer). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
/** The first "Start Free Trial" button in the page's main content. */
export const trialOpener = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).first();
export const submitButton = (page: Page) =>
  trialDialog(page).getByRole('button', { name: 'Start Free Trial' });
export const successToast = (page: Page) => toasts(page).getByText(trial.messages.success);

/**
 * Loads a page and waits until the dialogs' inline runtime answers the window events (it runs as
 * the body is parsed, before any framework script: the openers work from the first paint).
 */
export async function gotoReady(page: Page, path = '/features') {
  const hostListening = await trackModalListeners(page);
  await page.goto(path);
  await expect.poll(hostListening).toBe(true);
}

/**
 * Types `values` into the open trial form and ticks the terms. An empty phone is left alone; a
 * honeypot (`website`) is filled the way a form-filling bot does it, by name, hidden or not.
 */
export async function fillTrialForm(page: Page, values: Partial<TrialValues> = {}) {
  const { firstName, lastName, email, company, phone, website } = {
    ...validTrialValues,
    ...values,
  };
  const dialog = trialDialog(page);
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company').fill(company);
  if (phone) await dialog.getByLabel('Phone (optional)').fill(phone);
  await dialog.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  if (website) await dialog.locator('input[name="website"]').fill(website, { force: true });
}

/** Opens the form from the page's first trial link, fills it in and sends it. */
export async function submitTrialForm(page: Page, values: Partial<TrialValues> = {}) {
  await trialOpener(page).click();
  await expect(trialDialog(page)).toBeVisible();
  await fillTrialForm(page, values);
  await submitButton(page).click();
}
