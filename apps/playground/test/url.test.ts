import { describe, expect, it } from "vitest";
import { formatUrl, parseUrl, seatPlayers } from "../src/session/url";

describe("URL parameters", () => {
  it("reads ?game=sharpe&seed=7 with the defaults for the rest", () => {
    const request = parseUrl("?game=sharpe&seed=7");
    expect(request.game).toBe("sharpe");
    expect(request.settings).toEqual({ seed: "7", dice: "seeded", seats: {} });
    expect(request.params).toEqual({});
  });

  it("passes the game's own parameters on and seats the players in order", () => {
    const request = parseUrl("?game=sharpe&seed=7&players=2&seats=person,bot&dice=real&campaigns=1");
    expect(request.params).toEqual({ players: "2", campaigns: "1" });
    expect(request.settings.dice).toBe("real");
    expect(seatPlayers(request.settings, ["p1", "p2"]).seats).toEqual({ p1: "person", p2: "bot" });
  });

  it("falls back to the defaults on unknown values", () => {
    const request = parseUrl("?game=syndrome&dice=loaded&seats=alien&seed=");
    expect(request.settings).toEqual({ seed: "1", dice: "seeded", seats: {} });
  });

  it("formats a URL that reads back the same", () => {
    const settings = { seed: "1985", dice: "step" as const, seats: { p1: "person" as const, p2: "bot" as const } };
    const url = formatUrl("sharpe", settings, ["p1", "p2"], { players: "2" });
    const back = parseUrl(url);
    expect(back.game).toBe("sharpe");
    expect(seatPlayers(back.settings, ["p1", "p2"])).toEqual(settings);
    expect(back.params).toEqual({ players: "2" });
    expect(formatUrl("syndrome", { seed: "1985", dice: "seeded", seats: {} }, ["player"])).toBe("?game=syndrome&seed=1985");
  });
});
