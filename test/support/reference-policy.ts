// The seeds' reference policy file — allow retrieval and search, deny training —
// shared by the policy-summary tests in core and the Policy panel's tests.

/** The AI-training crawlers the file blocks by name. */
export const REFERENCE_TRAINING = [
  'GPTBot',
  'ClaudeBot',
  'anthropic-ai',
  'CCBot',
  'Bytespider',
  'meta-externalagent',
  'FacebookBot',
  'MistralAI-Training',
  'cohere-training-data-crawler',
  'DeepSeekBot',
] as const;

/** The file itself (LF line ends, a final line end). */
export const REFERENCE_POLICY = [
  '# Allow retrieval and search, deny training.',
  'User-agent: *',
  'Content-Signal: search=yes, ai-input=yes, ai-train=no',
  'Allow: /',
  '',
  ...REFERENCE_TRAINING.map((t) => `User-agent: ${t}`),
  'User-agent: AI2Bot',
  'User-agent: Google-Extended',
  'User-agent: Applebot-Extended',
  'Disallow: /',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  '',
].join('\n');
