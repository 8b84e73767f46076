import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import {
  sentFor,
  signUpInBrowser,
  signupValues,
  startLeadService,
  visitorAddress,
} from './lead-contract';
import { successToast, toasts, trialDialog, trialOpener } from './support/trial-form';
import { routeTrialEndpoint } from './trial-endpoint';

// What a visitor sees when nothing can take their signup: the Node service
// (scripts/servers/mail-server.mjs) in this process with a store it cannot write. The endpoint's
// contract is tests/http/lead-endpoint.test.ts's.

test.describe('when the provider fails and nothing can keep the lead', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the visitor gets the error toast and keeps what they typed; nothing is acknowledged', async ({
    page,
  }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lead-broken-'));
    // A file where the data folder should be: every write to the store fails.
    const dataDir = path.join(dir, 'data');
    await writeFile(dataDir, 'not a folder');
    const service = await startLeadService(dataDir);
    try {
      const address = visitorAddress('provider-500');
      await routeTrialEndpoint(page, service.url);
      await signUpInBrowser(page, address);
      await expect(
        toasts(page).getByText(
          'We could not send your signup just now. Your details are still in the form: please try again in a few minutes.',
        ),
      ).toBeVisible();
      await expect(successToast(page)).toBeHidden();
      expect(await sentFor(address)).toEqual([]);
      const dialog = trialDialog(page);
      await expect(dialog).toBeHidden();
      await trialOpener(page).click();
      await expect(dialog.getByLabel('Work email')).toHaveValue(address);
      await expect(dialog.getByLabel('Company')).toHaveValue(signupValues(address).company);
      await expect(dialog.getByRole('checkbox')).toBeChecked();
    } finally {
      await service.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
