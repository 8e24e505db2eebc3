/// <reference lib="webworker" />
// The bots' Web Worker: each game's bot runs off the page's thread, its game loaded on first use
// (so the worker, like the page, loads only the chunk of the game being played).
import type { GameDef } from "../session/game-def";
import { chooseAction } from "./choose";
import type { BotRequest } from "./protocol";

const LOADERS: Record<string, () => Promise<GameDef>> = {
  syndrome: () => import("../games/syndrome/def").then((m) => m.syndromeDef),
  sharpe: () => import("../games/sharpe/def").then((m) => m.sharpeDef),
  sherwood: () => import("../games/sherwood/def").then((m) => m.sherwoodDef),
};

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (message: MessageEvent<BotRequest>) => {
  const request = message.data;
  try {
    const load = LOADERS[request.game];
    if (!load) throw new Error(`no bot for "${request.game}"`);
    scope.postMessage(chooseAction(await load(), request));
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
