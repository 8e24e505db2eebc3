import { join } from "node:path";
import { createRng } from "@tt/dice";
import { playerLog, replay, stateChecksum } from "@tt/engine";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharpeDef } from "../src/games/sharpe/def";
import { hexToPixel, type Hex } from "@tt/hexgrid";
import { reachNow, sherwood, type SherwoodState } from "@tt/sherwood";
import { sherwoodDef } from "../src/games/sherwood/def";
import { LAYOUT } from "../src/games/sherwood/geometry";
import { syndromeDef } from "../src/games/syndrome/def";
import type { GameDef } from "../src/session/game-def";
import { loadGame } from "../src/session/save";
import { SCREENSHOTS, accessibilityProblems, playToEnd, savedOf, settle, startHarness } from "./harness";

let harness: Awaited<ReturnType<typeof startHarness>>;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  harness = await startHarness();
  browser = harness.browser;
});
afterAll(async () => {
  await harness?.stop();
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function open(query: string): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  page.on("pageerror", (error) => errors.push(`${query}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${query}: ${message.text()}`);
  });
  await page.goto(`${harness.url}${query}`);
  await page.waitForSelector(".screen");
  return page;
}

/** Screenshots at both sizes, then back to the desktop; and the accessibility checks at each. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-1280x800.png`) });
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-390x844.png`) });
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/** The page's saved log replayed in Node: the final state must equal the page's. */
async function checkReplay(page: Page, def: GameDef) {
  const { save, state, fingerprint } = await savedOf(page);
  expect(save.game).toBe(def.id);
  const replayed = replay(def.game, save.log);
  expect(replayed.next.kind).toBe("over");
  expect(replayed.state).toEqual(state);
  expect(stateChecksum(replayed.state)).toBe(fingerprint);
  // The save loads back (History.fromLog) to the same state, the computer's roll counts with it.
  expect(loadGame([syndromeDef, sharpeDef, sherwoodDef], save).state).toEqual(state);
  return replayed;
}

