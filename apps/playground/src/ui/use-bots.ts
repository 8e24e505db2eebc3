import { useEffect, useRef } from "preact/hooks";
import type { BotReply, BotRequest } from "../bots/protocol";
import type { Session } from "../session/session";

/**
 * Plays the bots' seats: when the session waits for a bot, the decision and the state go to the
 * bots' Web Worker, and its choice comes back as an index into the decision's actions. A reply for
 * a session that has moved on (an undo meanwhile) is dropped.
 */
export function useBots(session: Session, setSession: (update: (current: Session) => Session) => void, onError: (message: string) => void): void {
  const worker = useRef<Worker | null>(null);
  const asked = useRef(0);
  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => {
    const waiting = session.waiting;
    if (waiting.kind !== "bot") return;
    worker.current ??= new Worker(new URL("../bots/worker.ts", import.meta.url), { type: "module" });
    const id = ++asked.current;
    const request: BotRequest = { id, game: session.def.id, state: session.state, decision: { ...waiting.decision, actions: [...waiting.decision.actions] } };
    const listen = (message: MessageEvent<BotReply>) => {
      const reply = message.data;
      if (reply.id !== id) return;
      worker.current?.removeEventListener("message", listen);
      if ("error" in reply) {
        onError(reply.error);
        return;
      }
      setSession((current) => (current === session ? current.act(waiting.decision.actions[reply.index]) : current));
    };
    worker.current.addEventListener("message", listen);
    worker.current.postMessage(request);
    return () => worker.current?.removeEventListener("message", listen);
  }, [session]);
}
