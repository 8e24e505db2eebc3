import { useEffect, useRef } from "preact/hooks";
import type { LogLine } from "../session/log";

/** How many of the latest lines the log shows (a whole Syndrome game tells thousands). */
const SHOWN = 150;

/** The narrated events the viewer was told, newest last, with each rule ID; a paragraph's story under it. */
export function LogPanel({ lines }: { lines: readonly LogLine[] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  const shown = lines.slice(-SHOWN);
  return (
    <section class="log" aria-labelledby="log-heading">
      <h2 id="log-heading">What happened</h2>
      <ol ref={list} aria-live="polite" data-testid="log">
        {shown.map((line, i) => (
          // Prefixed: an event's type ("track", "action", "paragraph") is not one of the page's own classes.
          <li key={lines.length - shown.length + i} class={`level-${line.level} event-${line.type}`}>
            {line.text}
            {line.rule ? <span class="rule"> [{line.rule}]</span> : null}
            {line.story ? <p class="story">{line.story}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
