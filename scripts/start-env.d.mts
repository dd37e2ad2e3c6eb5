export declare function startEnv(
  env: Record<string, string | undefined>,
  cores: number,
): Record<string, string | undefined>;
