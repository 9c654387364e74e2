/** What the page tells the explorer app (the `data-settings` attribute of its root element). */
export interface ExplorerSettings {
  /** The GraphQL endpoint, relative to the page. */
  endpoint: string;
  versions: Array<{ value: string; display_name: string }>;
  /** The version a request without `API-Version` gets. */
  defaultVersion: string;
}
