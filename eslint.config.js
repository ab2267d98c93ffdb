import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every slice folder under src/services (the registry lists the same folders; a test checks it). */
const SERVICES = readdirSync('src/services', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** zod comes through src/shared/lib/zod.ts, which configures it for the app's CSP. */
const ZOD = ['zod', 'zod/mini'].map((name) => ({
  name,
  message: 'Import zod from src/shared/lib/zod.ts: it is zod/mini with English messages, and turns off the eval probe the CSP would report.',
}));
const SHARED_PATTERNS = [{ group: ['**/services/**', '**/app/**', '**/testing/**'], message: 'Shared code never imports services, app or testing.' }];

/** A service folder never imports another service; shared code never imports services or app. */
/** `n === 1 ? 'row' : 'rows'` by hand is how "1 results" and "1 rows" happen. */
const HAND_WRITTEN_PLURAL = {
  selector: "ConditionalExpression[test.operator=/^[!=]==$/][test.right.value=1][consequent.type='Literal'][alternate.value=/(s|are|were)$/]",
  message: 'Choose the word for a count with countOf or pluralWord (src/shared/lib/plural.ts, Intl.PluralRules).',
};
/**
 * An awaited act takes an async callback: awaiting a synchronous act leaves React's act queue open
 * after Testing Library has switched the act environment off, and a timer firing then is an error.
 */
const AWAITED_SYNC_ACT = {
  selector: "AwaitExpression > CallExpression[callee.name='act'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=false]",
  message: 'Await act only around async work: `await act(async () => …)` (an awaited synchronous act leaves React’s act queue open).',
};
/** One owner of the query string per page: raw writes race each other and erase typed text. */
const RAW_SEARCH_PARAMS = {
  selector: "ImportSpecifier[imported.name='useSearchParams']",
  message: 'Read and write the query string with usePageParams and useUrlDraft (src/shared/hooks/url-state).',
};
/** Every combobox keeps one keyboard contract: its roles come from the shared hook, never by hand. */
const HAND_WRITTEN_COMBOBOX = {
  selector: "JSXAttribute[name.name='role'][value.value=/^(combobox|listbox|option)$/]",
  message: 'Build a combobox on useCombobox (src/shared/hooks/use-combobox.ts): one keyboard contract for all of them.',
};

/**
 * Trusted Types (the CSP enforces them, src/shared/lib/trusted-types.ts): HTML from a string comes
 * only from the description sanitizer, script URLs only from the worker-script policy. The
 * browser refuses a string at these sinks; lint says so before it runs.
 */
const HTML_FROM_SANITIZER = 'HTML from a string comes only from the sanitizer: descriptionMarkup (src/services/jobs/lib/description-markup.ts).';
const SCRIPT_URL_FROM_POLICY = "A worker's script URL comes from workerScriptUrl (src/shared/lib/worker-script-url.ts), the CSP's script-URL policy.";
const TRUSTED_TYPES_SINKS = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']:not(:has(CallExpression[callee.name='descriptionMarkup']))", message: HTML_FROM_SANITIZER },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe)$/]',
    message: HTML_FROM_SANITIZER,
  },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: HTML_FROM_SANITIZER },
  { selector: "NewExpression[callee.name='DOMParser']", message: HTML_FROM_SANITIZER },
  { selector: 'NewExpression[callee.name=/^(Worker|SharedWorker)$/]', message: SCRIPT_URL_FROM_POLICY },
  { selector: "CallExpression[callee.name='importScripts']", message: SCRIPT_URL_FROM_POLICY },
  { selector: "CallExpression[callee.property.name='register'][callee.object.property.name='serviceWorker']", message: SCRIPT_URL_FROM_POLICY },
  { selector: "NewExpression[callee.name='Workbox']:not(:has(CallExpression[callee.name='workerScriptUrl']))", message: SCRIPT_URL_FROM_POLICY },
  {
    selector: "Property[key.name='serviceWorker'] > ObjectExpression > Property[key.name='url'] > :matches(Literal, TemplateLiteral, BinaryExpression)",
    message: SCRIPT_URL_FROM_POLICY,
  },
  {
    selector: "CallExpression[callee.property.name='createPolicy']",
    message: 'The CSP names every Trusted Types policy: src/shared/lib/trusted-types.ts lists them and their one module each.',
  },
];

/** Assigning a string as HTML: the browser refuses it (Trusted Types), and upstream text is decoded by string replacement (src/shared/lib/decode-entities.ts). */
const HTML_PROPERTIES = ['innerHTML', 'outerHTML', 'srcdoc', 'insertAdjacentHTML'].map((property) => ({
  property,
  message: `Decode entities with src/shared/lib/decode-entities.ts; never parse upstream text as HTML. ${HTML_FROM_SANITIZER}`,
}));

/** Display text is ordered by one collator: `localeCompare` builds its comparison anew on every call. */
const ORDERED_TEXT = {
  property: 'localeCompare',
  message: 'Order display text with compareText (src/shared/lib/text-order.ts): one collator, far cheaper per comparison.',
};

