// Attributes and classes the navigation sets on the builder's markup, put back as they were when the
// runtime stops (its destroy() leaves the page as the server sent it).

export interface Marks {
  /** Sets an attribute; null removes it. */
  attr(el: Element, name: string, value: string | null): void;
  /** Adds or removes a class. */
  toggleClass(el: Element, name: string, on: boolean): void;
  /** An id for `el`: its own, or one made up here. */
  id(el: Element, prefix: string): string;
}

let made = 0;

export function createMarks(signal: AbortSignal): Marks {
  const attrs = new Map<Element, Map<string, string | null>>();
  const classes = new Map<Element, Map<string, boolean>>();
  signal.addEventListener(
    'abort',
    () => {
      for (const [el, before] of attrs) for (const [name, value] of before) setOrRemove(el, name, value);
      for (const [el, before] of classes) for (const [name, had] of before) el.classList.toggle(name, had);
      attrs.clear();
      classes.clear();
    },
    { once: true },
  );
  const remember = <T>(store: Map<Element, Map<string, T>>, el: Element, name: string, value: T): void => {
    const before = store.get(el) ?? new Map<string, T>();
    store.set(el, before);
    if (!before.has(name)) before.set(name, value);
  };
  const marks: Marks = {
    attr(el, name, value) {
      remember(attrs, el, name, el.getAttribute(name));
      setOrRemove(el, name, value);
    },
    toggleClass(el, name, on) {
      remember(classes, el, name, el.classList.contains(name));
      el.classList.toggle(name, on);
    },
    id(el, prefix) {
      if (el.id === '') marks.attr(el, 'id', `${prefix}-${++made}`);
      return el.id;
    },
  };
  return marks;
}

function setOrRemove(el: Element, name: string, value: string | null): void {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}
