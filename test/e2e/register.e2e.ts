/** Registration failure (SPEC.md section 8): a toast with the server's message, and nothing typed is lost. */
import assert from 'node:assert/strict';
import { browserSuite } from './support/e2e';
import { visible } from './support/wait';

const e2e = browserSuite('register');

const INPUT = {
  email: 'new.person@example.org',
  username: 'newperson',
  password: 'Correct-Horse-42',
  name: 'New Person',
};

e2e.test(
  'a failed registration shows the server message and keeps every field',
  async ({ appUrl, newPage, screenshot, setScenario }) => {
    const { page } = await newPage();
    await page.goto(`${appUrl}/register`);

    const email = page.getByRole('textbox', { name: /^email/i });
    const username = page.getByRole('textbox', { name: /^username/i });
    // Password inputs have no ARIA role: found by their label.
    const password = page.getByLabel(/^password/i);
    const name = page.getByRole('textbox', { name: /^name/i });
    await visible(email, 'the Email field of the registration form');
    await screenshot(page, '01-form-empty');

    await setScenario('server-error');
    await email.fill(INPUT.email);
    await username.fill(INPUT.username);
    await password.fill(INPUT.password);
    await name.fill(INPUT.name);

    const submit = page
      .locator('form')
      .filter({ has: email })
      .getByRole('button', { name: /register|sign up|create account/i });
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/register' && response.request().method() === 'POST',
    );
    await (await visible(submit, 'the submit button of the registration form')).click();
    const response = await answered;

    // The request carried what was typed, for the configured client.
    assert.equal(new URL(response.url()).searchParams.get('client_id'), 'production');
    assert.deepEqual(JSON.parse(response.request().postData() ?? '{}'), INPUT, 'the registration body');
    assert.ok(response.status() >= 500, `the server-error scenario answers 5xx (got ${response.status()})`);
    const body = (await response.json()) as { error?: unknown };
    assert.equal(typeof body.error, 'string', 'the fixture error body carries a message in `error`');
    const message = body.error as string;

    await visible(
      page.getByRole('alert').filter({ hasText: message }),
      `an error toast with the server's message "${message}"`,
    );
    await screenshot(page, '02-server-error');

    assert.equal(await email.inputValue(), INPUT.email, 'Email kept');
    assert.equal(await username.inputValue(), INPUT.username, 'Username kept');
    assert.equal(await password.inputValue(), INPUT.password, 'Password kept');
    assert.equal(await name.inputValue(), INPUT.name, 'Name kept');
    assert.match(page.url(), /\/register$/, 'still on the registration page');
  },
);
