// jsdom (a root devDependency) ships no types; only what the API tests use to parse pages and XML.
declare module 'jsdom' {
  interface MarkupNode {
    readonly tagName: string;
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    querySelector(selectors: string): MarkupNode | null;
    querySelectorAll(selectors: string): ArrayLike<MarkupNode> & Iterable<MarkupNode>;
    getElementsByTagName(name: string): ArrayLike<MarkupNode> & Iterable<MarkupNode>;
  }
  interface MarkupDocument extends MarkupNode {
    readonly title: string;
    readonly documentElement: MarkupNode;
  }
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string });
    readonly window: { readonly document: MarkupDocument };
  }
}
