import type { Locator, Page } from '@playwright/test';
import { checkRange, COST_RULE, ADMIT_RULE, isZip } from '../src/services/colleges/lib/decision-filters.ts';
import { parseSearch, toApiParams } from '../src/services/colleges/lib/search-params.ts';
import { parseAmount } from '../src/services/swap/lib/amount.ts';
import { parseSlippage } from '../src/services/swap/lib/slippage.ts';
import { describePlan, planTyping, robotSeed, seededRandom, type TypingStep } from '../src/testing/typing-robot.ts';
import { expect, test, upstream, type UpstreamName } from './fixtures.ts';
import { tabTo, typeKeys } from './typing.ts';

/**
 * The typing robot: on each page with typed URL state it types into every text field in a random
 * order, reaching each by Tab or by pointer, at 30-250 ms a key, and once typing stops checks that
 * every field shows exactly what was typed, that valid values are in the URL and in the request
 * the contract server received, and that invalid text stays in its field, flagged, and is not
 * sent. Each run prints its seed; ROBOT_SEED=<seed> replays it.
 */

type Typed = ReadonlyMap<string, string>;

interface RobotField {
  label: string;
  texts: readonly string[];
  locate: (page: Page) => Locator;
}

interface RobotPage {
  path: string;
  upstream: UpstreamName;
  /** Waits until the page has answered its first request. */
  ready: (page: Page) => Promise<void>;
  fields: RobotField[];
  /** Checks the URL, the requests and the flags once typing has stopped. */
  check: (page: Page, typed: Typed) => Promise<void>;
}

/** A text box or search box by its label. */
const textbox = (label: string) => (page: Page) => page.getByLabel(label, { exact: true });
const inGroup = (group: string, label: 'Min' | 'Max') => (page: Page) => page.getByRole('group', { name: group }).getByRole('textbox', { name: label });
const urlParams = (page: Page) => new URL(page.url()).searchParams;

async function expectFlagged(box: Locator, flagged: boolean) {
  if (flagged) await expect(box).toHaveAttribute('aria-invalid', 'true');
  else await expect(box).not.toHaveAttribute('aria-invalid', 'true');
}

const COST = 'Average net price ($ a year)';
const ADMIT = 'Admission rate (%)';
const range = (typed: Typed, group: string) => `${typed.get(`${group} Min`) ?? ''}..${typed.get(`${group} Max`) ?? ''}`;

const colleges: RobotPage = {
  path: '/colleges',
  upstream: 'colleges',
  ready: (page) => expect(page.getByRole('table', { name: 'Colleges' }).getByRole('row')).toHaveCount(21),
  fields: [
    { label: 'School name', texts: ['texas', 'ohio state', 'san diego', 'university of'], locate: textbox('School name') },
    { label: 'Near ZIP code', texts: ['48824', '97201', '4882', '48a24'], locate: textbox('Near ZIP code') },
    { label: `${COST} Min`, texts: ['5000', '20000'], locate: inGroup(COST, 'Min') },
    { label: `${COST} Max`, texts: ['15000', '30000', '9x'], locate: inGroup(COST, 'Max') },
    { label: `${ADMIT} Min`, texts: ['20', '50'], locate: inGroup(ADMIT, 'Min') },
    { label: `${ADMIT} Max`, texts: ['60', '250'], locate: inGroup(ADMIT, 'Max') },
  ],
  async check(page, typed) {
    const zip = typed.get('Near ZIP code') ?? '';
    const ranges = [
      { param: 'cost', group: COST, rule: COST_RULE, text: range(typed, COST) },
      { param: 'admit', group: ADMIT, rule: ADMIT_RULE, text: range(typed, ADMIT) },
    ];
    const expected: Record<string, string | undefined> = { name: typed.get('School name'), zip: isZip(zip) ? zip : undefined };
    for (const { param, rule, text } of ranges) if (checkRange(text, rule).ok) expected[param] = text;
    const shown = (params: URLSearchParams) => Object.fromEntries(Object.keys(expected).map((name) => [name, params.get(name) ?? undefined]));
    await expect.poll(() => shown(urlParams(page)), { message: 'the valid values in the URL' }).toEqual(expected);
    const url = urlParams(page);
    // An invalid range is never sent; the URL keeps the last valid one (a side typed alone, then a pause).
    for (const { param, rule, text } of ranges)
      if (!checkRange(text, rule).ok) {
        expect(url.get(param), `${param}: the invalid range is not in the URL`).not.toBe(text);
        expect(checkRange(url.get(param) ?? '', rule).ok).toBe(true);
      }
    expect(
      [...url.keys()].filter((name) => !['name', 'zip', 'cost', 'admit'].includes(name)),
      'nothing else in the URL',
    ).toEqual([]);
    const wanted = toApiParams(parseSearch(url));
    await expect
      .poll(async () => (await upstream.requests('colleges')).filter((request) => request.path === '/schools').at(-1)?.query, {
        message: 'the last request carries what the URL says',
      })
      .toEqual({ ...Object.fromEntries(Object.entries(wanted).map(([key, value]) => [key, [value]])), api_key: expect.any(Array) });
    await expectFlagged(textbox('Near ZIP code')(page), !isZip(zip));
    for (const { group, rule, text } of ranges)
      for (const side of ['Min', 'Max'] as const) await expectFlagged(inGroup(group, side)(page), !checkRange(text, rule).ok);
  },
};

