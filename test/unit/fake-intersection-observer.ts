// IntersectionObserver for jsdom, which has none: the test says which targets come into view.

export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observed = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.disconnected = true;
    this.observed.clear();
  }

  /** Reports the targets, in this order, as in view (or out of it). */
  show(targets: Element | Element[], isIntersecting = true): void {
    const entries = [targets].flat().map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
