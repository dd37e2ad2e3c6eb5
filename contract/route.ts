/**
 * Zod-free route table entry: the client imports only these (and types), so the schema library
 * never reaches the browser bundle. Path parameters use Hono's `:name` syntax.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  /** Needs `Authorization: Bearer …`; `{userId}` params must equal the token's user. */
  auth?: 'required' | 'optional';
}

export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
