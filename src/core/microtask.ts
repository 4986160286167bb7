// A microtask that can be called off before it runs: "soon, unless torn down first".

export function microtask(run: () => void): () => void {
  let armed = true;
  queueMicrotask(() => armed && run());
  return () => (armed = false);
}
