/** The build's dist/server-config.json, bundled by wrangler through the alias in wrangler.jsonc. */
declare module 'dashboard:server-config' {
  const serverConfig: unknown;
  export default serverConfig;
}
