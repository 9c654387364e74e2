/** Accounts, their users and API tokens: the boards subgraph's data, also worked on by the admin CLI. */
export * from './accounts';
export * from './refusals';
export * from './tokens';
export * from './users';
export * from './teams';
export * from './workspaces';
export * from './folders';
export * from './tags';
