/** Cache Storage as the worker sees it, kept in memory: enough for Workbox's strategies. */
export class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(request: RequestInfo | URL): Promise<Response | undefined> {
    const hit = this.entries.get(new Request(request).url);
    return Promise.resolve(hit?.clone());
  }
  put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(new Request(request).url, response.clone());
    return Promise.resolve();
  }
  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(new Request(request).url));
  }
  keys(): Promise<Request[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
}

export class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();
  open(name: string): Promise<MemoryCache> {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return Promise.resolve(this.named.get(name)!);
  }
  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.named.keys()];
    for (const name of names) {
      const hit = await this.named.get(name)?.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.named.delete(name));
  }
}