/** One transport: request() and its upload variant are the only network calls outside the service worker and the demo. */
const NETWORK_OUTSIDE_TRANSPORT = 'Send requests with request() or uploadFile() (src/shared/http): one demo gate, one log, one error mapping.';
const transport = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/shared/http/request.ts', 'src/shared/http/upload.ts', 'src/sw/**', 'src/demo/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: NETWORK_OUTSIDE_TRANSPORT }, { name: 'XMLHttpRequest', message: NETWORK_OUTSIDE_TRANSPORT }],
    // A later config's rule replaces an earlier one's, so this one carries the HTML properties too.
    'no-restricted-properties': [
      'error',
      ...HTML_PROPERTIES,
      ORDERED_TEXT,
      ...['window', 'globalThis', 'self'].flatMap((object) => [
        { object, property: 'fetch', message: NETWORK_OUTSIDE_TRANSPORT },
        { object, property: 'XMLHttpRequest', message: NETWORK_OUTSIDE_TRANSPORT },
      ]),
    ],
  },
};

/**
 * Where hooks live: query hooks are called only in `hooks/` (pages and components call the slice's
 * own hook), and a hook other files use is exported from a `hooks/` folder (a slice's,
 * src/shared/hooks, src/app/hooks), never from `lib/` (plain logic), `components/` or `ui/` (what
 * is drawn). Checked on the syntax tree of each file.
 */
const QUERY_HOOK = /^use(Suspense)?(Infinite)?Quer(y|ies)$/;
/** Judged on the path inside the project: the checkout's own folder names say nothing (a worktree may be called hooks). */
const inHooksFolder = (filename) => /(^|[\\/])hooks[\\/]/.test(relative(import.meta.dirname, filename));
const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : undefined;
const exportedHookNames = (node) => {
  const declaration = node.declaration;
  if (declaration?.type === 'FunctionDeclaration') return declaration.id ? [declaration.id] : [];
  if (declaration?.type === 'VariableDeclaration') return declaration.declarations.map((item) => item.id).filter((id) => id.type === 'Identifier');
  return node.specifiers.map((specifier) => specifier.exported).filter((id) => id.type === 'Identifier');
};
const sliceLayout = {
  rules: {
    'query-hooks-in-hooks': {
      meta: { type: 'problem', schema: [], messages: { outside: 'Call {{name}} in a hook under hooks/, and call that hook here.' } },
      create: (context) =>
        inHooksFolder(context.filename)
          ? {}
          : {
              CallExpression(node) {
                const name = calleeName(node.callee);
                if (name && QUERY_HOOK.test(name)) context.report({ node, messageId: 'outside', data: { name } });
              },
            },
    },
    'exported-hooks-in-hooks': {
      meta: { type: 'problem', schema: [], messages: { outside: '{{name}} is a hook other files use: export it from hooks/.' } },
      create: (context) =>
        inHooksFolder(context.filename)
          ? {}
          : {
              ExportNamedDeclaration(node) {
                for (const id of exportedHookNames(node))
                  if (/^use[A-Z]/.test(id.name)) context.report({ node: id, messageId: 'outside', data: { name: id.name } });
              },
            },
    },
  },
};
const layout = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { layout: sliceLayout },
    rules: { 'layout/query-hooks-in-hooks': 'error', 'layout/exported-hooks-in-hooks': 'error' },
  },
];

const boundaries = [
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: ZOD }] } },
  ...SERVICES.map((service) => ({
    files: [`src/services/${service}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ZOD,
          patterns: [
            {
              group: [...SERVICES.filter((other) => other !== service).map((other) => `**/services/${other}/**`), '**/app/**'],
              message: 'A service may import only itself and src/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ZOD, patterns: SHARED_PATTERNS }],
    },
  },
  { files: ['src/shared/lib/zod.ts'], rules: { 'no-restricted-imports': ['error', { patterns: SHARED_PATTERNS }] } },
  {
    // Text from an upstream is decoded by string replacement (src/shared/lib/decode-entities.ts):
    // assigning it as HTML, even to a detached element, is how a second decoder and markup come back.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-properties': ['error', ...HTML_PROPERTIES, ORDERED_TEXT],
    },
  },
  {
    // One owner of the query string per page: raw writes race each other and erase typed text.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/hooks/url-state/**'],
    // A later config's rule replaces an earlier one's, so this one carries the plural and combobox rules too.
    rules: { 'no-restricted-syntax': ['error', HAND_WRITTEN_PLURAL, RAW_SEARCH_PARAMS, HAND_WRITTEN_COMBOBOX, ...TRUSTED_TYPES_SINKS] },
  },
  {
    // The one module that creates the script-URL policy; tests render what they like in jsdom.
    files: ['src/shared/lib/worker-script-url.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    ignores: ['src/shared/hooks/url-state/**'],
    rules: { 'no-restricted-syntax': ['error', HAND_WRITTEN_PLURAL, RAW_SEARCH_PARAMS, HAND_WRITTEN_COMBOBOX, AWAITED_SYNC_ACT] },
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'test-results*', 'screenshots', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'bench-results', '.probe'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Promises: every one is awaited, returned, or marked `void` on purpose.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended, ...pluginQuery.configs['flat/recommended']],
    rules: {
      'no-restricted-syntax': ['error', HAND_WRITTEN_PLURAL, HAND_WRITTEN_COMBOBOX, ...TRUSTED_TYPES_SINKS],
    },
  },
  ...boundaries,
  transport,
  ...layout,
);
