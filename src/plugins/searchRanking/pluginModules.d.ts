// The search plugin's client modules that the ranking reuses ship without types.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): {
    tokens: string[];
    term: {value: string; presence: number; wildcard: number; editDistance?: number}[];
  }[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: object[]): void;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const language: string[];
  export const searchIndexUrl: string;
}
