// What the runtime does to the builder's markup of a section, kept so teardown puts every attribute,
// style, listener and added node back as it was: the section is the server's HTML again.

export interface Changes {
  attr(el: Element, name: string, value: string): void;
  style(el: HTMLElement, property: string, value: string): void;
  listen<K extends keyof HTMLElementEventMap>(el: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void): void;
  /** A node of the runtime's own, taken away again. */
  add(parent: Element, node: Element): void;
  /** Anything else to put back. */
  onUndo(undo: () => void): void;
  undo(): void;
}

export function trackChanges(): Changes {
  const undos: Array<() => void> = [];
  return {
    attr(el, name, value) {
      const before = el.getAttribute(name);
      el.setAttribute(name, value);
      undos.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
    },
    style(el, property, value) {
      const before = el.style.getPropertyValue(property);
      el.style.setProperty(property, value);
      undos.push(() => (before ? el.style.setProperty(property, before) : el.style.removeProperty(property)));
    },
    listen(el, type, listener) {
      el.addEventListener(type, listener);
      undos.push(() => el.removeEventListener(type, listener));
    },
    add(parent, node) {
      parent.append(node);
      undos.push(() => node.remove());
    },
    onUndo(undo) {
      undos.push(undo);
    },
    undo() {
      for (const undo of undos.splice(0).reverse()) undo();
    },
  };
}
