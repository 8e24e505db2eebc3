import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type Page, chromium } from "playwright-core";
import { type PreviewServer, preview } from "vite";

const app = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the screenshots go (git-ignored). */
export const SCREENSHOTS = join(app, "e2e", "screenshots");

/** Debian's chromium; `npx playwright install` cannot download a browser here. */
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** The built app (dist/, from `vite build`) served by `vite preview` on 127.0.0.1, and a browser. */
export async function startHarness(): Promise<{ url: string; browser: Browser; stop(): Promise<void> }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server: PreviewServer = await preview({ root: app, logLevel: "warn", preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false } });
  const address = server.httpServer.address();
  if (address === null || typeof address === "string") throw new Error("the preview server has no port");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  return {
    url: `http://127.0.0.1:${address.port}/`,
    browser,
    async stop() {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

/** What the screen waits for (`data-waiting`): person, bot, roll, over, or pass (the screen to the next person). */
async function waitingOf(page: Page): Promise<string> {
  return (await page.getAttribute(".screen", "data-waiting")) ?? "";
}

/** Waits until the screen waits for someone other than a bot (the bots' worker has answered). */
export async function settle(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const screen = document.querySelector(".screen");
    return screen !== null && screen.getAttribute("data-waiting") !== "bot";
  });
  return waitingOf(page);
}

/**
 * Plays the game on screen to its end as a person would: at a decision the first button of the
 * menu (a group opens its submenu, whose first button is then pressed), at a roll the Roll button
 * or the first reading of the dice. Every other press is made from the keyboard (focus, Enter).
 * Calls `onStep` after each press with the number of presses so far.
 */
export async function playToEnd(page: Page, onStep?: (presses: number) => Promise<void>, limit = 4000): Promise<number> {
  let presses = 0;
  for (;;) {
    const waiting = await settle(page);
    if (waiting === "over") return presses;
    if (presses >= limit) throw new Error(`not over after ${limit} presses`);
    if (waiting === "pass") {
      // People at one screen: the next one takes it.
      await page.locator("[data-testid=handover]").click();
      await page.waitForFunction(() => document.querySelector(".screen")?.getAttribute("data-waiting") !== "pass");
      presses++;
      await onStep?.(presses);
      continue;
    }
    const before = await page.getAttribute(".screen", "data-steps");
    // At a roll of real dice, a different reading each time (the readings' buttons in turn).
    const buttons = page.locator(waiting === "roll" ? ".roll button" : "[data-testid=actions] button");
    const button = waiting === "roll" ? buttons.nth((presses * 7) % (await buttons.count())) : buttons.first();
    const wasGroup = (await button.getAttribute("aria-haspopup")) === "true";
    if (presses % 2 === 0) await button.click();
    else {
      await button.focus();
      await page.keyboard.press("Enter");
    }
    presses++;
    if (!wasGroup) await page.waitForFunction((steps) => document.querySelector(".screen")?.getAttribute("data-steps") !== steps, before);
    await onStep?.(presses);
  }
}

/** The page's save (the file its "Save log" button downloads) and the state on screen. */
export async function savedOf(page: Page): Promise<{ save: { game: string; log: unknown; draws: number[] }; state: unknown; fingerprint: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save log" }).click()]);
  const text = readFileSync(await file.path(), "utf8");
  const state = await page.evaluate(() => (window as unknown as { playground: { state(): unknown } }).playground.state());
  const fingerprint = (await page.locator("[data-testid=fingerprint]").textContent()) ?? "";
  return { save: JSON.parse(text), state, fingerprint };
}

/** Problems a person would meet: buttons without a name, a log line out of shape, text cut off, a page wider than the screen. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const button of document.querySelectorAll("button")) {
      const name = (button.getAttribute("aria-label") ?? button.textContent ?? "").trim();
      if (name === "") problems.push(`a button without a label: ${button.outerHTML.slice(0, 80)}`);
    }
    // A line of the log is laid out as one (an event's type, "track" or "action", once styled it as a track or a button).
    for (const line of document.querySelectorAll("[data-testid=log] li")) {
      if (getComputedStyle(line).display !== "list-item") problems.push(`a log line laid out as ${getComputedStyle(line).display}: ${line.textContent?.slice(0, 60)}`);
    }
    // Text cut off: a box that hides what overflows it ("Intelligence" once showed as "Intelli…").
    for (const box of document.querySelectorAll<HTMLElement>("body *:not(.sr-only)")) {
      const overflow = getComputedStyle(box).overflowX;
      if ((overflow === "hidden" || overflow === "clip") && box.textContent?.trim() && box.scrollWidth > box.clientWidth + 1) problems.push(`text cut off: ${box.textContent?.slice(0, 60)}`);
    }
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth + 1) problems.push(`the page is ${width}px wide on a ${window.innerWidth}px screen`);
    return problems;
  });
}