const jobs: RobotPage = {
  path: '/jobs',
  upstream: 'jobs',
  ready: (page) => expect(page.getByRole('status').filter({ hasText: 'loaded jobs match' })).toHaveText('100 of 100 loaded jobs match'),
  fields: [
    { label: 'Search jobs', texts: ['sales', 'engineer', 'pflege manager'], locate: textbox('Search jobs') },
    { label: 'Location', texts: ['Köln', 'Berlin', 'München'], locate: (page) => page.getByRole('combobox', { name: 'Location' }) },
  ],
  async check(page, typed) {
    // Both filter the loaded list in the browser: the board's feed takes no search parameters.
    await expect.poll(() => Object.fromEntries(urlParams(page))).toEqual({ q: typed.get('Search jobs'), loc: typed.get('Location') });
    const pages = (await upstream.requests('jobs')).filter((request) => request.path === '/api/job-board-api');
    expect(
      pages.every((request) => Object.keys(request.query).every((name) => name === 'page')),
      'no typed text in a feed request',
    ).toBe(true);
  },
};

const CURRENCY = /^[A-Za-z]{3}$/;
const countries: RobotPage = {
  path: '/countries',
  upstream: 'countries',
  ready: (page) => expect(page.getByRole('status').filter({ hasText: /^\d+ countries$/ })).toHaveText('250 countries'),
  fields: [
    { label: 'Search', texts: ['fran', 'united', 'österreich'], locate: textbox('Search') },
    { label: 'Currency', texts: ['EUR', 'usd', 'eu', 'e1r'], locate: textbox('Currency') },
  ],
  async check(page, typed) {
    const currency = typed.get('Currency') ?? '';
    const valid = CURRENCY.test(currency);
    const expected: Record<string, string> = { q: typed.get('Search') ?? '' };
    if (valid) expected.currency = currency.toUpperCase();
    await expect.poll(() => Object.fromEntries(urlParams(page))).toEqual(expected);
    const variables = async () =>
      (await upstream.requests('countries'))
        .filter((request) => request.method === 'POST')
        .map((request) => (JSON.parse(request.body ?? '{}') as { variables?: { filter?: unknown } }).variables?.filter);
    if (valid)
      await expect
        .poll(async () => (await variables()).at(-1), { message: 'the currency filter is sent' })
        .toEqual({ currency: { regex: `(^|,)${currency.toUpperCase()}(,|$)` } });
    else expect(await variables(), 'an incomplete code is not sent').toEqual([]);
    await expectFlagged(textbox('Currency')(page), !valid && currency !== '');
  },
};

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** The tokens the robot names, as the bundled token list has them on Ethereum. */
const TOKENS: Record<string, { address: string; decimals: number }> = {
  ETH: { address: ETH, decimals: 18 },
  WBTC: { address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', decimals: 8 },
  UNI: { address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', decimals: 18 },
  DAI: { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18 },
  USDT: { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
  USDC: { address: USDC, decimals: 6 },
};
const AMOUNT = /^Amount to sell/;
const swapBox = {
  amount: (page: Page) => page.getByRole('textbox', { name: AMOUNT }),
  slippage: (page: Page) => page.getByRole('group', { name: 'Slippage tolerance' }).getByRole('textbox', { name: 'Custom' }),
  sell: (page: Page) => page.getByRole('combobox', { name: 'Sell token' }),
  buy: (page: Page) => page.getByRole('combobox', { name: 'Buy token' }),
};
const swap: RobotPage = {
  // Every text field of the form: both token boxes (a symbol typed and left is chosen; other text
  // stays, flagged), the amount and the custom slippage. The URL keeps the form as typed.
  path: `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '', side: 'sell' })}`,
  upstream: 'swap',
  ready: (page) => expect(swapBox.amount(page)).toBeEditable(),
  fields: [
    { label: 'Sell token', texts: ['WBTC', 'UNI', 'ETH', 'qq'], locate: swapBox.sell },
    { label: 'Buy token', texts: ['DAI', 'USDT', 'USDC', 'zzz'], locate: swapBox.buy },
    { label: 'Amount to sell', texts: ['2.5', '0.1', '1000', '0.123456789', '1,5', '1.2.3'], locate: swapBox.amount },
    { label: 'Custom slippage', texts: ['2', '0.75', '0.5', '12.345', '101'], locate: swapBox.slippage },
  ],
  async check(page, typed) {
    const [sellText, buyText, amount, slippage] = ['Sell token', 'Buy token', 'Amount to sell', 'Custom slippage'].map((label) => typed.get(label) ?? '');
    const sell = TOKENS[sellText!];
    const buy = TOKENS[buyText!];
    const parsedAmount = sell ? parseAmount(amount!, sell.decimals) : undefined;
    const parsedSlippage = parseSlippage(slippage!);
    const valid = Boolean(sell && buy && parsedAmount?.ok && parsedSlippage.ok);
    // The URL holds the form: a chosen token by its address, other text as typed.
    await expect
      .poll(() => Object.fromEntries(['sellToken', 'buyToken', 'amount', 'slippage'].map((name) => [name, urlParams(page).get(name)])), {
        message: 'the form in the URL',
      })
      .toEqual({ sellToken: sell?.address ?? sellText, buyToken: buy?.address ?? buyText, amount, slippage });
    const quotes = async () =>
      (await upstream.requests('swap')).filter((request) => request.path === '/swap/allowance-holder/price').map((request) => request.query);
    if (valid && parsedAmount?.ok && parsedSlippage.ok && !parsedSlippage.auto)
      await expect
        .poll(async () => (await quotes()).at(-1), { message: 'the last quote is for what was typed' })
        .toMatchObject({
          sellToken: [sell!.address],
          buyToken: [buy!.address],
          sellAmount: [String(parsedAmount.value)],
          slippageBps: [String(parsedSlippage.bps)],
        });
    else {
      // A prefix may be quoted if the keyboard paused on it while the rest was valid; nothing after.
      const before = (await quotes()).length;
      await page.waitForTimeout(1500);
      expect((await quotes()).length, 'an invalid form is not sent').toBe(before);
    }
    await expectFlagged(swapBox.sell(page), !sell);
    await expectFlagged(swapBox.buy(page), !buy);
    // The amount is judged against the sell token's decimals: with no token it waits for one.
    if (sell) await expectFlagged(swapBox.amount(page), !parsedAmount?.ok);
    await expectFlagged(swapBox.slippage(page), !parsedSlippage.ok);
  },
};

/** Clicks the field; when an open popup (a token list) covers it, first clicks the page's heading, as a person clicks away. */
async function pointAt(page: Page, box: Locator) {
  const reachable = await box.click({ trial: true, timeout: 500 }).then(
    () => true,
    () => false,
  );
  if (!reachable) await page.getByRole('heading', { level: 1 }).click();
  await box.click();
}

async function typeAsAPerson(page: Page, fields: readonly RobotField[], steps: readonly TypingStep[]) {
  for (const step of steps) {
    const box = fields.find((field) => field.label === step.label)!.locate(page);
    if (step.move === 'pointer') await pointAt(page, box);
    else await tabTo(page, box);
    await typeKeys(page, step.text, step.keyDelaysMs);
  }
  // Done: the person leaves the last field.
  await page.keyboard.press('Tab');
}

for (const robotPage of [colleges, jobs, countries, swap])
  test(`typing robot on ${robotPage.path.split('?')[0]}: every field keeps what was typed; valid values reach the URL and the request, invalid ones stay flagged`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const seed = robotSeed(process.env.ROBOT_SEED);
    const steps = planTyping(robotPage.fields, seededRandom(seed));
    const plan = describePlan(seed, steps);
    console.info(plan);
    test.info().annotations.push({ type: 'typing robot', description: plan });

    await upstream.reset(robotPage.upstream);
    await page.goto(robotPage.path);
    await robotPage.ready(page);
    await upstream.clearRequests(robotPage.upstream);
    await typeAsAPerson(page, robotPage.fields, steps);

    for (const step of steps) await expect(robotPage.fields.find((field) => field.label === step.label)!.locate(page), step.label).toHaveValue(step.text);
    await robotPage.check(page, new Map(steps.map((step) => [step.label, step.text])));
    // Nothing arrives later to undo it.
    await page.waitForTimeout(1000);
    for (const step of steps) await expect(robotPage.fields.find((field) => field.label === step.label)!.locate(page), step.label).toHaveValue(step.text);
  });
