// Jest loads global setup outside its module mapping, so tsx resolves the TypeScript path aliases here.
require('tsx/cjs/api').register();
const { provisionTestServices } = require('@workapi/testing');

module.exports = async function globalSetup() {
  globalThis.workapiServices = await provisionTestServices();
};
