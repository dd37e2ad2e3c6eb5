export declare const VIEWER_PAGE: string;
export declare const STUDIO_PAGE: string;
export declare const STUDIO_SOURCE: RegExp;
type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    assets?: string[];
  }
>;
export declare function readManifest(dist: string): Manifest;
export declare function pageFiles(manifest: Manifest, page: string): Set<string>;
export declare function studioOnlyFiles(manifest: Manifest): Set<string>;
export declare function readChunkModules(dist: string): Record<string, string[]> | null;
export declare function studioModulesInViewer(dist: string): string[];