describe("the playground in chromium", () => {
  it("shows the game picker, Sherwood playable", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(harness.url);
    await expect(page.locator("h1").textContent()).resolves.toContain("playground");
    await expect(page.locator(".games h2 a").allTextContents()).resolves.toEqual(["The Sherwood Syndrome", "WarpQuest: Sharpe", "Sherwood"]);
    await expect(page.locator(".coming").count()).resolves.toBe(0);
    // An icon of its own: on a static host (the site) the browser's /favicon.ico request would log a 404.
    await expect(page.locator('link[rel="icon"]').count()).resolves.toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, "picker-1280x800.png") });
    // A game it does not have: said so above the picker, in the page's one main landmark.
    await page.goto(`${harness.url}?game=chess`);
    await expect(page.getByRole("alert").textContent()).resolves.toContain('no game "chess"');
    await expect(page.getByRole("main").count()).resolves.toBe(1);
    await page.close();
  });

  it("plays a seeded Sherwood Syndrome to the end by clicking, and its saved log replays to the same state", async () => {
    const page = await open("?game=syndrome&seed=1985");
    await expect(page.locator("svg.map").count()).resolves.toBe(1);
    // The map's names do not run into each other (Syn Estuary and Tidewater Bridge once did).
    const clashes = await page.evaluate(() => {
      const names = [...document.querySelectorAll<SVGTextElement>("svg.map text.label")].map((text) => ({ name: text.textContent, box: text.getBBox() }));
      return names.flatMap((a, i) =>
        names
          .slice(i + 1)
          .filter((b) => a.box.x < b.box.x + b.box.width && b.box.x < a.box.x + a.box.width && a.box.y < b.box.y + b.box.height && b.box.y < a.box.y + a.box.height)
          .map((b) => `${a.name} / ${b.name}`),
      );
    });
    expect(clashes).toEqual([]);
    // On a phone the map is drawn at a readable size in a frame that scrolls sideways (it was 4px type at the screen's width).
    await page.setViewportSize(PHONE);
    const nameHeight = () =>
      page
        .locator("svg.map text.label")
        .first()
        .evaluate((text) => text.getBoundingClientRect().height);
    expect(await nameHeight()).toBeGreaterThan(9);
    await page.getByRole("button", { name: "Show the whole map" }).click();
    expect(await nameHeight()).toBeLessThan(6);
    await page.getByRole("button", { name: "Show the whole map" }).click();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole("button", { name: "Show the whole map" }).isVisible()).resolves.toBe(false);
    let shot = false;
    let undone = false;
    const presses = await playToEnd(page, async (count) => {
      const turn = await page.locator(".phase strong").textContent();
      if (!undone && count > 10 && (await page.getAttribute(".screen", "data-waiting")) === "person") {
        // Undo and redo from the keyboard: the same state again.
        const steps = await page.getAttribute(".screen", "data-steps");
        await page.keyboard.press("u");
        await page.waitForFunction((s) => document.querySelector(".screen")?.getAttribute("data-steps") !== s, steps);
        await page.keyboard.press("r");
        await page.waitForFunction((s) => document.querySelector(".screen")?.getAttribute("data-steps") === s, steps);
        // And from the buttons, found by their names (the arrows are not read out).
        const fingerprint = await page.locator("[data-testid=fingerprint]").textContent();
        await page.getByRole("button", { name: "Undo", exact: true }).click();
        await expect(page.locator("[data-testid=fingerprint]").textContent()).resolves.not.toBe(fingerprint);
        await page.getByRole("button", { name: "Redo", exact: true }).click();
        await expect(page.locator("[data-testid=fingerprint]").textContent()).resolves.toBe(fingerprint);
        undone = true;
      }
      if (!shot && turn?.startsWith("Turn 3") && (await page.getAttribute(".screen", "data-waiting")) === "person") {
        await shoot(page, "syndrome");
        shot = true;
      }
    });
    expect(undone && shot).toBe(true);
    await expect(page.locator("[data-testid=result]").textContent()).resolves.toMatch(/wins on turn \d+/);
    await shoot(page, "syndrome-over");
    const replayed = await checkReplay(page, syndromeDef);
    console.log(`syndrome: ${presses} presses, ${replayed.state && (await savedOf(page)).save.draws.at(-1)} computer rolls, ${await page.locator("[data-testid=result]").textContent()}`);
    await page.close();
  });

  it("the Syndrome's grouped Rebel Actions fit a phone, long odds and all, and keep the keyboard's place", async () => {
    // Random presses (a fixed sequence) until a grouped menu offers an action with long odds
    // ("30% nothing much happens, word spreads: …"); a new game if one ends first.
    const rng = createRng("e2e-menus");
    let found: Page | null = null;
    for (let seed = 1985; found === null && seed < 1990; seed++) {
      const page = await open(`?game=syndrome&seed=${seed}`);
      for (let presses = 0; presses < 400; presses++) {
        const waiting = await settle(page);
        if (waiting === "over") break;
        const odds = await page.locator(".actions.grouped .action .odds").allTextContents();
        if (odds.some((text) => text.length > 40)) {
          found = page;
          break;
        }
        const buttons = page.locator(waiting === "roll" ? ".roll button" : "[data-testid=actions] button:not(.back)");
        const button = buttons.nth(Math.floor(rng.float() * (await buttons.count())));
        const before = await page.getAttribute(".screen", "data-steps");
        const group = (await button.getAttribute("aria-haspopup")) === "true";
        await button.click();
        if (!group) await page.waitForFunction((steps) => document.querySelector(".screen")?.getAttribute("data-steps") !== steps, before);
      }
      if (found === null) await page.close();
    }
    expect(found).not.toBeNull();
    const page = found!;
    // A fieldset is as wide as its content unless told otherwise: the menu once made the page 630px wide.
    await shoot(page, "syndrome-grouped");
    // From the keyboard: a group opens on its first action, Back returns to the group, and after a
    // move the focus is on the next question, one Tab before its first action (not at the page's top).
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    const group = page.locator(".actions .group").first();
    const label = (await group.textContent()) ?? "";
    await group.focus();
    await page.keyboard.press("Enter");
    await expect(focused()).resolves.toBe(await page.locator("[data-testid=actions] .action").first().textContent());
    await page.locator(".actions .back").focus();
    await page.keyboard.press("Enter");
    await expect(focused()).resolves.toBe(label);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await settle(page);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toMatch(/^(prompt|roll)-heading$/);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.closest("[data-testid=actions], .roll") !== null)).resolves.toBe(true);
    await page.close();
  });

  it("plays a seeded Sharpe against a bot in a Web Worker to the end, hands hidden from the other seat", async () => {
    const page = await open("?game=sharpe&seed=7&players=2&seats=person,bot&campaigns=1");
    let shot = false;
    let sawBotHand = false;
    const presses = await playToEnd(page, async () => {
      const rival = (await page.locator("[data-testid=hand-p2]").textContent()) ?? "";
      // p2 is the bot's seat: the screen (p1's eyes) shows how many cards it holds, never which.
      expect(rival).toMatch(/aid cards? in hand \(hidden\)/);
      if (/^[1-9]/.test(rival)) sawBotHand = true;
      if (!shot && (await page.locator("[data-testid=facing]").count()) > 0 && (await page.getAttribute(".screen", "data-waiting")) === "person") {
        await shoot(page, "sharpe");
        shot = true;
        // The card's result codes come with their words ("R (retreat: back 1D6)"), not bare letters.
        await expect(page.locator("[data-testid=facing]").textContent()).resolves.toMatch(/If lost[WR-] \(.+\)If won[VA-] \(.+\)/);
        // The log on the page is p1's (playerLog): the bot's draws into its hand are hidden there; the whole game is in the saved file only.
        const { save } = await savedOf(page);
        const shown = JSON.parse(await page.locator("[data-testid=player-log]").inputValue());
        expect(shown).toEqual(playerLog(sharpeDef.game, save.log as never, "p1"));
        expect(shown).not.toEqual(save.log);
      }
    });
    expect(shot).toBe(true);
    expect(sawBotHand).toBe(true);
    await shoot(page, "sharpe-over");
    // "New game" sets up the same game again, with the next seed (it dropped the players and the bot).
    const next = new URLSearchParams(((await page.getByRole("link", { name: "New game" }).getAttribute("href")) ?? "").slice(1));
    expect(Object.fromEntries(next)).toEqual({ game: "sharpe", seed: "8", seats: "person,bot", players: "2", campaigns: "1" });
    const replayed = await checkReplay(page, sharpeDef);
    expect(replayed.events.some((e) => e.type === "check")).toBe(true);
    console.log(`sharpe vs bot: ${presses} presses; ${await page.locator("[data-testid=result]").textContent()}`);
    await page.close();
  });

  it("plays Sharpe with two people at one screen: the screen passes between them, each hand shown only to its player", async () => {
    const page = await open("?game=sharpe&seed=7&players=2&campaigns=1&dice=step");
    let passes = 0;
    await playToEnd(page, async () => {
      const waiting = await settle(page);
      if (waiting === "over") return;
      if (waiting === "pass") {
        // Between two people nothing private is on the page: no hand, no log.
        passes++;
        if (passes === 2) await shoot(page, "sharpe-pass");
        await expect(page.locator("[data-testid^=hand-], [data-testid=log], [data-testid=player-log]").count()).resolves.toBe(0);
        return;
      }
      const viewer = await page.getAttribute(".screen", "data-viewer");
      const rival = viewer === "p1" ? "p2" : "p1";
      await expect(page.locator(`[data-testid=hand-${rival}]`).textContent()).resolves.toMatch(/aid cards? in hand \(hidden\)/);
      await expect(page.locator(`[data-testid=hand-${viewer}]`).textContent()).resolves.not.toMatch(/\(hidden\)/);
    });
    expect(passes).toBeGreaterThan(2);
    await checkReplay(page, sharpeDef);
    await page.close();
  });

  it("loads a save back, on its own game's screen or on another's", async () => {
    const page = await open("?game=sharpe&seed=7&players=2&seats=person,bot");
    for (let presses = 0; presses < 6; presses++) {
      const steps = await page.getAttribute(".screen", "data-steps");
      await page.locator("[data-testid=actions] button").first().click();
      await page.waitForFunction((s) => document.querySelector(".screen")?.getAttribute("data-steps") !== s, steps);
      await settle(page);
    }
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save log" }).click()]);
    const fingerprint = await page.locator("[data-testid=fingerprint]").textContent();
    // On the Syndrome's screen, a Sharpe save opens Sharpe's screen with it (it opened a new Sharpe game).
    const other = await open("?game=syndrome&seed=1985");
    await other.locator("input[type=file]").setInputFiles(await file.path());
    await other.waitForFunction(() => document.querySelector(".screen")?.classList.contains("sharpe"));
    await expect(other.locator("[data-testid=fingerprint]").textContent()).resolves.toBe(fingerprint);
    // The URL sets the same game up again: its players and campaigns, its seats.
    expect(Object.fromEntries(new URL(other.url()).searchParams)).toEqual({ game: "sharpe", seed: "7", seats: "person,bot", players: "2", campaigns: "3" });
    await other.close();
    await page.close();
  });

  it("plays Sharpe with real dice: each roll entered from its odds panel, replayed to the same state", async () => {
    const page = await open("?game=sharpe&seed=3&dice=real&campaigns=1");
    let shot = false;
    let rolls = 0;
    await playToEnd(page, async () => {
      if ((await settle(page)) === "roll") {
        rolls++;
        if (!shot && (await page.locator("[data-testid=roll-odds]").count()) > 0) {
          await shoot(page, "sharpe-real-dice");
          shot = true;
        }
      }
    });
    expect(rolls).toBeGreaterThan(0);
    expect(shot).toBe(true);
    await checkReplay(page, sharpeDef);
    await page.close();
  });

  it("the Syndrome's bot plays a whole game in the Web Worker; its saved log replays to the same state", async () => {
    const page = await open("?game=syndrome&seed=1985&seats=bot");
    await page.waitForFunction(() => document.querySelector(".screen")?.getAttribute("data-waiting") === "over", undefined, { timeout: 180_000 });
    await shoot(page, "syndrome-bot-over");
    const replayed = await checkReplay(page, syndromeDef);
    expect(replayed.events.some((e) => e.type === "paragraph")).toBe(true);
    await expect(page.locator("[data-testid=paragraph] h2").textContent()).resolves.toMatch(/^Paragraph \d+/);
    console.log(`syndrome bot: ${replayed.events.length} events; ${await page.locator("[data-testid=result]").textContent()}`);
    await page.close();
  });

  /** A real click on a hex of Sherwood's map: the page scrolled to it first. */
  async function clickHex(page: Page, hex: Hex): Promise<void> {
    const at = await page.evaluate(
      ({ x, y }) => {
        const svg = document.querySelector("svg.hexmap") as SVGSVGElement;
        const onScreen = () => new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
        window.scrollBy(0, onScreen().y - window.innerHeight / 2);
        const p = onScreen();
        return { x: p.x, y: p.y };
      },
      hexToPixel(LAYOUT, hex),
    );
    await page.mouse.click(at.x, at.y);
  }

  /** SHW-4 on the map: a click on a piece of the player's, then on the farthest place of its reach, walks it there. */
  async function walkByClicks(page: Page): Promise<boolean> {
    const state = (await page.evaluate(() => (window as unknown as { playground: { state(): unknown } }).playground.state())) as SherwoodState;
    const next = sherwood.next(state);
    const step = next.kind === "decision" ? next.actions.find((a) => a.type === "step") : undefined;
    if (step?.type !== "step" || state.moving !== null) return false;
    const far = reachNow(state, step.piece)
      .places.filter((p) => !p.jump && p.path.length > 2)
      .at(-1);
    if (far === undefined) return false;
    const before = await page.locator("[data-testid=fingerprint]").textContent();
    await clickHex(page, state.pieces.find((p) => p.id === step.piece)!.at);
    await page.waitForSelector(".piece.focus");
    const to = "front" in far.at ? far.at.front : far.at;
    await clickHex(page, to);
    await page.waitForFunction((b) => document.querySelector("[data-testid=fingerprint]")?.textContent !== b, before);
    const after = (await page.evaluate(() => (window as unknown as { playground: { state(): unknown } }).playground.state())) as SherwoodState;
    const moved = after.pieces.find((p) => p.id === step.piece)!;
    expect(`${moved.at.q},${moved.at.r}`).toBe(`${to.q},${to.r}`);
    await shoot(page, "sherwood-walked");
    return true;
  }

  it("plays a seeded Sherwood skirmish against the bot to the end by clicking: the map drawn once, reach, targets and the line of fire shown; its log replays", async () => {
    const page = await open("?game=sherwood&seed=1&seats=person,bot");
    await expect(page.locator("svg.hexmap").count()).resolves.toBe(1);
    // The static map is drawn once: the same DOM node from the first move to the last.
    await page.evaluate(() => {
      (document.querySelector(".static-map") as unknown as { drawnOnce: boolean }).drawnOnce = true;
    });
    const sameMap = () => page.evaluate(() => (document.querySelector(".static-map") as unknown as { drawnOnce?: boolean } | null)?.drawnOnce === true);
    let shot = false;
    let walked = false;
    let sawReach = false;
    let sawPlaces = false;
    const look = async () => {
      if ((await page.getAttribute(".screen", "data-waiting")) !== "person") return;
      if ((await page.locator(".marks .reach").count()) > 0) sawReach = true;
      if ((await page.locator(".marks .place").count()) > 0) sawPlaces = true;
      if (!walked) walked = await walkByClicks(page);
      const shots = page.locator("[data-testid=actions] button.action", { hasText: "shoots at" });
      if (!shot && (await shots.count()) > 0) {
        // A shot's button under the keyboard's focus: its line of fire on the map, the rule and what the rules say of it.
        await shots.first().focus();
        await page.waitForSelector("[data-testid=fire-line]");
        await expect(page.locator("[data-testid=fire-words]").textContent()).resolves.toMatch(/^Clear \[SHW-3\.1\]: .+ \d+ hexes, (short|long) range/);
        await expect(page.locator(".piece.target").count()).resolves.toBeGreaterThan(0);
        await expect(page.locator(".piece.focus").count()).resolves.toBe(1);
        // Its odds are on the button before it is pressed.
        await expect(shots.first().getAttribute("aria-label")).resolves.toMatch(/\(.*\d+%.*\)$/);
        await shoot(page, "sherwood");
        // A shot the rules refuse, chosen in the panel: the refusing rule and its reason.
        const targets = page.locator("[data-testid=fire-panel] select").nth(1);
        await targets.focus();
        const options = await targets.locator("option").count();
        let refused = "";
        for (let i = 1; i < options && refused === ""; i++) {
          await targets.selectOption({ index: i });
          const words = (await page.locator("[data-testid=fire-words]").textContent()) ?? "";
          if (words.startsWith("No shot")) refused = words;
        }
        expect(refused).toMatch(/^No shot \[SHW-[\d.]+\]: .+: .+\.$/);
        await shots.first().focus();
        shot = true;
      }
    };
    await settle(page);
    await look();
    const presses = await playToEnd(page, look);
    expect({ shot, walked, sawReach, sawPlaces, presses }).toMatchObject({ shot: true, walked: true, sawReach: true, sawPlaces: true });
    expect(await sameMap()).toBe(true);
    const result = (await page.locator("[data-testid=result]").textContent()) ?? "";
    expect(result).toMatch(/(wins|win|A draw): .+ Kills scored: saxons \d+, normans \d+\.$/);
    await shoot(page, "sherwood-over");
    const replayed = await checkReplay(page, sherwoodDef);
    expect(replayed.events.some((e) => e.type === "shot" || e.type === "attack")).toBe(true);
    console.log(`sherwood vs bot: ${presses} presses; ${result}`);
    await page.close();
  });

  it("SHW-8.1: Sherwood's ambushers hidden by the bot's seat never appear on the other seat's screen", async () => {
    const page = await open("?game=sherwood&seed=2&scenario=5&seats=person,bot");
    type Hidden = { id: string; hideout: string | null }[];
    const hiddenNow = () => page.evaluate(() => (window as unknown as { playground: { state(): { hidden: Hidden } } }).playground.state().hidden);
    for (let presses = 0; presses < 200; presses++) {
      const waiting = await settle(page);
      if (waiting === "person" && (await hiddenNow()).some((h) => h.hideout !== null)) break;
      const button = page.locator(waiting === "roll" ? ".roll button" : "[data-testid=actions] button").first();
      const before = await page.getAttribute(".screen", "data-steps");
      const group = (await button.getAttribute("aria-haspopup")) === "true";
      await button.click();
      if (!group) await page.waitForFunction((steps) => document.querySelector(".screen")?.getAttribute("data-steps") !== steps, before);
    }
    const hidden = (await hiddenNow()).filter((h) => h.hideout !== null);
    expect(hidden.length).toBeGreaterThan(0);
    // Not on the map, not in the sides' lists, no hideout marked, and no hideout anywhere in the page.
    for (const h of hidden) await expect(page.locator(`[data-piece="${h.id}"]`).count()).resolves.toBe(0);
    await expect(page.locator(".hideout, .in-ambush").count()).resolves.toBe(0);
    const html = await page.content();
    for (const h of hidden) expect(html).not.toContain(h.hideout!);
    await shoot(page, "sherwood-scenario-5");
    await page.close();
    // The Merry Men's own seat sees its ambushers: marked at their hideouts and listed with them.
    const own = await open("?game=sherwood&seed=2&scenario=5&seats=bot,person");
    for (let presses = 0; presses < 200 && (await own.locator(".hideout").count()) === 0; presses++) {
      const waiting = await settle(own);
      if (waiting === "over") break;
      const button = own.locator(waiting === "roll" ? ".roll button" : "[data-testid=actions] button").first();
      const before = await own.getAttribute(".screen", "data-steps");
      const group = (await button.getAttribute("aria-haspopup")) === "true";
      await button.click();
      if (!group) await own.waitForFunction((steps) => document.querySelector(".screen")?.getAttribute("data-steps") !== steps, before);
    }
    await expect(own.locator(".hideout").count()).resolves.toBeGreaterThan(0);
    await expect(own.locator(".in-ambush").first().textContent()).resolves.toMatch(/in ambush \((up tree [A-Z]|in .+)\)$/);
    await shoot(own, "sherwood-ambush-own");
    await own.close();
  });

  it("logged no page errors", () => {
    expect(errors).toEqual([]);
  });
});
