// The reason the runtime aborts its signals with, made once. An abort() without one makes an AbortError
// whose stack keeps the frames of the call (a block's destroy and its element, the session) for as long
// as anything holds the signal, and listeners left on the page's own elements do: nodes leaked per
// destroy() and init().

export const STOPPED = new DOMException('', 'AbortError');
