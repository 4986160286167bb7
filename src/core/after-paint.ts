// Work a visitor is not waiting on, put after the frame they are: it runs once the next frame has
// been painted, unless called off first. (A frame is only painted while the page is shown.)

export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
