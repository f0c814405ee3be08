// Creates validated customer accounts over HTTP only, as a person would: register, read the
// e-mailed code in the development mailbox (`/dev/mailbox`), validate the e-mail.

export interface BenchAccount {
  email: string;
  password: string;
  /** The client address this account's requests come from (X-Forwarded-For, TRUST_PROXY=true). */
  clientIp: string;
}

/** A distinct private address per account, so per-IP limits count each person separately. */
export function clientIpFor(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The code of the newest verification mail to `email` (its text: intro, code, validity, …). */
async function verificationCodeFor(baseUrl: string, email: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
  for (const item of page.split('<li>').slice(1)) {
    if (!item.includes(`To ${email} ·`)) continue;
    const text = unescapeHtml(item.match(/<pre>([\s\S]*?)<\/pre>/)?.[1] ?? '');
    const code = text.split('\n\n')[1]?.trim();
    if (code) return code;
  }
  throw new Error(`no verification code for ${email} at ${baseUrl}/dev/mailbox`);
}

async function postJson(url: string, body: unknown, clientIp: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function createAccount(baseUrl: string, index: number, runId: string): Promise<BenchAccount> {
  const account = {
    email: `bench-${runId}-${index}@example.com`,
    password: `Bench-password-${index}`,
    clientIp: clientIpFor(index),
  };
  const registered = await postJson(
    `${baseUrl}/api/v2/customers/register`,
    // Portuguese mobile numbers 912 000 000 + index: valid and distinct.
    {
      contactName: 'Bench',
      contactSurname: 'User',
      email: account.email,
      password: account.password,
      phoneNumber: `+351${912_000_000 + index}`,
    },
    account.clientIp,
  );
  if (registered.status === 202) {
    const code = await verificationCodeFor(baseUrl, account.email);
    const validated = await postJson(
      `${baseUrl}/api/v2/customers/validate-email`,
      { email: account.email, code },
      account.clientIp,
    );
    if (validated.status !== 200)
      throw new Error(`validate-email for ${account.email} answered ${validated.status}: ${validated.text}`);
  } else if (registered.status !== 200) {
    throw new Error(`register ${account.email} answered ${registered.status}: ${registered.text}`);
  }
  return account;
}

/**
 * `count` validated accounts, a few at a time: the mailbox page shows the newest 100 mails,
 * so only a handful of codes may be waiting at once.
 */
export async function createBenchAccounts(
  baseUrl: string,
  count: number,
  runId: string,
  parallel = 4,
): Promise<BenchAccount[]> {
  const accounts: BenchAccount[] = new Array<BenchAccount>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      accounts[index] = await createAccount(baseUrl, index, runId);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return accounts;
}
